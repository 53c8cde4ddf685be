// Prints the first-load JavaScript of each public page (gzip), from the client build's manifest:
// the entry, the boot module it loads once the page is painted, the page's chunk and every chunk
// they import statically. `node scripts/bundle-size.mjs`
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const gz = (file) => gzipSync(readFileSync(dist + file), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const boot = Object.keys(manifest).find((k) => k.endsWith('src/boot.tsx'));
const pages = [
  'HomePage',
  'ArticlePage',
  'ContributorsPage',
  'AuthorPage',
  'SearchPage',
  'LoginPage',
  'RegisterPage',
  'NotFoundPage',
];
const rows = pages.map((page) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(`pages/${page}.tsx`));
  const files = [...closure([entry, boot, key])].map((k) => manifest[k].file);
  return { page, chunks: files.length, gzipKB: +(files.reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1) };
});
console.table(rows);

// `--max KB`: fail when a public page's first load is over the budget (≤ 110 KB gzip: React, React Router and
// SWR alone weigh ~86 KB of it).
const maxIndex = process.argv.indexOf('--max');
if (maxIndex > 0) {
  const max = Number(process.argv[maxIndex + 1]);
  const over = rows.filter((r) => r.gzipKB > max);
  if (over.length) {
    console.error(`Au-dessus du budget de ${max} Ko : ${over.map((r) => `${r.page} (${r.gzipKB} Ko)`).join(', ')}`);
    process.exit(1);
  }
  console.log(`Toutes les pages publiques sont sous ${max} Ko gzip au premier chargement.`);
}
