import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface CountOf {
  key: string;
  n: number;
}

/** The figures the metrics report as the database holds them, so that every instance reports the same. */
@Injectable()
export class MetricsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async rewardsByStatus(): Promise<CountOf[]> {
    const rows = (await this.db.query('SELECT status, COUNT(*) AS n FROM rewards GROUP BY status')) as {
      status: string;
      n: number | string;
    }[];
    return rows.map((row) => ({ key: row.status, n: Number(row.n) }));
  }

  async emailsByState(): Promise<CountOf[]> {
    const rows = (await this.db.query(
      'SELECT mail_state AS state, COUNT(*) AS n FROM notifications WHERE mail_state IS NOT NULL GROUP BY mail_state',
    )) as { state: string; n: number | string }[];
    return rows.map((row) => ({ key: row.state, n: Number(row.n) }));
  }
}
