// The rows of `npm run bench -- --uncached`: public pages when the memory cache cannot help.
// - page store fill: `npm run pages:prerender` through two other API instances on the same data
//   directory (the measured API never sees those requests), timed, then written through to the disk
//   (`sync`) before the long tail: at N = 100,000 the kernel would otherwise go on flushing 5 GB on the
//   same cores for minutes, which a server whose pages were written over days does not see;
// - long tail: article pages (then category pages, with a page number past the first) in random
//   order, each asked once since start-up, against the memory cache as configured and the page store;
// - cold render: the same page again and again with the cache disabled (PUBLIC_CACHE_MAX_BYTES=1), so
//   only the render is measured, with the render's own time per page read from the Server-Timing header.
// Each beside the ceiling the cached run measured for the same page.
import { execFile } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const UNCACHED_BUDGETS = { longTailRatio: 0.25, longTailP99Ms: 50, coldRatio: 0.03, coldP99Ms: 100 };

function shuffled(list) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** The median of the `render` durations of `samples` sequential requests (ms). */
async function renderP50(url, samples = 40) {
  const durations = [];
  for (let i = 0; i < samples; i += 1) {
    const res = await fetch(url);
    await res.arrayBuffer();
    const match = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (match) durations.push(Number(match[1]));
  }
  durations.sort((a, b) => a - b);
  return durations.length ? durations[Math.floor(durations.length / 2)] : null;
}

/**
 * `context`: { size, perCategory, categories, cachedApi, startApi(envOverrides), load(url, pathsFile), env,
 * cached rows (for the ceilings), tmp }.
 */
export async function uncachedRows(context) {
  const { size, categories, perCategory, pageSize, cachedApi, startApi, load, rows, tmp, dataDir } = context;
  const ceilingOf = (key) => rows.find((r) => r.key === key)?.ceiling ?? null;
  const out = [];
  const report = (row) => {
    out.push(row);
    console.log(
      `${row.label} : ${Math.round(row.rps)} req/s (plafond ${Math.round(row.ceiling.rps)}, ratio ${row.ratio.toFixed(3)}), p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} erreurs${row.distinct ? `, ${row.distinct} pages différentes` : ''}${row.key.startsWith('long-tail') ? `, ${row.rendered} rendues` : ''}${row.renderP50 !== undefined ? `, rendu p50 ${row.renderP50} ms` : ''}`,
    );
  };

  // Cold render: a fresh API with the page cache disabled. Measured before the page store is filled: at
  // N = 100,000 that writes 5 GB, which the kernel goes on flushing to disk for minutes, on the same cores.
  const cold = await startApi({ PUBLIC_CACHE_MAX_BYTES: '1', PAGE_STORE: 'off' });
  try {
    for (const [key, path, ceilingKey] of [
      ['cold-article-page', `/blog/article/guide-serveur-${size}`, 'article-page'],
      ['cold-home', '/blog/', 'home'],
    ]) {
      const ceiling = ceilingOf(ceilingKey);
      if (!ceiling) continue;
      const url = `${cold.origin}${path}`;
      const render = await renderP50(url);
      const measured = await load(url);
      report({ ...measured, key, label: `${path} (sans cache)`, ceiling, ratio: measured.rps / ceiling.rps, renderP50: render });
    }
  } finally {
    await cold.stop();
  }

  out.push(await fillPageStore(startApi, dataDir, size));
  const flushed = Date.now();
  await promisify(execFile)('sync', ['-f', join(dataDir, 'pages')], { timeout: 30 * 60_000 });
  console.log(`pages écrites sur le disque en ${((Date.now() - flushed) / 1000).toFixed(1)} s (sync)`);

  // Long tail on the API that served the cached rows: those pages are not among these.
  const articlePaths = shuffled(Array.from({ length: size - 1 }, (_, i) => `/blog/article/guide-serveur-${i + 1}`));
  const pages = Math.max(1, Math.ceil(perCategory / pageSize));
  const categoryPaths = shuffled(
    Array.from({ length: categories }, (_, c) =>
      // The first page as readers find it (links and sitemaps give it without a number).
      Array.from({ length: pages }, (_, p) => `/blog/category/categorie-${c + 1}${p ? `?page=${p + 1}` : ''}`),
    ).flat(),
  );
  for (const [key, label, paths, ceilingKey] of [
    ['long-tail-article', '/blog/article/<slug au hasard>', articlePaths, 'article-page'],
    ['long-tail-category', '/blog/category/<catégorie>?page=<au hasard>', categoryPaths, 'home'],
  ]) {
    const ceiling = ceilingOf(ceilingKey);
    if (!ceiling) continue;
    const file = join(tmp, `${key}.json`);
    writeFileSync(file, JSON.stringify(paths));
    const measured = await load(`${cachedApi.origin}/blog/`, file);
    report({ ...measured, key, label, ceiling, ratio: measured.rps / ceiling.rps });
  }

  return out;
}

/**
 * Renders every page into the page store through two API instances of their own (one per core), as
 * `npm run pages:prerender` does in production, and reports how long it took and what it weighs on disk.
 */
async function fillPageStore(startApi, dataDir, size) {
  const helpers = [await startApi({}), await startApi({})];
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/prerender.mjs', ...helpers.map((api) => api.origin), '--concurrency', '2'],
      { maxBuffer: 1 << 20, timeout: 3 * 3600_000 },
    );
    const fill = JSON.parse(stdout.trim().split('\n').at(-1));
    const bytes = directoryBytes(join(dataDir, 'pages'));
    const row = {
      key: 'page-store-fill',
      label: 'préparation des pages (npm run pages:prerender, 2 instances)',
      ...fill,
      pagesPerS: Math.round(fill.rendered / fill.seconds),
      diskMb: Math.round(bytes / 1048576),
    };
    console.log(
      `${row.label} : ${fill.pages} pages, ${fill.rendered} rendues en ${fill.seconds} s (${row.pagesPerS} pages/s), ${row.diskMb} Mo sur disque, ${fill.failed} échecs (N = ${size})`,
    );
    return row;
  } finally {
    await Promise.all(helpers.map((api) => api.stop()));
  }
}

function directoryBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) total += stat.size;
  }
  return total;
}

/** PASS/FAIL of the uncached rows. */
export function uncachedVerdicts(size, rows, check) {
  for (const r of rows) {
    if (r.key === 'page-store-fill') {
      check(`N=${size} ${r.label} sans échec`, r.failed === 0, String(r.failed));
      continue;
    }
    const longTail = r.key.startsWith('long-tail');
    const ratio = longTail ? UNCACHED_BUDGETS.longTailRatio : UNCACHED_BUDGETS.coldRatio;
    const p99 = longTail ? UNCACHED_BUDGETS.longTailP99Ms : UNCACHED_BUDGETS.coldP99Ms;
    check(`N=${size} ${r.label} ratio ≥ ${ratio}`, r.ratio >= ratio, r.ratio.toFixed(3));
    check(`N=${size} ${r.label} p99 ≤ ${p99} ms`, r.p99 <= p99, `${r.p99} ms`);
    check(`N=${size} ${r.label} sans erreur`, r.errors === 0, String(r.errors));
  }
}
