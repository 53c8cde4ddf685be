// One load run in its own process (so that the load generator never shares an event loop with the
// server): `node bench/load.mjs <url> <connections> <warmup s> <duration s> [paths.json]` prints one JSON line.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, connections, warmup, duration, pathsFile] = process.argv.slice(2);
if (!url?.startsWith('http://127.0.0.1:')) throw new Error('Loopback only: http://127.0.0.1:<port>/…');

// With a file of paths (a JSON array), each request asks for the next one: every request a different page.
const paths = pathsFile ? JSON.parse(readFileSync(pathsFile, 'utf8')) : null;
let next = 0;
// LOAD_HEADERS: headers sent with every request (a signed-in back office), as a JSON object.
const headers = process.env.LOAD_HEADERS ? JSON.parse(process.env.LOAD_HEADERS) : undefined;
// Only a page rendered for this request carries the render's Server-Timing: counted, so that a long tail
// served by renders instead of the page store shows for what it is.
let rendered = 0;
const requests = paths
  ? [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (_status, _body, _context, answer) => {
          if (Object.keys(answer ?? {}).some((name) => name.toLowerCase() === 'server-timing')) rendered += 1;
        },
      },
    ]
  : undefined;

const run = (seconds) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, connections: Number(connections), duration: Number(seconds), timeout: 10, requests, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

if (Number(warmup) > 0) await run(warmup);
const r = await run(duration);
console.log(
  JSON.stringify({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    '3xx': r['3xx'],
    requests: r.requests.total,
    distinct: paths ? Math.min(next, paths.length) : 1,
    bytes: r.throughput.total,
    rendered,
  }),
);
