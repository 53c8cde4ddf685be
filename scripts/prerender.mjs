// Renders every public page into the page store ahead of readers (`npm run pages:prerender`):
//   node scripts/prerender.mjs [http://127.0.0.1:3000 …] [--concurrency N]
// The pages are those of the sitemaps (home, contributors, categories, every published article) and
// every further page of the home and category lists. Each is asked for with the prerender header: the
// API renders and stores the pages not stored yet (those stored already cost a file read), counts no
// view and keeps them out of its memory cache. Several origins (API instances sharing the page store)
// share the work. Prints one JSON line at the end: pages, rendered, failed, seconds.
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const perOrigin = Number(option('--concurrency', '2'));
const origins = args.length ? args : [`http://127.0.0.1:${process.env.PORT || 3000}`];
const PAGE_SIZE = 12;

async function text(origin, path) {
  const res = await fetch(`${origin}${path}`);
  if (!res.ok) throw new Error(`${path} : ${res.status}`);
  return res.text();
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);

/** Every page URL to store: the sitemaps' pages, then the further pages of each list. */
async function pagesToStore(origin) {
  const pages = new Set();
  const archives = locs(await text(origin, '/blog/sitemap-archive.xml'));
  for (const sitemap of ['/blog/sitemap.xml', ...archives]) for (const path of locs(await text(origin, sitemap))) pages.add(path);
  const { categories } = JSON.parse(await text(origin, '/blog/api/categories'));
  const lists = [
    { base: '/blog/', api: '' },
    ...categories.map((c) => ({ base: `/blog/category/${c.slug}`, api: `&category=${encodeURIComponent(c.slug)}` })),
  ];
  for (const list of lists) {
    const { pagination } = JSON.parse(await text(origin, `/blog/api/articles?limit=${PAGE_SIZE}${list.api}`));
    for (let page = 2; page <= (pagination?.total_pages ?? 1); page += 1) pages.add(`${list.base}?page=${page}`);
  }
  return [...pages].filter((path) => !path.endsWith('.xml'));
}

const started = performance.now();
const pages = await pagesToStore(origins[0]);
let next = 0;
let rendered = 0;
const failed = [];
async function crawler(origin) {
  while (next < pages.length) {
    const path = pages[next++];
    try {
      const res = await fetch(`${origin}${path}`, { headers: { 'x-prerender': '1', 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (res.status !== 200) failed.push(`${path} : ${res.status}`);
      else if (res.headers.has('server-timing')) rendered += 1;
    } catch (error) {
      failed.push(`${path} : ${error instanceof Error ? error.message : String(error)}`);
    }
    if (next % 1000 === 0) console.error(`${next} / ${pages.length} pages`);
  }
}
await Promise.all(origins.flatMap((origin) => Array.from({ length: perOrigin }, () => crawler(origin))));
for (const line of failed.slice(0, 20)) console.error(`Échec : ${line}`);
console.log(
  JSON.stringify({
    pages: pages.length,
    rendered,
    failed: failed.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }),
);
process.exit(failed.length ? 1 : 0);
