import { Injectable } from '@nestjs/common';
import { badRequest, ErrorDetail } from '../common/http/api-error';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { UnitOfWork } from '../database/unit-of-work';
import { type CodedError, settingErrors } from '../i18n/errors';
import { SETTINGS } from './setting-definitions';
import { SettingsRepository } from './settings.repository';

/** Key/value settings with their defaults (spec §3); values are always strings. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly repo: SettingsRepository,
    private readonly publicCache: PublicCacheInvalidator,
    private readonly uow: UnitOfWork,
  ) {}

  /** Every known setting, stored value or default. */
  async getAll(): Promise<Record<string, string>> {
    const stored = await this.repo.all();
    return Object.fromEntries(Object.entries(SETTINGS).map(([key, def]) => [key, stored.get(key) ?? def.default]));
  }

  async getPublic(): Promise<Record<string, string>> {
    const all = await this.getAll();
    return Object.fromEntries(Object.entries(all).filter(([key]) => SETTINGS[key].public));
  }

  async get(key: string): Promise<string> {
    return (await this.getAll())[key];
  }

  /** Validates every value first; writes nothing unless all are valid. */
  async update(values: Record<string, unknown>): Promise<Record<string, string>> {
    const refusals: Array<{ field: string; error: CodedError }> = [];
    const clean: Record<string, string> = {};
    for (const [key, raw] of Object.entries(values)) {
      const def = SETTINGS[key];
      if (!def) {
        refusals.push({ field: key, error: settingErrors.unknownKey(key.slice(0, 100)) });
        continue;
      }
      if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
        refusals.push({ field: key, error: settingErrors.notText(key) });
        continue;
      }
      const result = def.validate(String(raw));
      if ('error' in result) refusals.push({ field: key, error: result.error });
      else clean[key] = result.value;
    }
    if (refusals[0]) {
      const details: ErrorDetail[] = refusals.map(({ field, error }) => ({ field, message: error.text }));
      throw badRequest(refusals[0].error, details);
    }
    if (Object.keys(clean).length) {
      await this.uow.run((tx) => this.repo.saveMany(tx, clean));
      this.publicCache.invalidate();
    }
    return this.getAll();
  }

  async reset(key: string): Promise<string> {
    const def = SETTINGS[key];
    if (!def) throw badRequest(settingErrors.unknownKey(key.slice(0, 100)));
    await this.repo.remove(key);
    this.publicCache.invalidate();
    return def.default;
  }
}
