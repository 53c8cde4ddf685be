/**
 * The app's entry. In the built site an inline script in the page imports it once the server-rendered
 * page is painted (scripts/finish-html.mjs). Start-up then comes in separate tasks rather than one long
 * one that would hold a slow phone's main thread: each import evaluates its own chunk (the libraries,
 * then the app's shared code), and `boot` hydrates the page or renders the screens the server does not
 * render (sign-in, back office).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
await import('./boot');

export {};
