import { sessionStore } from '../session/session-store';
import { appPath, isSignInRequest, loginPathAfter401 } from '../session/unauthorized';

/** Adds the stored bearer token to a request's headers. */
export function withAuth(headers: Headers): Headers {
  const token = sessionStore.getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * Spec §4: any 401 clears the stored session and sends the browser to the right login page.
 * Sign-in calls are excluded: their 401 means a wrong password, shown in the form.
 */
export function handleUnauthorized(status: number, requestUrl: string): void {
  if (status !== 401 || isSignInRequest(requestUrl) || typeof window === 'undefined') return;
  sessionStore.logout();
  // The page to come back to once signed in; the login page keeps it only if it is a back-office path.
  const { pathname, search } = window.location;
  window.location.assign(`${loginPathAfter401(pathname)}?next=${encodeURIComponent(appPath(pathname) + search)}`);
}
