/** GetUsers' `search`: a prefix match, which is why callers must still filter for the exact email. */

export interface SearchableUser {
  email: string;
  firstname: string;
  lastname: string;
}

/** True when `search` starts the email, first name, last name or "first last" (case-insensitive). */
export function matchesUserSearch(user: SearchableUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const fullName = `${user.firstname} ${user.lastname}`;
  return [user.email, user.firstname, user.lastname, fullName].some((field) => field.toLowerCase().startsWith(needle));
}

/** Non-negative integer from a request parameter, or the fallback when absent or malformed. */
export function parseCount(text: string | undefined, fallback: number): number {
  if (text === undefined || !/^\d+$/.test(text.trim())) return fallback;
  return Number(text.trim());
}
