import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Transaction } from '../database/unit-of-work';
import { Setting } from './entities/setting.entity';

@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(Setting) private readonly repo: Repository<Setting>) {}

  async all(): Promise<Map<string, string>> {
    const rows = await this.repo.find();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** Writes several values in the caller's transaction: all or nothing. */
  async saveMany(tx: Transaction, values: Record<string, string>): Promise<void> {
    for (const [key, value] of Object.entries(values)) await tx.manager.save(Setting, { key, value });
  }

  async remove(key: string): Promise<void> {
    await this.repo.delete({ key });
  }
}
