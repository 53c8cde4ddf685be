import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SsrEntry } from './ssr-contract';

/** The built frontend, loaded once: the page template and the SSR entry. */
export interface FrontendBundle {
  clientDir: string;
  template: string;
  entry: SsrEntry;
}

export const FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');

/** Null when the frontend has not been built (the API still starts; /blog explains how to build it). */
export function loadFrontendBundle(dist = process.env.FRONTEND_DIST || FRONTEND_DIST): FrontendBundle | null {
  const clientDir = join(dist, 'client');
  const templatePath = join(clientDir, 'index.html');
  const entryPath = join(dist, 'server', 'entry-server.js');
  if (!existsSync(templatePath) || !existsSync(entryPath)) return null;
  // The SSR bundle is an ES module without top-level await: Node 20.19+ loads it with require().
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(entryPath) as SsrEntry;
  return {
    clientDir,
    template: readFileSync(templatePath, 'utf8'),
    entry,
  };
}

/**
 * The Content-Security-Policy sources of the built page's inline scripts (the one that starts the app
 * after the first paint, see frontend/scripts/finish-html.mjs): each allowed by its exact hash.
 */
export function inlineScriptSources(dist = process.env.FRONTEND_DIST || FRONTEND_DIST): string[] {
  const templatePath = join(dist, 'client', 'index.html');
  if (!existsSync(templatePath)) return [];
  const template = readFileSync(templatePath, 'utf8');
  return [...template.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}
