import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Setting } from './entities/setting.entity';

@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(Setting) private readonly repo: Repository<Setting>) {}

  async all(): Promise<Map<string, string>> {
    const rows = await this.repo.find();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** Writes several values in one transaction: all or nothing. */
  async saveMany(values: Record<string, string>): Promise<void> {
    await this.repo.manager.transaction(async (manager: EntityManager) => {
      for (const [key, value] of Object.entries(values)) await manager.save(Setting, { key, value });
    });
  }

  async remove(key: string): Promise<void> {
    await this.repo.delete({ key });
  }
}
