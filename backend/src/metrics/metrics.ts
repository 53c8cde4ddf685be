import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (`GET /blog/api/metrics`, docs/operations.md lists them). Counters and
 * histograms are updated where things happen; gauges read the database and the queues when scraped,
 * so that every instance reports the same truth.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'blog_' });

const HTTP_LABELS = ['method', 'route', 'status_class'] as const;

export const httpRequests = new Counter({
  name: 'blog_http_requests_total',
  help: 'Requêtes HTTP répondues, par route (modèle) et classe de statut',
  labelNames: HTTP_LABELS,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'blog_http_request_duration_seconds',
  help: 'Durée des requêtes HTTP, par route (modèle) et classe de statut',
  labelNames: HTTP_LABELS,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const publicCacheHits = new Counter({
  name: 'blog_public_cache_hits_total',
  help: 'Réponses publiques servies depuis le cache en mémoire',
  registers: [metricsRegistry],
});

export const publicCacheMisses = new Counter({
  name: 'blog_public_cache_misses_total',
  help: 'Réponses publiques absentes du cache en mémoire (cherchées sur disque ou rendues)',
  registers: [metricsRegistry],
});

export const jobOutcomes = new Counter({
  name: 'blog_queue_job_outcomes_total',
  help: 'Essais de jobs exécutés par ce processus, par file et issue (completed, failed)',
  labelNames: ['queue', 'outcome'],
  registers: [metricsRegistry],
});

export const rateLimitFallbacks = new Counter({
  name: 'blog_rate_limit_memory_fallbacks_total',
  help: 'Décomptes de limite de débit tenus dans la mémoire du processus faute de réponse de Redis',
  registers: [metricsRegistry],
});

export const whmcsDuration = new Histogram({
  name: 'blog_whmcs_request_duration_seconds',
  help: 'Durée des appels à l’API WHMCS, par action et issue (ok, refused, error)',
  labelNames: ['action', 'outcome'],
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Per route, method and status class, the counter and histogram children: no label hashing per request. */
interface RouteSeries {
  count: ReturnType<typeof httpRequests.labels>;
  duration: ReturnType<typeof httpDuration.labels>;
}
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
const series = new Map<string, Map<string, (RouteSeries | undefined)[]>>();

/** One answered request. `route` is the route's template (`/blog/api/articles/:slug`), never the raw URL. */
export function observeRequest(method: string, route: string | undefined, status: number, seconds: number): void {
  const template = route ?? 'inconnue';
  let byMethod = series.get(template);
  if (!byMethod) series.set(template, (byMethod = new Map()));
  let byClass = byMethod.get(method);
  if (!byClass) byMethod.set(method, (byClass = []));
  const index = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
  let entry = byClass[index];
  if (!entry) {
    const labels = { method, route: template, status_class: STATUS_CLASSES[index]! };
    entry = byClass[index] = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
  }
  entry.count.inc();
  entry.duration.observe(seconds);
}

/** Read at scrape time: a gauge whose series come from `read` (labels → value). */
export function scrapedGauge(
  name: string,
  help: string,
  labelNames: string[],
  read: () => Promise<Iterable<[Record<string, string>, number]>>,
): Gauge<string> {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [labels, value] of await read()) this.set(labels, value);
    },
  });
}
