/** Loads the matched page and hydrates the server-rendered markup; see entry-client.tsx. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { markEmbeddedKeys } from './api/use-api';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { readSsrData } from './app/ssr-data';
import { rememberLongDates } from './lib/format';
import { appPath, BASE_PATH } from './session/unauthorized';

const data = readSsrData(document);
markEmbeddedKeys(Object.keys(data.fallback));
rememberLongDates(data.dates);
const container = document.getElementById('root')!;
const app = (
  <BrowserRouter basename={BASE_PATH}>
    <App data={data} />
  </BrowserRouter>
);

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Unbuilt (development), the page links no global stylesheet (scripts/finish-html.mjs): Chakra writes it.
if (!document.querySelector('link[data-global-css]')) void import('./theme/dev-global-styles');

// The matched page's chunk is loaded first, so hydration renders exactly what the server sent.
await preloadRoute(appPath(window.location.pathname));
await nextTask();
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the reader can scroll while it runs, and input is never blocked long.
if (data.rendered && container.firstElementChild) {
  startTransition(() => void hydrateRoot(container, app));
  // React now listens on the page: the buttons pressed before this point get their click (finish-html.mjs).
  document.dispatchEvent(new Event('blog:hydrating'));
} else {
  createRoot(container).render(app);
}
