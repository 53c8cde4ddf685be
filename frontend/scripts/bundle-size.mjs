// Prints the first-load JavaScript of each page (gzip), from the client build's manifest: the entry,
// what it imports before the start-up module (react-dom/client, entry-client.tsx), the start-up module
// it loads once the page is painted, the page's chunk and every chunk they import statically, each
// counted as the server sends it to a browser that accepts gzip: its .gz copy, or the file itself when
// too small to have one (scripts/precompress.mjs). e2e/js-budget.spec.ts measures the same in Chromium.
// A server-rendered public page starts with `public-boot` (no router, no SWR);
// the sign-in pages start the whole app with `boot`, as the back office does: they are listed, and
// only the public pages are held to the budget. `node scripts/bundle-size.mjs [--max KB] [--json]`
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
/** precompress.mjs leaves files under this size as they are. */
const PRECOMPRESS_MIN_BYTES = 1024;
/** The bytes a gzip-accepting browser receives for a built file. */
const gz = (file) => {
  const path = dist + file;
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  const bytes = readFileSync(path);
  return bytes.length < PRECOMPRESS_MIN_BYTES ? bytes.length : gzipSync(bytes, { level: 9 }).length;
};

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const moduleKey = (path) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(path));
  if (!key) throw new Error(`bundle-size : ${path} absent du manifeste`);
  return key;
};
const publicBoot = moduleKey('src/public-boot.tsx');
const appBoot = moduleKey('src/boot.tsx');
/** Imported by the entry on every page before the start-up module, as a dynamic import of its own. */
const reactDomClient = moduleKey('react-dom/client.js');
const PUBLIC_PAGES = ['HomePage', 'ArticlePage', 'ContributorsPage', 'AuthorPage', 'SearchPage', 'NotFoundPage'];
const SIGN_IN_PAGES = ['LoginPage', 'RegisterPage'];

/** The rules of the public components' styles, which `boot` loads before its first render (theme/static-styles.ts). */
const styleRules = moduleKey('src/theme/static-style-rules.ts');

const rowFor = (page, boot, budgeted) => {
  const start = boot === appBoot ? [entry, reactDomClient, boot, styleRules] : [entry, reactDomClient, boot];
  const files = [...closure([...start, moduleKey(`pages/${page}.tsx`)])].map((k) => manifest[k].file);
  return { page, public: budgeted, chunks: files.length, gzipKB: +(files.reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1) };
};
const rows = [
  ...PUBLIC_PAGES.map((page) => rowFor(page, publicBoot, true)),
  ...SIGN_IN_PAGES.map((page) => rowFor(page, appBoot, false)),
];
// `--json`: the rows as JSON (the bench reads them), instead of the table.
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else console.table(rows);

// `--max KB`: fail when a public page's first load is over the budget (≤ 90 KB gzip: React and
// react-dom alone weigh ~67 KB of it).
const maxIndex = process.argv.indexOf('--max');
if (maxIndex > 0) {
  const max = Number(process.argv[maxIndex + 1]);
  const over = rows.filter((r) => r.public && r.gzipKB > max);
  if (over.length) {
    console.error(`Au-dessus du budget de ${max} Ko : ${over.map((r) => `${r.page} (${r.gzipKB} Ko)`).join(', ')}`);
    process.exit(1);
  }
  console.log(`Toutes les pages publiques sont sous ${max} Ko gzip au premier chargement.`);
}
