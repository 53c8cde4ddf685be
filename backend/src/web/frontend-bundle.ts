import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What the SSR build (`frontend/dist/server/entry-server.js`) exports; see frontend/src/entry-server.tsx. */
export interface SsrEntry {
  render(url: string, fallback: Record<string, unknown>): Promise<{ html: string; head: string; status: number; dataJson: string }>;
  dataKeysFor(url: string): string[] | null;
  serializeSsrData(data: { rendered: boolean; fallback: Record<string, unknown> }): string;
  shellHead(fallback: Record<string, unknown>): string;
  SSR_DATA_ELEMENT_ID: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The built frontend, loaded once: the page template, the client manifest and the SSR entry. */
export interface FrontendBundle {
  clientDir: string;
  template: string;
  entry: SsrEntry;
  manifest: Record<string, ManifestChunk>;
}

export const FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');

/** Null when the frontend has not been built (the API still starts; /blog explains how to build it). */
export function loadFrontendBundle(dist = process.env.FRONTEND_DIST || FRONTEND_DIST): FrontendBundle | null {
  const clientDir = join(dist, 'client');
  const templatePath = join(clientDir, 'index.html');
  const entryPath = join(dist, 'server', 'entry-server.js');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(templatePath) || !existsSync(entryPath) || !existsSync(manifestPath)) return null;
  // The SSR bundle is an ES module without top-level await: Node 20.19+ loads it with require().
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(entryPath) as SsrEntry;
  return {
    clientDir,
    template: readFileSync(templatePath, 'utf8'),
    entry,
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>,
  };
}

const PAGE_SOURCES: Array<[RegExp, string]> = [
  [/^\/(category\/[^/]+)?$/, 'src/pages/HomePage.tsx'],
  [/^\/article\/[^/]+$/, 'src/pages/ArticlePage.tsx'],
  [/^\/contributors$/, 'src/pages/ContributorsPage.tsx'],
];

/**
 * `<link rel="modulepreload">` for the page's own chunks, so the browser fetches them alongside
 * the entry instead of after it (the template already preloads the entry's imports).
 */
export function pagePreloadLinks(bundle: FrontendBundle, appPath: string): string {
  const source = PAGE_SOURCES.find(([pattern]) => pattern.test(appPath))?.[1];
  if (!source || !bundle.manifest[source]) return '';
  const entryKey = Object.keys(bundle.manifest).find((key) => bundle.manifest[key]!.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !bundle.manifest[key]) return;
    into.add(key);
    for (const child of bundle.manifest[key]!.imports ?? []) walk(child, into);
  };
  if (entryKey) walk(entryKey, inEntry);
  const page = new Set<string>();
  walk(source, page);
  return [...page]
    .filter((key) => !inEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/blog/${bundle.manifest[key]!.file}">`)
    .join('');
}
