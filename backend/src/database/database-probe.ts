import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the health checks ask of the database itself: does it answer, and is every migration applied. */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }

  migrationsPending(): Promise<boolean> {
    return this.db.showMigrations();
  }
}
