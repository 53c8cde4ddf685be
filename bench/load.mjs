// One load run in its own process (so that the load generator never shares an event loop with the
// server): `node bench/load.mjs <url> <connections> <warmup s> <duration s>` prints one JSON line.
import autocannon from 'autocannon';

const [url, connections, warmup, duration] = process.argv.slice(2);
if (!url?.startsWith('http://127.0.0.1:')) throw new Error('Loopback only: http://127.0.0.1:<port>/…');

const run = (seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: Number(connections), duration: Number(seconds), timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
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
    requests: r.requests.total,
    bytes: r.throughput.total,
  }),
);
