// npm run bench:newsletter [-- --subscribers 100000] [--no-write] [--no-kill] [--out row.json]
// The newsletter row of the bench: a send to N confirmed subscribers (100,000 by default) on MariaDB,
// Redis (BullMQ) and two worker processes, into a real SMTP server (smtp-server) run in a child process
// of its own that only counts the messages and records each recipient (RCPT TO), to find duplicates.
//   1. Publication: POST /blog/api/articles (admin, published), median of 7, against an empty subscribers
//      table, then the same with N subscribers. Workers stopped meanwhile: the request is measured, not a
//      send running beside it (the plan jobs wait in Redis; those articles are then marked « Ne pas
//      envoyer aux abonnés », so that neither the workers nor the sweeper send them).
//   2. Send, rate unlimited (NEWSLETTER_RATE_PER_SECOND=0): from the publication to the last message
//      received by the sink, each worker's peak RSS, the sink's count and duplicates, the CPU time of each
//      process (workers, sink, MariaDB, Redis) over the send.
//   3. Kill: another article; one worker SIGKILLed mid-send and started again. No duplicate, and every
//      recipient received or left `sending` (taken by the killed worker, never sent again).
// `npm run bench` runs it too (unless --no-newsletter). Alone at the default size, it writes its row into
// bench/results.json (`newsletter`) and the verdicts (unless --no-write). Database blog_bench_newsletter
// (dropped and created again), a queue prefix of its own; every process is stopped at the end.
// To try other settings or profile: SMTP_POOL_SIZE, NEWSLETTER_WORKER_CONCURRENCY, NEWSLETTER_LOCK_MS are
// passed on from the environment (the row is then not written), BENCH_WORKER_NODE_OPTIONS is added to the
// workers' NODE_OPTIONS (`--cpu-prof --cpu-prof-dir=…`, `--require` of a timing hook).
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finishStandaloneRow } from './standalone-row.mjs';
import { benchAdminToken, seedBenchAdmin } from './back-office.mjs';
import { deleteRedisKeys, freePort, peakRssMb, root, sleep, spawnNode, waitFor } from './processes.mjs';
import { mysqlAdapter } from './seed.mjs';

export const NEWSLETTER_BUDGETS = { publishRatio: 1.1, perSecond: 500, workerRssMb: 300 };
const DB_NAME = 'blog_bench_newsletter';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-the-checks';
const PUBLICATIONS = 7;
const WARMUP_PUBLICATIONS = 3;
const SEED_ROWS = 5000;
const WORKERS = 2;
/** The kill happens once this share of the recipients has been received. */
const KILL_AT = 0.3;
/** No new message nor row moving for this long: the bench gives up. */
const STALL_MS = 120_000;
const require = createRequire(join(root, 'backend', 'package.json'));

// ───────────────────────────── the SMTP sink (child process) ─────────────────────────────

/**
 * `node bench/newsletter.mjs --sink`: an SMTP server that takes every message, counts it when its DATA
 * ends and records its recipients. No parsing. Answers the parent over IPC: `stats`, `take` (the counts
 * since the last `take`, with the addresses when asked, then starts again from zero).
 */
async function runSink() {
  const { SMTPServer } = createRequire(import.meta.url)('smtp-server');
  let phase;
  const reset = () =>
    (phase = {
      since: Date.now(),
      count: 0,
      bytes: 0,
      duplicates: 0,
      dupSample: [],
      firstAt: 0,
      lastAt: 0,
      perSecond: [],
      seen: new Map(),
    });
  reset();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      let size = 0;
      stream.on('data', (chunk) => (size += chunk.length));
      stream.on('end', () => {
        const now = Date.now();
        const p = phase;
        p.bytes += size;
        for (const rcpt of session.envelope.rcptTo) {
          const address = rcpt.address.toLowerCase();
          const n = p.seen.get(address) ?? 0;
          if (n) {
            p.duplicates += 1;
            if (p.dupSample.length < 10) p.dupSample.push(address);
          }
          p.seen.set(address, n + 1);
        }
        p.count += 1;
        if (!p.firstAt) p.firstAt = now;
        p.lastAt = now;
        const second = Math.floor((now - p.since) / 1000);
        p.perSecond[second] = (p.perSecond[second] ?? 0) + 1;
        callback();
      });
    },
  });
  server.on('error', (error) => console.error(`puits SMTP : ${error.message}`));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const summary = (p, withAddresses) => ({
    count: p.count,
    bytes: p.bytes,
    distinct: p.seen.size,
    duplicates: p.duplicates,
    dupSample: p.dupSample,
    firstAt: p.firstAt,
    lastAt: p.lastAt,
    since: p.since,
    connections,
    perSecond: Array.from(p.perSecond, (n) => n ?? 0),
    ...(withAddresses ? { addresses: [...p.seen.keys()] } : {}),
  });
  process.on('message', (msg) => {
    if (msg.cmd === 'stats') process.send({ id: msg.id, count: phase.count, lastAt: phase.lastAt, duplicates: phase.duplicates });
    else if (msg.cmd === 'take') {
      const taken = phase;
      reset();
      process.send({ id: msg.id, ...summary(taken, msg.addresses) });
    } else if (msg.cmd === 'close') server.close(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true, port: server.server.address().port });
}

