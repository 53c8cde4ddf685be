import { createServer, type Server } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsErrors } from '../i18n/errors';
import { metricsRegistry } from '../metrics/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The worker's own metrics (job outcomes, queue depths, WHMCS latency, process) on
 * `http://HOST:WORKER_METRICS_PORT/metrics`, behind the same `METRICS_TOKEN` as the API's.
 */
export function serveWorkerMetrics(port: number, host: string, token: string): Promise<Server> {
  const expected = digest(token);
  const server = createServer((request, response) => {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (request.url !== '/metrics' || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Ressource introuvable');
      return;
    }
    if (!given || !timingSafeEqual(digest(given), expected)) {
      response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end(metricsErrors.token.text);
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
