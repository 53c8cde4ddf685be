import createClient, { type Middleware } from 'openapi-fetch';
import { handleUnauthorized, withAuth } from './auth-middleware';
import type { paths } from './schema';

const auth: Middleware = {
  onRequest({ request }) {
    withAuth(request.headers);
    return request;
  },
  onResponse({ request, response }) {
    handleUnauthorized(response.status, request.url);
    return response;
  },
};

/**
 * The typed client: paths and bodies come from openapi/openapi.json (`npm run gen`), so an API
 * change breaks the type check. Paths already carry the /blog/api prefix; the origin is the page's.
 */
export const api = createClient<paths>({ baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin });
api.use(auth);
