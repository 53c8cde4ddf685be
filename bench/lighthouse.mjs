// Lighthouse (mobile preset, the default) three times per page, median of each figure, and the
// page's static ceiling: the same server-rendered HTML with every script removed, and the same CSS,
// served as static files by a bare server.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { root, runNode } from './processes.mjs';

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TYPES = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*>/gi, '');
}

/** The pages' component stylesheets (served by the API under /blog/page-styles/), as path → CSS. */
export async function pageStyleSheets(origin, htmls) {
  const files = new Map();
  for (const html of htmls) {
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="(\/blog\/page-styles\/[^"?]+)[^"]*"/g)) {
      const res = await fetch(`${origin}${href}`, { headers: { 'accept-encoding': 'identity' } });
      if (!res.ok) throw new Error(`${href} → ${res.status}`);
      files.set(href, await res.text());
    }
  }
  return files;
}

/**
 * Serves the given HTML at each page path, the given stylesheets, and the built client's files (CSS,
 * fonts, icons) beside them, Brotli-compressed for a browser that accepts it, as the API serves them.
 */
export async function startStaticCeiling(pages, styleSheets = new Map()) {
  const clientDir = join(root, 'frontend', 'dist', 'client');
  const compressed = new Map([...pages].map(([path, html]) => [path, brotliCompressSync(Buffer.from(html))]));
  const compressedSheets = new Map([...styleSheets].map(([path, css]) => [path, brotliCompressSync(Buffer.from(css))]));
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    if (styleSheets.has(path)) {
      res.writeHead(200, {
        'content-type': TYPES['.css'],
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      return res.end(br ? compressedSheets.get(path) : styleSheets.get(path));
    }
    const page = pages.has(path) ? path : path.replace(/\/$/, '');
    if (pages.has(page)) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        vary: 'accept-encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      return res.end(br ? compressed.get(page) : pages.get(page));
    }
    const file = normalize(join(clientDir, path.replace(/^\/blog\//, '')));
    if (file.startsWith(clientDir) && existsSync(file) && !file.endsWith('/')) {
      try {
        const precompressed = br && existsSync(`${file}.br`);
        const bytes = readFileSync(precompressed ? `${file}.br` : file);
        res.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'public, max-age=31536000, immutable',
          ...(precompressed ? { 'content-encoding': 'br' } : {}),
        });
        return res.end(bytes);
      } catch {}
    }
    res.writeHead(404).end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

async function once(url, outDir, n) {
  const out = join(outDir, `lh-${n}.json`);
  await runNode(
    'node_modules/lighthouse/cli/index.js',
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    180_000,
  );
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: bytes('script'),
    css: bytes('stylesheet'),
  };
}

/**
 * One run, tried again up to twice: headless Chromium now and then loses the start of its trace
 * (Lighthouse's NO_NAVSTART), which says nothing about the page.
 */
async function onceWithRetries(url, dir, n) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await once(url, dir, n);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(
        `Lighthouse, nouvel essai après : ${
          String(error instanceof Error ? error.message : error)
            .split('\n')
            .find((l) => l.includes('(')) ?? error
        }`,
      );
    }
  }
}

/** Median of each figure over `runs` Lighthouse runs. */
export async function lighthouse(url, runs = 3) {
  const dir = mkdtempSync(join(tmpdir(), 'blog-lh-'));
  try {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await onceWithRetries(url, dir, i));
    return Object.fromEntries(Object.keys(all[0]).map((k) => [k, median(all.map((r) => r[k]))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
