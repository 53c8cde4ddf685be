/**
 * The app's entry. In the built site an inline script in the page imports it once the server-rendered
 * page is painted (scripts/finish-html.mjs). Start-up then comes in separate tasks rather than one long
 * one that would hold a slow phone's main thread: each import evaluates its own chunk (the libraries,
 * then the app's shared code). A server-rendered public page is hydrated by `public-boot`, which loads
 * neither the router nor SWR; the screens the server does not render (sign-in, back office) are
 * rendered by `boot`, the whole app.
 */
// `SSR_DATA_ELEMENT_ID` of app/ssr-data.ts, written here so that this entry imports no chunk.
const SSR_DATA_ELEMENT_ID = 'blog-data';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Whether #root holds markup the server rendered: the data block says so in its first member
 * (`serializeSsrData` writes the members of `SsrData` in order, `rendered` first), read without
 * parsing the whole block, which `public-boot` parses.
 */
function serverRendered(): boolean {
  const data = document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent ?? '';
  return Boolean(document.getElementById('root')?.firstElementChild) && data.startsWith('{"rendered":true');
}

await import('react-dom/client');
await nextTask();
await (serverRendered() ? import('./public-boot') : import('./boot'));

export {};
