/** The name shown for a person everywhere: their display name, else their username; null for nobody. */
export function displayName(user: { display_name: string | null; username: string } | null | undefined): string | null {
  return user ? user.display_name || user.username : null;
}
