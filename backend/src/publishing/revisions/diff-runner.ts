import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { LruByteCache } from '../../public-cache/lru-byte-cache';
import type { DiffReply, DiffRequest } from './html-diff.worker';

/** A comparison still running after this is abandoned (its thread replaced) and the version shown unmarked. */
const DIFF_DEADLINE_MS = 4000;
/** Comparisons waiting for the thread beyond this are answered unmarked at once. */
const MAX_WAITING = 16;
/** Finished comparisons kept, by revision and version of the article compared to. */
const CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The compiled thread script: beside this file once built, or in `dist/` when the sources run under a
 * TypeScript loader (tests), which always build first. None found: comparisons run inline.
 */
function workerScript(): string | null {
  const candidates = [
    join(__dirname, 'html-diff.worker.js'),
    resolve(__dirname, '../../../dist/publishing/revisions/html-diff.worker.js'),
  ];
  return candidates.find((path) => existsSync(path)) ?? null;
}

interface Waiting {
  request: DiffRequest;
  resolve: (html: string | null) => void;
}

/**
 * Runs `diffHtml` on its own thread, one comparison at a time, and remembers the answers. A comparison
 * that fails, overruns its deadline or finds the queue full resolves `null`: the caller shows the
 * version without marks rather than hold every other request of the API.
 */
@Injectable()
export class DiffRunner implements OnModuleDestroy {
  private readonly logger = new Logger('Historique');
  private readonly script = workerScript();
  private readonly cache = new LruByteCache<{ html: string; bytes: number }>(CACHE_BYTES);
  private worker: Worker | null = null;
  private current: (Waiting & { timer: NodeJS.Timeout }) | null = null;
  private readonly queue: Waiting[] = [];
  private nextId = 1;

  async diff(key: string, before: string, after: string): Promise<string | null> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached.html;
    if (!this.script) {
      const { diffHtml } = await import('./html-diff');
      return this.remember(key, diffHtml(before, after));
    }
    if (this.queue.length >= MAX_WAITING) return null;
    const html = await new Promise<string | null>((resolveHtml) => {
      this.queue.push({ request: { id: this.nextId++, before, after }, resolve: resolveHtml });
      this.pump();
    });
    return html === null ? null : this.remember(key, html);
  }

  onModuleDestroy(): Promise<number> | undefined {
    for (const waiting of this.queue.splice(0)) waiting.resolve(null);
    return this.worker?.terminate();
  }

  private remember(key: string, html: string): string {
    this.cache.set(key, { html, bytes: html.length * 2 });
    return html;
  }

  private pump(): void {
    if (this.current || !this.queue.length) return;
    const waiting = this.queue.shift()!;
    const worker = this.thread();
    const timer = setTimeout(() => {
      this.logger.warn(`Comparaison de versions abandonnée après ${DIFF_DEADLINE_MS} ms`);
      this.finish(null);
      this.worker = null;
      void worker.terminate();
    }, DIFF_DEADLINE_MS);
    this.current = { ...waiting, timer };
    worker.postMessage(waiting.request);
  }

  private finish(html: string | null): void {
    const done = this.current;
    if (!done) return;
    clearTimeout(done.timer);
    this.current = null;
    done.resolve(html);
    this.pump();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script!, { resourceLimits: { maxOldGenerationSizeMb: 128 } });
    worker.unref();
    worker.on('message', (reply: DiffReply) => {
      if (this.current?.request.id !== reply.id) return;
      if (reply.error) this.logger.warn(`Comparaison de versions impossible : ${reply.error}`);
      this.finish(reply.html ?? null);
    });
    worker.on('error', (error) => {
      this.logger.warn(`Fil de comparaison arrêté : ${error.message}`);
      if (this.worker === worker) this.worker = null;
      this.finish(null);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.finish(null);
    });
    this.worker = worker;
    return worker;
  }
}
