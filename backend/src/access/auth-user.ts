import type { Role } from './roles';

/** The signed-in user as the guard attaches it to the request. */
export interface AuthUser {
  id: number;
  role: Role;
  username: string;
  email: string;
  whmcs_client_id: number | null;
}

export const isStaff = (user: AuthUser | undefined | null): boolean => user?.role === 'admin' || user?.role === 'redacteur';
