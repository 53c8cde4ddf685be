/** The roles of an account: what the access decorators name and the `users.role` column holds. */
export const ROLES = ['admin', 'redacteur', 'contributor'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: Role[] = ['admin', 'redacteur'];