/** Starts the sink in its own process; resolves with its address and an IPC client. */
async function startSink() {
  const child = fork(join(root, 'bench', 'newsletter.mjs'), ['--sink'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let tail = '';
  const keep = (d) => (tail = (tail + d).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const pending = new Map();
  let nextId = 1;
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Puits SMTP arrêté (${code})\n${tail}`)));
    child.on('message', (msg) => {
      if (msg.ready) return resolve(msg.port);
      pending.get(msg.id)?.(msg);
      pending.delete(msg.id);
    });
  });
  const ask = (cmd, extra = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`Le puits SMTP ne répond pas à « ${cmd} »\n${tail}`));
      }, 30_000);
      pending.set(id, (msg) => {
        clearTimeout(timer);
        resolve(msg);
      });
      child.send({ cmd, id, ...extra });
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    pid: child.pid,
    stats: () => ask('stats'),
    take: (addresses = false) => ask('take', { addresses }),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

// ───────────────────────────── measuring helpers ─────────────────────────────

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return 0;
  }
}

function pidOf(name) {
  try {
    return Number(execFileSync('pidof', ['-s', name], { encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

/** The whole machine's busy CPU seconds so far (all cores), from /proc/stat. */
function machineBusySeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = line;
  return (user + nice + system + irq + softirq + (steal ?? 0)) / CLK_TCK;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function startApi(env) {
  const port = await freePort();
  const api = spawnNode(
    'backend/dist/main.js',
    [],
    { MALLOC_ARENA_MAX: '2', NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=16', ...env, PORT: String(port) },
    'api',
  );
  api.origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${api.origin}/blog/api/health/ready`)).ok, 120_000, "Démarrage de l'API");
  return api;
}

/** A worker as in production (the Dockerfile's memory settings); resolves once it takes jobs. */
async function startWorker(env, label) {
  const worker = spawnNode(
    'backend/dist/worker.js',
    [],
    {
      MALLOC_ARENA_MAX: '2',
      ...env,
      // BENCH_WORKER_NODE_OPTIONS: more for the workers only (--cpu-prof, a profiling --require…).
      NODE_OPTIONS: `--max-old-space-size=256 --max-semi-space-size=16 ${process.env.BENCH_WORKER_NODE_OPTIONS ?? ''}`.trim(),
    },
    label,
  );
  await waitFor(() => worker.tail().includes('Worker démarré'), 60_000, `Démarrage de ${label}`);
  return worker;
}

const ARTICLE_CONTENT = `<p>${Array.from({ length: 120 }, (_, i) => `mot${i}`).join(' ')}</p>`;

