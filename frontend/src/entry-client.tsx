/**
 * The public pages arrive rendered by the server, so the app's code waits until the browser has
 * painted them: no script download competes with the first paint on a slow phone connection. Then
 * `boot` loads the app and hydrates the page (or renders the client-only screens).
 */
const start = () => void import('./boot');
requestAnimationFrame(() => setTimeout(start, 0));
