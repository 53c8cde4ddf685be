import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ObservedRequest } from '../logging/request-log';
import { CacheFront, PRERENDER_HEADER } from './cache-front';
import { PublicResponseCache } from './public-response-cache';

const STATS = '/blog/api/contributors/stats';

/**
 * A real HTTP server whose own request listener stands for Fastify's: it serves a stored answer as
 * Fastify's hook does (`front.serve` with the route template), else answers 299, and counts the
 * requests it gets, so that each test sees which ones were served ahead of it.
 */
async function harness(options: { draining?: boolean; searchKeyOf?: (url: string) => string | null } = {}) {
  const cache = new PublicResponseCache();
  const views: number[] = [];
  const front = new CacheFront(
    cache,
    { bypassCrossOrigin: true, searchKeyOf: options.searchKeyOf ?? (() => null), articleScopeOf: () => undefined as never },
    { record: (id) => views.push(id) > 0 },
  );
  const state = { draining: options.draining ?? false, fastify: 0 };
  const observed: ObservedRequest[] = [];
  const controls = { clearBeforeFastify: false };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.fastify += 1;
    if (controls.clearBeforeFastify) cache.clear();
    let hit;
    try {
      hit = front.lookUpHandedOn(req, req.method!, req.url!, req.headers)?.hit;
    } catch {
      hit = undefined;
    }
    if (hit) return front.serve(req, res, hit, 'fastify', routeOf(req.url!));
    res.writeHead(299, { 'content-type': 'text/plain' });
    res.end('fastify');
  });
  front.serveAheadOfFastify(server, {
    draining: () => state.draining,
    requestIdOf: (req) => (req.headers['x-request-id'] as string | undefined) ?? 'generated-id',
    observe: (request) => observed.push(request),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
  const store = (key: string, body: string, articleId: number | null = null) =>
    cache.set(key, cache.generation, {
      status: 200,
      body: Buffer.from(body),
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
      ttlMs: Infinity,
      articleId,
    })!;
  return {
    cache,
    state,
    controls,
    observed,
    views,
    get,
    store,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const routeOf = (url: string) => (url.startsWith('/blog/api/') ? url.split('?')[0] : '/blog/*');

describe('CacheFront ahead of Fastify', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  afterEach(() => h?.close());

  it('serves a hit once Fastify has served it, with its own request id, and observes it', async () => {
    h = await harness();
    const hit = h.store(STATS, '{"total":3}');
    const first = await h.get(STATS);
    expect(h.state.fastify).toBe(1);
    const res = await h.get(STATS, { 'x-request-id': 'lb-1' });
    expect(h.state.fastify).toBe(1);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"total":3}');
    expect(res.headers.get('x-request-id')).toBe('lb-1');
    for (const name of ['etag', 'content-type', 'cache-control', 'content-length'])
      expect(res.headers.get(name)).toBe(first.headers.get(name));
    expect(res.headers.get('etag')).toBe(hit.etag);
    expect(h.observed).toEqual([expect.objectContaining({ id: 'lb-1', method: 'GET', route: STATS, url: STATS, status: 200 })]);
  });

  it('answers 304 to a matching validator and picks the compressed body a client accepts', async () => {
    h = await harness();
    const path = '/blog/api/articles?limit=12';
    const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `article numéro ${i}`) });
    const hit = h.store(path, big);
    expect(hit.encoded.br).toBeDefined();
    await h.get(path);
    const notModified = await h.get(path, { 'if-none-match': hit.etag, 'accept-encoding': 'identity' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-type')).toBeNull();
    const brotli = await h.get(path, { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('accept-encoding');
    expect(await brotli.text()).toBe(big);
    const plain = await h.get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
    expect(h.state.fastify).toBe(1);
    expect(h.observed.map((o) => [o.status, o.route])).toEqual([
      [304, '/blog/api/articles'],
      [200, '/blog/api/articles'],
      [200, '/blog/api/articles'],
    ]);
  });

  it('counts a view of the article a hit shows', async () => {
    h = await harness();
    h.store('/blog/article/guide', '<html>', 42);
    await h.get('/blog/article/guide');
    await h.get('/blog/article/guide');
    expect(h.state.fastify).toBe(1);
    expect(h.views).toEqual([42, 42]);
    expect(h.observed[0]).toMatchObject({ route: '/blog/*' });
  });

  it('leaves to Fastify credentials, cross-origin reads, prerenders and what is not stored', async () => {
    h = await harness();
    h.store(STATS, '{}');
    await h.get(STATS);
    expect((await h.get(STATS, { authorization: 'Bearer x' })).status).toBe(299);
    expect((await h.get(STATS, { origin: 'https://ailleurs.example' })).status).toBe(299);
    expect((await h.get(STATS, { [PRERENDER_HEADER]: '1' })).status).toBe(200);
    expect((await h.get('/blog/api/auth/me')).status).toBe(299);
    expect(h.state.fastify).toBe(5);
    expect(h.observed).toEqual([]);
  });

  it('leaves every request to Fastify while the instance drains, and after a change', async () => {
    h = await harness({ draining: true });
    h.store(STATS, '{}');
    await h.get(STATS);
    await h.get(STATS);
    expect(h.state.fastify).toBe(2);
    h.state.draining = false;
    await h.get(STATS);
    expect(h.state.fastify).toBe(2);
    h.cache.clear();
    expect((await h.get(STATS)).status).toBe(299);
    expect(h.state.fastify).toBe(3);
  });

  it('looks a request up once when it hands it to Fastify, and again only if content changed meanwhile', async () => {
    h = await harness();
    const gets = jest.spyOn(h.cache, 'get');
    h.store(STATS, '{"total":1}');
    expect((await h.get(STATS)).status).toBe(200);
    expect(h.state.fastify).toBe(1);
    expect(gets).toHaveBeenCalledTimes(1);
    expect((await h.get('/blog/api/categories')).status).toBe(299);
    expect(gets).toHaveBeenCalledTimes(2);
    // A hit the request event found is not served if content changed before the hook looks.
    h.store('/blog/api/articles?limit=3', '[]');
    gets.mockClear();
    h.controls.clearBeforeFastify = true;
    expect((await h.get('/blog/api/articles?limit=3')).status).toBe(299);
    expect(gets).toHaveBeenCalledTimes(2);
  });

  it('hands a request to Fastify when looking it up fails, instead of ending the process', async () => {
    h = await harness({
      searchKeyOf: () => {
        throw new Error('analyse impossible');
      },
    });
    const res = await h.get('/blog/api/search?q=x');
    expect(res.status).toBe(299);
    expect(await res.text()).toBe('fastify');
  });
});
