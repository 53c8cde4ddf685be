import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWorker, uniquePrefix, waitFor, type WorkerProcess } from './rewards-support';
import { freePort } from './support/spawned-api';
import { startTestApp, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'jeton-de-metriques-assez-long-0123456789';

const metricValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => t?.close());

  it('refuses anonymous callers and every user token, even an admin’s, in French', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const redacteur = await t.createUser({ role: 'redacteur' });
    const admin = await t.login();
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${contributor.token}` },
      { authorization: `Bearer ${redacteur.token}` },
      { authorization: `Bearer ${admin}` },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: METRICS_TOKEN },
    ]) {
      const res = await t.api('GET', '/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(expect.objectContaining({ success: false, error: 'Jeton de métriques manquant ou invalide' }));
    }
  });

  it('answers the metrics token with request, cache, queue, reward, e-mail and WHMCS series', async () => {
    await t.api('GET', '/categories');
    await t.api('GET', '/categories');
    await t.api('GET', '/articles/nexiste-pas-du-tout');
    const customer = await t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } });
    expect(customer.status).toBe(200);

    const res = await t.api('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = res.body as string;
    expect(metricValue(text, 'blog_http_requests_total{method="GET",route="/blog/api/categories",status_class="2xx"}')).toBe(2);
    expect(
      metricValue(text, 'blog_http_request_duration_seconds_count{method="GET",route="/blog/api/categories",status_class="2xx"}'),
    ).toBe(2);
    // A route's template, never the address asked for.
    expect(text).toContain('route="/blog/api/articles/:article",status_class="4xx"');
    expect(text).not.toContain('nexiste-pas-du-tout');
    expect(metricValue(text, 'blog_public_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'blog_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    for (const queue of ['rewards', 'mail', 'publish'])
      expect(text).toContain(`blog_queue_jobs{queue="${queue}",state="waiting"}`);
    for (const status of ['pending', 'uncertain', 'credited', 'failed'])
      expect(text).toContain(`blog_rewards{status="${status}"}`);
    expect(text).toContain('blog_emails{state="sent"}');
    expect(text).toContain('blog_emails{state="failed"}');
    expect(text).toMatch(/blog_whmcs_request_duration_seconds_count\{action="ValidateLogin",outcome="ok"\} [1-9]/);
    expect(text).toContain('blog_process_resident_memory_bytes');
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false, env: { METRICS_TOKEN: undefined } });
  });
  afterAll(() => t?.close());

  it('answers 404, whoever asks', async () => {
    expect((await t.api('GET', '/metrics')).status).toBe(404);
    expect((await t.api('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
  });
});

describe('worker metrics (WORKER_METRICS_PORT)', () => {
  let worker: WorkerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-worker-metrics-'));
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves its own metrics to the metrics token only', async () => {
    const port = await freePort();
    worker = startWorker({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: uniquePrefix('worker-metrics'),
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      // Nothing is credited here: the worker only needs an address to start.
      WHMCS_URL: 'http://127.0.0.1:9',
      HOST: '127.0.0.1',
      WORKER_METRICS_PORT: String(port),
      METRICS_TOKEN,
    });
    await waitFor(
      async () => worker!.output().includes('Worker démarré'),
      30_000,
      `démarrage du worker : ${worker!.output().slice(-1500)}`,
    );
    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer autre-jeton-tout-aussi-long-000000' } })).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('blog_process_resident_memory_bytes');
    expect(text).toContain('blog_queue_job_outcomes_total');
  }, 60_000);
});
