/**
 * The one form an e-mail address takes once it enters the API (sign-in, registration, admin forms): trimmed,
 * Unicode NFC, lower case. Stored addresses and look-ups use it, so `Élodie@X` and `e\u0301lodie@x` are one.
 */
export function normalizeEmail(raw: string): string {
  // Lower-casing can leave a base letter and a combining mark apart (`İ`): compose again afterwards.
  return raw.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/** DTO transform: strings are normalised, anything else is left for the validators to refuse. */
export const toNormalizedEmail = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? normalizeEmail(value) : value;

/**
 * A key under which every spelling that a case- and accent-insensitive collation (MariaDB's
 * utf8mb4_unicode_ci) would take for the same address falls together: compatibility forms folded
 * (full-width letters), accents and invisible characters dropped. Only used to count sign-in attempts,
 * never to find an account: two distinct addresses sharing a key merely share a counter.
 */
export function emailLookalikeKey(email: string): string {
  return normalizeEmail(email)
    .normalize('NFKD')
    .replace(/[\p{M}\p{Default_Ignorable_Code_Point}]/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}
