/** The base path the SPA is served under (React Router basename). */
export const BASE_PATH = '/blog';

/** The path inside the app, without the /blog base. */
export function appPath(pathname: string): string {
  if (pathname === BASE_PATH) return '/';
  return pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
}

/**
 * Spec §4: after a 401 the browser goes to /contributor/login when the current path starts with
 * /contributor, else to /admin/login. Returns the full browser path (with the /blog base).
 */
export function loginPathAfter401(pathname: string): string {
  const inside = appPath(pathname);
  const contributor = inside === '/contributor' || inside.startsWith('/contributor/');
  return `${BASE_PATH}${contributor ? '/contributor/login' : '/admin/login'}`;
}

/**
 * Sign-in calls answer 401 for a wrong password: that is a message for the form, not an expired
 * session, so they never trigger the redirect.
 */
const SIGN_IN_PATHS = ['/blog/api/auth/login', '/blog/api/whmcs/auth', '/blog/api/whmcs/register'];

export function isSignInRequest(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  return SIGN_IN_PATHS.includes(path);
}
