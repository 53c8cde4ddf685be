import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '../api/models';
import { useSession } from '../session/use-session';
import { PageSpinner } from '../components/PageSpinner';

/**
 * Route guards of spec §6. They wait for the stored session to be read (it is only read after
 * hydration), then redirect; the back-office route objects wrap their pages in them.
 */
type Access = 'signed-in' | 'admin' | 'contributor';

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.ready) return <PageSpinner />;
  const user = session.isAuthenticated ? session.user : null;
  if (!user) {
    const login = access === 'contributor' ? '/contributor/login' : '/admin/login';
    // The page the link named comes back once signed in (`?next=`, checked on the login page).
    return <Navigate to={`${login}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  const redirect = redirectFor(access, user.role);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

/** Where a signed-in user with this role is sent instead, or null when the route is theirs. */
export function redirectFor(access: Access, role: Role): string | null {
  if (access === 'admin' && role !== 'admin') return '/admin';
  if (access === 'contributor' && role !== 'contributor')
    return role === 'admin' || role === 'redacteur' ? '/admin' : '/contributor/login';
  return null;
}