/** Publishes an article as the admin; returns its id and the request's time. */
async function publish(api, token, title) {
  const started = performance.now();
  const res = await fetch(`${api.origin}/blog/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: ARTICLE_CONTENT, status: 'published' }),
  });
  const body = await res.json().catch(() => ({}));
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`Publication « ${title} » : ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { id: body.article.id, ms };
}

/** Confirmed subscribers `lecteur-<n>@banc.exemple.fr`, n = 1…N, in multi-row INSERTs. */
async function seedSubscribers(db, count) {
  const ipHash = 'b'.repeat(64);
  for (let from = 1; from <= count; from += SEED_ROWS) {
    const to = Math.min(count, from + SEED_ROWS - 1);
    const values = [];
    for (let n = from; n <= to; n += 1)
      values.push(`('lecteur-${n}@banc.exemple.fr','confirmed','each','',NOW(),NOW(),'/','banc','${ipHash}','',0,NOW(),NOW())`);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, state, frequency, categories, requested_at, confirmed_at, consent_source, consent_version, ip_hash, confirmations_day, confirmations_sent, created_at, updated_at) VALUES ${values.join(',')}`,
    );
  }
  await db.query('ANALYZE TABLE newsletter_subscribers');
}

async function deliveryStates(db, sendId) {
  const [rows] = await db.query('SELECT state, COUNT(*) AS n FROM newsletter_deliveries WHERE send_id = ? GROUP BY state', [
    sendId,
  ]);
  const states = { queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  for (const r of rows) states[r.state] = Number(r.n);
  return states;
}

async function sendOf(db, articleId) {
  const [rows] = await db.query('SELECT id, state FROM newsletter_sends WHERE send_key = ?', [`article-${articleId}`]);
  return rows[0] ?? null;
}

/**
 * Jobs not finished on the newsletter queues: waiting or running, and the batches waiting for a retry
 * (the planning queue always holds the weekly digest's next run, delayed).
 */
async function unfinishedJobs([plan, send]) {
  const sum = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    sum(await plan.getJobCounts('waiting', 'active', 'prioritized')) +
    sum(await send.getJobCounts('waiting', 'active', 'delayed', 'prioritized'))
  );
}

// ───────────────────────────── the row ─────────────────────────────

/**
 * `context`: { sandbox (WHMCS sandbox), mysqlBase (`mysql://user:pass@host:port`), redisUrl, subscribers,
 * env (extra variables for the API and the workers, e.g. SMTP_POOL_SIZE), kill (false: no kill scenario) }.
 * Returns the row.
 */
export async function newsletterRow({ sandbox, mysqlBase, redisUrl, subscribers = 100_000, env: extraEnv = {}, kill = true }) {
  const mysql = require('mysql2/promise');
  const { Queue } = require('bullmq');
  const base = mysqlBase.replace(/^mariadb:/, 'mysql:');
  const tmp = mkdtempSync(join(tmpdir(), 'blog-bench-newsletter-'));
  const prefix = `bench-newsletter-${process.pid}-${Date.now().toString(36)}`;
  const dropDatabase = async () => {
    const admin = await mysql.createConnection({ uri: base });
    await admin.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
    await admin.end();
  };
  const stops = [];
  const workers = [];
  let db;
  let queues = [];
  console.log(`\n━━ Newsletter : ${subscribers.toLocaleString('fr-FR')} abonnés, ${WORKERS} workers, MariaDB + Redis ━━`);
  try {
    await dropDatabase();
    const admin = await mysql.createConnection({ uri: base });
    await admin.query(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();

    const sink = await startSink();
    stops.push(sink.stop);
    const settings = {
      NEWSLETTER_RATE_PER_SECOND: '0',
      // A killed worker's batch is taken over within about this long (120 s in production).
      NEWSLETTER_LOCK_MS: '10000',
      ...extraEnv,
    };
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '0',
      JWT_SECRET,
      DEMO_DATA: 'false',
      DATABASE_URL: `${mysqlBase}/${DB_NAME}`,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      PUBLIC_URL: 'http://localhost:3000',
      WHMCS_URL: sandbox.url,
      WHMCS_IDENTIFIER: 'bench-id',
      WHMCS_SECRET: 'bench-secret',
      SMTP_URL: sink.url,
      AUTH_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_FACTOR: '100',
      ...settings,
    };
    const api = await startApi({ ...env, DATA_DIR: mkdtempSync(join(tmp, 'api-')) });
    stops.push(api.stop);
    db = await mysql.createConnection({ uri: `${base}/${DB_NAME}` });
    await seedBenchAdmin(mysqlAdapter(db));
    const token = await benchAdminToken(api);
    const skip = async (ids) => {
      if (ids.length) await db.query(`UPDATE articles SET newsletter_skip = 1 WHERE id IN (${ids.map(Number).join(',')})`);
    };

    // 1. The publication, without and with subscribers (workers stopped), one after the other: the
    // subscribers' table and an empty copy of it swap names (RENAME TABLE, atomic) between publications,
    // so that the other work on the machine weighs on both series alike.
    const seedStarted = performance.now();
    await seedSubscribers(db, subscribers);
    const seedS = (performance.now() - seedStarted) / 1000;
    console.log(`Abonnés : ${subscribers.toLocaleString('fr-FR')} confirmés écrits en ${seedS.toFixed(1)} s`);
    await db.query('CREATE TABLE bench_subscribers_empty LIKE newsletter_subscribers');
    let emptyInPlace = false;
    const useSubscribers = async (withThem) => {
      if (emptyInPlace === !withThem) return;
      await db.query(
        'RENAME TABLE newsletter_subscribers TO bench_subscribers_swap, bench_subscribers_empty TO newsletter_subscribers, bench_subscribers_swap TO bench_subscribers_empty',
      );
      emptyInPlace = !withThem;
    };
    const measured = [];
    const publishOnce = async (title) => {
      await sleep(200);
      const { id, ms } = await publish(api, token, title);
      measured.push(id);
      return ms;
    };
    for (let i = 0; i < WARMUP_PUBLICATIONS; i += 1) await publishOnce(`Chauffe du banc newsletter ${i + 1}`);
    const withoutMs = [];
    const withMs = [];
    for (let i = 0; i < PUBLICATIONS; i += 1) {
      // ABBA: neither series always goes first.
      for (const withThem of i % 2 ? [true, false] : [false, true]) {
        await useSubscribers(withThem);
        const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM newsletter_subscribers');
        if (Number(n) !== (withThem ? subscribers : 0)) throw new Error(`Table des abonnés : ${n} lignes`);
        (withThem ? withMs : withoutMs).push(await publishOnce(`Publication ${withThem ? 'avec' : 'sans'} abonnés ${i + 1}`));
      }
    }
    await useSubscribers(true);
    await db.query('DROP TABLE bench_subscribers_empty');
    await skip(measured);
    const publishRow = {
      samples: PUBLICATIONS,
      withoutMs: withoutMs.map((ms) => Math.round(ms * 10) / 10),
      withMs: withMs.map((ms) => Math.round(ms * 10) / 10),
      medianWithoutMs: median(withoutMs),
      medianWithMs: median(withMs),
    };
    publishRow.ratio = publishRow.medianWithMs / publishRow.medianWithoutMs;
    console.log(
      `Publication : médiane ${publishRow.medianWithoutMs.toFixed(1)} ms sans abonnés, ${publishRow.medianWithMs.toFixed(1)} ms avec ${subscribers.toLocaleString('fr-FR')} (ratio ${publishRow.ratio.toFixed(3)})`,
    );

    // 2. The send at the unlimited rate.
    const workerEnv = (i) => ({ ...env, DATA_DIR: mkdtempSync(join(tmp, `worker${i}-`)) });
    for (let i = 0; i < WORKERS; i += 1) workers.push(await startWorker(workerEnv(i), `worker${i + 1}`));
    stops.push(() => Promise.all(workers.map((w) => w.stop())));
    const connection = { url: redisUrl, maxRetriesPerRequest: null };
    queues = ['newsletter', 'newsletter-send'].map((name) => new Queue(name, { connection, prefix }));
    // The plan jobs of the measured publications (skipped articles): nothing is sent for them.
    await waitFor(async () => (await unfinishedJobs(queues)) === 0, 60_000, 'Jobs des publications mesurées');
    await sink.take();

    /**
     * Until the send is over (planned, no row `queued`, no job left) or `until(stats)` holds. The sink is
     * asked every 250 ms; the database (a count over the send's rows) only every 2 s, or once `expected`
     * messages are in, so that watching costs MariaDB next to nothing.
     */
    const waitForSend = async (articleId, what, { until, expected = Infinity } = {}) => {
      let last = { count: -1, queued: -1 };
      let movedAt = Date.now();
      let checkedAt = 0;
      let queued = -1;
      for (;;) {
        const stats = await sink.stats();
        if (until && until(stats)) return;
        if (!until && (stats.count >= expected || Date.now() - checkedAt >= 2000)) {
          checkedAt = Date.now();
          const send = await sendOf(db, articleId);
          const states = send ? await deliveryStates(db, send.id) : null;
          queued = states ? states.queued : -1;
          if (send && send.state !== 'planning' && states.queued === 0 && (await unfinishedJobs(queues)) === 0) return;
        }
        if (stats.count !== last.count || queued !== last.queued) {
          last = { count: stats.count, queued };
          movedAt = Date.now();
        } else if (Date.now() - movedAt > STALL_MS) {
          throw new Error(
            `${what} : plus rien ne bouge depuis ${STALL_MS / 1000} s (${stats.count} reçus, ${queued} lignes en attente)\n${workers.map((w) => w.tail().slice(-1500)).join('\n')}`,
          );
        }
        await sleep(250);
      }
    };

    const processes = () => ({
      workers: workers.map((w) => w.pid),
      sink: sink.pid,
      api: api.pid,
      mariadb: pidOf('mariadbd') ?? pidOf('mysqld'),
      redis: pidOf('redis-server'),
    });
    const pids = processes();
    const cpuBefore = {
      workers: pids.workers.map(cpuSeconds),
      sink: cpuSeconds(pids.sink),
      api: cpuSeconds(pids.api),
      mariadb: pids.mariadb ? cpuSeconds(pids.mariadb) : 0,
      redis: pids.redis ? cpuSeconds(pids.redis) : 0,
      machine: machineBusySeconds(),
    };
    const startedAt = Date.now();
    const sendArticle = await publish(api, token, 'Newsletter du banc : 100 000 abonnés');
    await waitForSend(sendArticle.id, 'Envoi au débit libre', { expected: subscribers });
    const elapsedAfter = (Date.now() - startedAt) / 1000;
    const cpu = {
      workers: pids.workers.map((pid, i) => cpuSeconds(pid) - cpuBefore.workers[i]),
      sink: cpuSeconds(pids.sink) - cpuBefore.sink,
      api: cpuSeconds(pids.api) - cpuBefore.api,
      mariadb: pids.mariadb ? cpuSeconds(pids.mariadb) - cpuBefore.mariadb : null,
      redis: pids.redis ? cpuSeconds(pids.redis) - cpuBefore.redis : null,
      machine: machineBusySeconds() - cpuBefore.machine,
    };
    await sleep(2000); // a late message or duplicate would show now
    const rssMb = workers.map((w) => Math.round(peakRssMb(w.pid)));
    const received = await sink.take();
    const sendRow = await (async () => {
      const send = await sendOf(db, sendArticle.id);
      const seconds = (received.lastAt - startedAt) / 1000;
      return {
        sendId: send.id,
        received: received.count,
        distinct: received.distinct,
        duplicates: received.duplicates,
        dupSample: received.dupSample,
        seconds,
        perSecond: received.count / seconds,
        firstMessageAfterS: (received.firstAt - startedAt) / 1000,
        // The steady rate: from the first message to the last.
        steadyPerSecond: received.count / Math.max(0.001, (received.lastAt - received.firstAt) / 1000),
        states: await deliveryStates(db, send.id),
        rssMb,
        cpuSeconds: Object.fromEntries(
          Object.entries(cpu).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.map((x) => Math.round(x * 10) / 10) : v === null ? null : Math.round(v * 10) / 10,
          ]),
        ),
        elapsedS: elapsedAfter,
        // What else ran on the machine meanwhile (other processes than those above), and the load average.
        otherCpuS:
          Math.round(
            (cpu.machine - cpu.workers.reduce((a, b) => a + b, 0) - cpu.sink - cpu.api - (cpu.mariadb ?? 0) - (cpu.redis ?? 0)) *
              10,
          ) / 10,
        loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
        timeline: received.perSecond,
        smtpConnections: received.connections,
        messageBytes: Math.round(received.bytes / Math.max(1, received.count)),
      };
    })();
    console.log(
      `Envoi au débit libre : ${sendRow.received} reçus (${sendRow.distinct} destinataires, ${sendRow.duplicates} doublons) en ${sendRow.seconds.toFixed(1)} s, ` +
        `${Math.round(sendRow.perSecond)} e-mails/s (${Math.round(sendRow.steadyPerSecond)}/s du premier au dernier), ` +
        `pic RSS des workers ${rssMb.join(' et ')} Mo`,
    );
    const busy = (s) => (s === null ? '—' : `${s.toFixed(1)} s (${(s / elapsedAfter).toFixed(2)} cœur)`);
    console.log(
      `  CPU pendant l'envoi (${elapsedAfter.toFixed(1)} s, ${cpus().length} cœurs) : workers ${cpu.workers.map(busy).join(', ')}, ` +
        `puits ${busy(cpu.sink)}, MariaDB ${busy(cpu.mariadb)}, Redis ${busy(cpu.redis)}, API ${busy(cpu.api)}, machine entière ${busy(cpu.machine)}, ` +
        `charge moyenne ${sendRow.loadAverage.join(' ')}`,
    );

    const rowBase = () => ({
      date: new Date().toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      subscribers,
      workers: WORKERS,
      seedS,
      settings: {
        NEWSLETTER_RATE_PER_SECOND: env.NEWSLETTER_RATE_PER_SECOND,
        NEWSLETTER_LOCK_MS: env.NEWSLETTER_LOCK_MS,
        SMTP_POOL_SIZE: env.SMTP_POOL_SIZE ?? '5 (défaut)',
        NEWSLETTER_WORKER_CONCURRENCY: env.NEWSLETTER_WORKER_CONCURRENCY ?? '2 (défaut)',
      },
      publish: publishRow,
      send: sendRow,
    });
    if (!kill) return { ...rowBase(), kill: null };
    // 3. A worker killed mid-send, then started again.
    const killArticle = await publish(api, token, 'Newsletter du banc : un worker tué');
    const killAt = Math.ceil(subscribers * KILL_AT);
    await waitForSend(killArticle.id, 'Envoi avant la coupure', { until: (stats) => stats.count >= killAt });
    const victim = workers[0];
    victim.stopping = true;
    victim.kill('SIGKILL');
    const atKill = (await sink.stats()).count;
    await new Promise((r) => (victim.exitCode !== null || victim.signalCode !== null ? r() : victim.once('exit', r)));
    const killSend = await sendOf(db, killArticle.id);
    const statesAtKill = killSend ? await deliveryStates(db, killSend.id) : null;
    workers[0] = await startWorker(workerEnv(WORKERS), 'worker1 (relancé)');
    const restartedAfterMs = Date.now();
    await waitForSend(killArticle.id, 'Envoi après la coupure');
    await sleep(2000);
    const killReceived = await sink.take(true);
    const killSendId = (await sendOf(db, killArticle.id)).id;
    const [rows] = await db.query(
      'SELECT d.state, s.email FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id WHERE d.send_id = ?',
      [killSendId],
    );
    const got = new Set(killReceived.addresses);
    let missing = 0;
    let sendingReceived = 0;
    const recipients = new Set();
    for (const row of rows) {
      const address = row.email.toLowerCase();
      recipients.add(address);
      const was = got.has(address);
      if (row.state === 'sending' && was) sendingReceived += 1;
      if (!was && row.state !== 'sending') missing += 1;
    }
    const extra = killReceived.addresses.filter((a) => !recipients.has(a)).length;
    const states = await deliveryStates(db, killSendId);
    const killRow = {
      sendId: killSendId,
      killedAtReceived: atKill,
      statesAtKill,
      received: killReceived.count,
      duplicates: killReceived.duplicates,
      dupSample: killReceived.dupSample,
      rows: rows.length,
      states,
      sending: states.sending,
      sendingReceived,
      missing,
      extra,
      takeOverS: (killReceived.lastAt - restartedAfterMs) / 1000,
    };
    console.log(
      `Worker tué à ${atKill} reçus : ${killRow.received} reçus, ${killRow.duplicates} doublons, ${killRow.sending} lignes laissées « sending » ` +
        `(${sendingReceived} d'entre elles reçues), ${missing} destinataires ni reçus ni « sending », ${extra} reçus hors envoi`,
    );
    return { ...rowBase(), kill: killRow };
  } finally {
    for (const q of queues) await q.close().catch(() => undefined);
    await db?.end().catch(() => undefined);
    while (stops.length)
      await stops
        .pop()()
        .catch(() => undefined);
    await Promise.all(workers.map((w) => w.stop()));
    await dropDatabase().catch(() => undefined);
    await deleteRedisKeys(redisUrl, prefix).catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function newsletterTable(row) {
  const { publish: p, send: s, kill: k } = row;
  const n = row.subscribers.toLocaleString('fr-FR');
  return [
    `\nNewsletter : ${n} abonnés confirmés, ${row.workers} workers, débit libre (MariaDB, Redis, puits SMTP dans son processus)`,
    `Publication (médiane de ${p.samples}) : ${p.medianWithoutMs.toFixed(1)} ms sans abonnés, ${p.medianWithMs.toFixed(1)} ms avec ${n} (ratio ${p.ratio.toFixed(3)})`,
    `Envoi : ${s.received} reçus en ${s.seconds.toFixed(1)} s, ${Math.round(s.perSecond)} e-mails/s, ${s.duplicates} doublon(s), pic RSS des workers ${s.rssMb.join(' / ')} Mo`,
    k
      ? `Worker tué : ${k.received} reçus, ${k.duplicates} doublon(s), ${k.sending} laissés « sending » (${k.sendingReceived} reçus), ${k.missing} perdus`
      : 'Worker tué : non mesuré (--no-kill)',
  ].join('\n');
}

export function newsletterVerdicts(row, check) {
  const { publish: p, send: s, kill: k } = row;
  const n = row.subscribers.toLocaleString('fr-FR');
  check(
    `newsletter : publication avec ${n} abonnés ≤ ${NEWSLETTER_BUDGETS.publishRatio}× sans abonnés (médianes)`,
    p.ratio <= NEWSLETTER_BUDGETS.publishRatio,
    `${p.medianWithoutMs.toFixed(1)} → ${p.medianWithMs.toFixed(1)} ms, ratio ${p.ratio.toFixed(3)}`,
  );
  check(
    `newsletter : envoi à débit libre ≥ ${NEWSLETTER_BUDGETS.perSecond} e-mails/s`,
    s.perSecond >= NEWSLETTER_BUDGETS.perSecond,
    `${Math.round(s.perSecond)} e-mails/s (${s.seconds.toFixed(1)} s)`,
  );
  s.rssMb.forEach((mb, i) =>
    check(
      `newsletter : pic RSS du worker ${i + 1} ≤ ${NEWSLETTER_BUDGETS.workerRssMb} Mo`,
      mb <= NEWSLETTER_BUDGETS.workerRssMb,
      `${mb} Mo`,
    ),
  );
  check(`newsletter : ${n} e-mails reçus par le puits`, s.received === row.subscribers, String(s.received));
  check('newsletter : aucun doublon', s.duplicates === 0, String(s.duplicates));
  if (!k) return check('newsletter, worker tué', false, 'non mesuré (--no-kill)');
  check('newsletter, worker tué : aucun doublon', k.duplicates === 0, String(k.duplicates));
  check(
    'newsletter, worker tué : chaque destinataire reçu ou « sending »',
    k.missing === 0 && k.extra === 0 && k.rows === row.subscribers,
    `${k.missing} ni reçu ni « sending », ${k.extra} hors envoi, ${k.sending} laissés « sending »`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.findIndex((a) => a === `--${name}`);
    if (i >= 0) return args[i + 1];
    const inline = args.find((a) => a.startsWith(`--${name}=`));
    return inline ? inline.split('=')[1] : fallback;
  };
  const subscribers = Number(option('subscribers', '100000'));
  const { ensureBuilt } = await import('../scripts/ensure-built.mjs');
  ensureBuilt();
  const { startSandbox } = require(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  const sandbox = await startSandbox({ identifier: 'bench-id', secret: 'bench-secret', port: 0, seedDemo: false });
  const mysqlBase = process.env.DATABASE_URL
    ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '')
    : 'mariadb://blog:blog@127.0.0.1:3306';
  // SMTP_POOL_SIZE, NEWSLETTER_WORKER_CONCURRENCY… from the environment, to try other settings.
  const env = {};
  for (const key of ['SMTP_POOL_SIZE', 'NEWSLETTER_WORKER_CONCURRENCY', 'NEWSLETTER_LOCK_MS'])
    if (process.env[key]) env[key] = process.env[key];
  let row;
  try {
    row = await newsletterRow({
      sandbox,
      mysqlBase,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      subscribers,
      env,
      kill: !args.includes('--no-kill'),
    });
  } finally {
    await sandbox.close();
  }
  await finishStandaloneRow({
    key: 'newsletter',
    label: 'newsletter',
    row,
    table: newsletterTable,
    verdicts: newsletterVerdicts,
    args,
    // The row of record: the default size, with the kill, at the default settings.
    write: subscribers === 100_000 && Boolean(row.kill) && !Object.keys(env).length,
  });
}

if (process.argv[2] === '--sink') {
  runSink().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
