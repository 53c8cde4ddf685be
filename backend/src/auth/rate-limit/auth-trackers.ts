import { Logger } from '@nestjs/common';
import { emailLookalikeKey, normalizeEmail } from '../../users/email';
import type { UsersRepository } from '../../users/users.repository';

export const IP_THROTTLER = 'auth-ip';
export const ACCOUNT_THROTTLER = 'auth-account';

const logger = new Logger('RateLimit');

/**
 * What the per-account counter is keyed on. The guard runs before validation, so the raw body is read
 * here, normalised like everywhere else. When the database knows the address under some spelling (MariaDB
 * matches `ádmin@…` and `ＡＤＭＩＮ@…` to `admin@…`), the account's own address is the key, so every
 * spelling that reaches one account shares its counter; otherwise the look-alike key of what was typed,
 * which gives the same answer on SQLite, whose comparison is exact.
 */
export async function accountTracker(req: Record<string, unknown>, users: UsersRepository): Promise<string> {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? normalizeEmail(body.email.slice(0, 400)).slice(0, 191) : '';
  if (!email) return `ip:${String(req.ip)}`;
  let known: string | undefined;
  try {
    known = (await users.findByEmail(email))?.email;
  } catch (error) {
    // Database unreachable: the typed address still counts, and sign-in fails on its own anyway.
    logger.warn(`Compte introuvable pour la limitation de débit : ${(error as Error).message}`);
  }
  return `email:${emailLookalikeKey(known ?? email)}`;
}
