// Finishes the built index.html, after `vite build` and `vite build --ssr`:
// - Chakra's global styles (reset, tokens as CSS variables, layer order) go to one stylesheet with a
//   content hash in its name, linked from the page: every page shares it from the browser's cache
//   instead of carrying it inline;
// - the app's entry is no longer fetched while the page loads: a small inline script starts it once
//   the page is painted and its images are loaded, so on a slow phone nothing competes with the first
//   paint (the API allows that script by its hash in the Content-Security-Policy).
// Usage: node scripts/finish-html.mjs
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const templatePath = `${dist}client/index.html`;
let template = readFileSync(templatePath, 'utf8');

function fail(message) {
  throw new Error(`finish-html : ${message}`);
}

// Global stylesheet.
const { globalStyleSheet } = createRequire(import.meta.url)(`${dist}server/entry-server.js`);
const css = globalStyleSheet();
if (!css.includes('--chakra-')) fail('les styles globaux de Chakra sont vides');
const cssName = `assets/global-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
writeFileSync(`${dist}client/${cssName}`, css);
if (!template.includes('<!--app-global-css-->')) fail('repère <!--app-global-css--> absent de index.html');
template = template.replace('<!--app-global-css-->', `<link rel="stylesheet" href="/blog/${cssName}" data-global-css />`);

/**
 * Runs in the page (inlined as is): imports the entry at once on a screen the server did not render,
 * else after the first contentful paint and the load event (or at once where Paint Timing is missing).
 * A button pressed before the app has taken the page over is not lost: the press starts the app at
 * once and is given back to the button when hydration begins (boot.tsx dispatches `blog:hydrating`;
 * React hydrates the pressed part first and handles the click). Links work as plain links meanwhile.
 */
function startAfterPaint(entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(entry);
  };
  if (!document.getElementById('root')?.firstElementChild) return start();
  const pressed = [];
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push(button);
    start();
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    'blog:hydrating',
    () => {
      document.removeEventListener('click', keep, true);
      for (const button of pressed) if (button.isConnected) button.click();
    },
    { once: true },
  );
  const painted = new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve() : window.addEventListener('load', resolve, { once: true }),
  );
  void Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

const entryTag = template.match(/<script type="module" crossorigin src="(\/blog\/assets\/[^"]+\.js)"><\/script>/);
if (!entryTag) fail("balise du point d'entrée introuvable dans index.html");
template = template
  .replace(entryTag[0], `<script type="module">(${startAfterPaint})(${JSON.stringify(entryTag[1])})</script>`)
  // The entry's own imports are fetched with it, after the paint, not announced in the head.
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
writeFileSync(templatePath, template);
console.log(`finish-html : ${cssName} (${(css.length / 1024).toFixed(1)} Ko), démarrage après la première peinture`);
