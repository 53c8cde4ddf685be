import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PublicResponseCache } from '../src/public-cache/public-response-cache';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;

/** fetch decodes br and gzip itself: the text is the page, the header tells how it travelled. */
async function getRaw(path: string, headers: Record<string, string>) {
  const res = await fetch(`${t.origin}${path}`, { headers });
  return { res, encoding: res.headers.get('content-encoding'), text: await res.text() };
}

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL: undefined } });
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('sends a public page compressed to a browser that accepts it, the first answer and the replays alike', async () => {
    t.app.get(PublicResponseCache).clear();
    const first = await getRaw('/blog', { 'accept-encoding': 'gzip, deflate, br' });
    const replay = await getRaw('/blog', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await getRaw('/blog', { 'accept-encoding': 'gzip' });
    const plain = await getRaw('/blog', { 'accept-encoding': 'identity' });
    expect([first.encoding, replay.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'br', 'gzip', null]);
    expect(plain.text).toContain('<!doctype html>');
    for (const answer of [first, replay, gzip]) expect(answer.text).toBe(plain.text);
    for (const answer of [first, replay, gzip, plain]) expect(answer.res.headers.get('vary')).toBe('accept-encoding');
    // Each representation has its own validator.
    expect(first.res.headers.get('etag')).toBe(replay.res.headers.get('etag'));
    expect(new Set([replay, gzip, plain].map((a) => a.res.headers.get('etag'))).size).toBe(3);
    const revalidated = await fetch(`${t.origin}/blog`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': replay.res.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    const otherEncoding = await fetch(`${t.origin}/blog`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': replay.res.headers.get('etag')! },
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('compresses to a fraction of the size, and the bytes decode to the page', async () => {
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${t.origin}/blog`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const [plain, br, gzip] = [await raw('identity'), await raw('br'), await raw('gzip')];
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('keeps small answers and signed-in reads as they are', async () => {
    const stats = await getRaw('/blog/api/contributors/stats', { 'accept-encoding': 'br' });
    expect(stats.res.status).toBe(200);
    expect(stats.encoding).toBeNull();
    const token = await t.login();
    const list = await fetch(`${t.origin}/blog/api/articles?limit=12`, {
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBeNull();
  });

  it('serves the built scripts and the global stylesheet precompressed, with their long cache lifetime', async () => {
    const client = join(__dirname, '../../frontend/dist/client');
    const index = readFileSync(join(client, 'index.html'), 'utf8');
    const stylesheet = index.match(/href="(\/blog\/assets\/global-[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeDefined();
    // The entry the page imports is a few hundred bytes and stays as is; the chunks it imports are compressed.
    const chunks = readdirSync(join(client, 'assets')).filter(
      (name) => /\.js$/.test(name) && existsSync(join(client, 'assets', `${name}.br`)),
    );
    expect(chunks.length).toBeGreaterThan(0);
    for (const script of [`/blog/assets/${chunks[0]!}`, stylesheet!]) {
      const br = await getRaw(script, { 'accept-encoding': 'gzip, br' });
      const plain = await getRaw(script, { 'accept-encoding': 'identity' });
      expect(br.res.status).toBe(200);
      expect(br.encoding).toBe('br');
      expect(plain.encoding).toBeNull();
      expect(br.text).toBe(plain.text);
      expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
