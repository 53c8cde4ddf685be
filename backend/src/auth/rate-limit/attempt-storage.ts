import type { ThrottlerStorage } from '@nestjs/throttler';

/**
 * Throttler storage that can also take attempts back: a sign-in counts when it arrives (so a burst of
 * guesses is limited before any of them is checked) and is forgiven once it turned out to be a success.
 */
export interface AttemptStorage extends ThrottlerStorage {
  /** Takes one hit back from `key` (never below zero; a block already in force stays). */
  refund(key: string, throttlerName: string): Promise<void>;
  /** Forgets the hits counted under `key` (a block already in force stays). */
  clear(key: string, throttlerName: string): Promise<void>;
}

export const isAttemptStorage = (storage: ThrottlerStorage): storage is AttemptStorage =>
  typeof (storage as Partial<AttemptStorage>).refund === 'function' &&
  typeof (storage as Partial<AttemptStorage>).clear === 'function';
