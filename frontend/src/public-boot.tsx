/** Hydrates a server-rendered public page, without router nor SWR; see entry-client.tsx. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { seedPageAnswers } from './api/use-api';
import { PublicApp, publicPageFor } from './app/PublicApp';
import type { PublicLocation } from './app/public-route';
import { readSsrData } from './app/ssr-data';
import { rememberLongDates } from './lib/format';
import { appPath } from './session/unauthorized';

const data = readSsrData(document);
seedPageAnswers(data.fallback);
rememberLongDates(data.dates);
// What the server rendered: links between public pages are plain links, so this is the page's location for good.
const location: PublicLocation = { pathname: appPath(window.location.pathname), search: window.location.search };

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Unbuilt (development), the page links no global stylesheet (scripts/finish-html.mjs): Chakra writes it.
if (!document.querySelector('link[data-global-css]')) void import('./theme/dev-global-styles');

// The matched page's chunk is loaded first, so hydration renders exactly what the server sent.
await publicPageFor(location.pathname).preload();
await nextTask();
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the reader can scroll while it runs, and input is never blocked long.
startTransition(() => void hydrateRoot(document.getElementById('root')!, <PublicApp location={location} />));
// React now listens on the page: the buttons pressed before this point get their click (finish-html.mjs).
document.dispatchEvent(new Event('blog:hydrating'));
