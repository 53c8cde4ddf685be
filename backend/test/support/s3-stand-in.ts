import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const S3RVER_KEY = 'S3RVER';

/**
 * What the S3 API answers, as seen by the application:
 * - `up`: the real server answers;
 * - `refuse-writes`: every PUT gets 403 AccessDenied, like a bucket whose policy forbids writes;
 * - `refuse-writes-after`: the first `writesAllowed` PUTs go through, the next ones get 403;
 * - `down`: nothing listens (connection refused);
 * - `stalled`: connections are accepted and requests never answered;
 * - `hung`: the same, but the requests are carried out, in order, when the mode changes (a server that
 *   hangs, then catches up on what it was sent: writes the client gave up on land then).
 */
export type S3Mode = 'up' | 'refuse-writes' | 'refuse-writes-after' | 'down' | 'stalled' | 'hung';

export interface S3StandIn {
  bucket: string;
  /** The S3 API the application is given: a relay in front of s3rver that the test can break. */
  endpoint: string;
  /** s3rver itself, for reads (the bucket's public address) and for the test's own S3 calls. */
  directEndpoint: string;
  publicUrl: string;
  /** Environment of an application storing its uploads in this bucket. */
  env(): Record<string, string>;
  setMode(mode: S3Mode, writesAllowed?: number): Promise<void>;
  /** The keys written by requests held in `hung` mode and carried out when it ended. */
  lateWrites(): string[];
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, files in a temporary folder) on a free loopback port, with one
 * bucket, behind an HTTP relay that forwards requests untouched (signatures stay valid) or fails them.
 */
export async function startS3StandIn(bucket = 'blog-uploads'): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 'blog-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: s3Port } = await s3.run();
  const directEndpoint = `http://127.0.0.1:${s3Port}`;

  let mode: S3Mode = 'up';
  let writesLeft = 0;
  const sockets = new Set<Socket>();
  const stalled = new Set<ServerResponse>();
  interface Held {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    body: Buffer;
  }
  const held: Promise<Held | null>[] = [];
  const lateWrites: string[] = [];
  const carryOut = async () => {
    for (const next of held.splice(0)) {
      const one = await next;
      if (!one) continue;
      const { expect: _expect, connection: _connection, ...headers } = one.headers;
      await new Promise<void>((done) => {
        const forwarded = request({ host: '127.0.0.1', port: s3Port, method: one.method, path: one.path, headers }, (answer) => {
          answer.resume();
          answer.on('end', () => done());
        });
        forwarded.on('error', () => done());
        forwarded.end(one.body);
      });
      if (one.method === 'PUT') lateWrites.push(decodeURIComponent(one.path.split('?')[0].slice(`/${bucket}/`.length)));
    }
  };

  const refuse = (res: ServerResponse) => {
    res.writeHead(403, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
  };

  const relay = (req: IncomingMessage, res: ServerResponse) => {
    if (mode === 'stalled') {
      stalled.add(res);
      req.resume();
      return;
    }
    if (mode === 'hung') {
      stalled.add(res);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      held.push(
        new Promise((done) => {
          req.on('end', () =>
            done({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) }),
          );
          // A request cut before its body was whole is one the server could not have carried out.
          req.on('close', () => done(null));
        }),
      );
      return;
    }
    if (req.method === 'PUT' && (mode === 'refuse-writes' || (mode === 'refuse-writes-after' && writesLeft-- <= 0))) {
      req.resume();
      req.on('end', () => refuse(res));
      return;
    }
    const forwarded = request(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  };

  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((done, fail) => {
      const next = createServer(relay);
      next.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => done((next.address() as { port: number }).port));
      server = next;
    });
  const stop = () =>
    new Promise<void>((done) => {
      for (const res of stalled) res.destroy();
      stalled.clear();
      for (const socket of sockets) socket.destroy();
      const current = server;
      server = undefined;
      if (!current?.listening) return done();
      current.close(() => done());
    });
  const relayPort = await listen(0);
  const endpoint = `http://127.0.0.1:${relayPort}`;

  return {
    bucket,
    endpoint,
    directEndpoint,
    publicUrl: `${directEndpoint}/${bucket}`,
    env: () => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_PUBLIC_URL: `${directEndpoint}/${bucket}`,
    }),
    async setMode(next, writesAllowed = 0) {
      // Connections kept alive and requests left waiting end with the mode they had.
      await stop();
      if (mode === 'hung') await carryOut();
      mode = next;
      writesLeft = writesAllowed;
      if (next !== 'down') await listen(relayPort);
    },
    lateWrites: () => [...lateWrites],
    async close() {
      await stop();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
