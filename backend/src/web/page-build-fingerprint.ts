import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { FRONTEND_DIST } from './frontend-bundle';

/**
 * What a page's bytes depend on besides the content: the built frontend (template with its asset names
 * and inline-script hashes, server render), the API's code, and the brand and public address from the
 * environment. A deployment that changes any of them makes every page stored on disk stale (given to
 * the page store through `PublicCacheModule.forRoot`).
 */
export function pageBuildFingerprint(config: AppConfig): string {
  const hash = createHash('sha1');
  const dist = process.env.FRONTEND_DIST || FRONTEND_DIST;
  const backend = resolve(__dirname, '..');
  const code = readdirSync(backend, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(js|ts)$/.test(name) && !/\.(spec|d)\.ts$/.test(name))
    .sort()
    .map((name) => join(backend, name));
  for (const file of [join(dist, 'client', 'index.html'), join(dist, 'server', 'entry-server.js'), ...code]) {
    hash.update(existsSync(file) ? readFileSync(file) : 'absent');
  }
  hash.update(JSON.stringify({ brand: config.brand, publicUrl: config.publicUrl }));
  return hash.digest('base64url');
}
