/**
 * Spec §2.2: first letters of the first and last words, or the first two characters of a single
 * word, from the username or else the email; « ? » when neither exists.
 */
export function initials(username?: string | null, email?: string | null): string {
  const source = (username ?? '').trim() || (email ?? '').trim();
  if (!source) return '?';
  const words = source.split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    const first = Array.from(words[0]!)[0] ?? '';
    const last = Array.from(words[words.length - 1]!)[0] ?? '';
    return `${first}${last}`.toUpperCase();
  }
  return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
}
