/**
 * Renders the screens the server does not render (sign-in, back office) with the whole app: router,
 * SWR and the route table; see entry-client.tsx (server-rendered public pages go to public-boot.tsx).
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { markEmbeddedKeys } from './api/use-api';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { readSsrData } from './app/ssr-data';
import { rememberLongDates } from './lib/format';
import { appPath, BASE_PATH } from './session/unauthorized';
import { loadStyleRules } from './theme/static-styles';

const data = readSsrData(document);
markEmbeddedKeys(Object.keys(data.fallback));
rememberLongDates(data.dates);

// Unbuilt (development), the page links no global stylesheet (scripts/finish-html.mjs): Chakra writes it.
if (!document.querySelector('link[data-global-css]')) void import('./theme/dev-global-styles');

// The matched page's chunk is loaded first, so the first render shows it rather than a spinner; and
// the rules of the public components' styles, which no server-rendered stylesheet gives these screens.
await Promise.all([preloadRoute(appPath(window.location.pathname)), loadStyleRules()]);
createRoot(document.getElementById('root')!).render(
  <BrowserRouter basename={BASE_PATH}>
    <App data={data} />
  </BrowserRouter>,
);
