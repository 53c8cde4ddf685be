import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PageStore } from '../src/public-cache/page-store';
import { PageStoreRepository } from '../src/public-cache/page-store.repository';
import { startWorker, uniquePrefix, waitFor, type WorkerProcess } from './rewards-support';
import { startTestApp } from './support/test-app';

describe('an API and a worker sharing one DATA_DIR on a host', () => {
  it('keeps the API’s pages on disk: the worker never opens the page directory, even when it would begin a new book', async () => {
    const t = await startTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: uniquePrefix('shared-data-dir'), PAGE_STORE_DIR: undefined },
    });
    // The worker inherits the app's environment: the same DATA_DIR and database.
    let worker: WorkerProcess | undefined;
    try {
      const book = join(t.dataDir, 'pages', 'versions.log');
      const before = readFileSync(book, 'utf8');
      // A change the book lacks (made by another process while this one started): a process that
      // opened the directory now would begin a new book under the API, which would then give its store up.
      await t.app.get(PageStoreRepository).saveLastChange(randomUUID());
      worker = startWorker({});
      await waitFor(async () => worker!.output().includes('Worker démarré'), 30000, `worker (${worker.output().slice(-2000)})`);
      expect(worker.output()).not.toContain('registre');
      // Its heartbeat, read by its container's healthcheck, is there once it runs.
      await waitFor(async () => existsSync(join(t.dataDir, 'worker.heartbeat')), 5000, 'battement du worker');
      // Still the API's book: changes may be added to it (the first catalogue sync of offers is one), never a new book begun.
      expect(readFileSync(book, 'utf8').startsWith(before)).toBe(true);
      expect(readdirSync(join(t.dataDir, 'pages'))).toEqual(['versions.log']);

      const store = t.app.get(PageStore);
      store.catchUp();
      expect(store.enabled).toBe(true);
    } finally {
      await worker?.stop();
      await t.close();
    }
  }, 180_000);
});
