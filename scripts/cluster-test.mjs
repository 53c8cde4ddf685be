// `npm run test:cluster`: the production topology on loopback, with nothing shared but the database,
// Redis and object storage. HAProxy (Debian's package, deploy/haproxy.cfg) in front of two API
// instances, two workers, each process with its own DATA_DIR; MariaDB (database blog_cluster_<pid>),
// Redis (a key prefix of its own), an S3-compatible server (s3rver), the WHMCS sandbox and an SMTP sink.
//
// For CLUSTER_SECONDS (90) it runs mixed traffic through HAProxy — public pages and API reads, sign-ins,
// submissions, approvals (rewards paid by the workers), scheduled publications due during the run, image
// uploads and edits of published articles — while it SIGKILLs one API instance and one worker and starts
// them again, then restarts both API instances one after the other with SIGTERM. After every write that
// changes a public page, both instances are read directly (bypassing HAProxy) and must show it.
//
// Checks, printed as figures: no reward lost or paid twice (database against the sandbox's credit log),
// each scheduled article published once at its time, no 5xx or connection error seen by clients but
// the requests in flight on the killed instance, none during the rolling restart, no stale page, an image
// uploaded through one instance shown by the other, sign-in limits shared by the instances, the
// survivors' memory flat. Exits 1 on a failed check; stops and deletes everything it made in any case.
// `--report <file>` writes the check counts for `npm test`.
//
// Env: CLUSTER_MYSQL_URL (mariadb://blog:blog@127.0.0.1:3306), CLUSTER_REDIS_URL (redis://127.0.0.1:6379),
//      CLUSTER_SECONDS (90), HAPROXY (/usr/sbin/haproxy).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, freePort, root, sleep, spawnNode, waitFor } from '../bench/processes.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const backendRequire = createRequire(join(root, 'backend', 'package.json'));
const mysql = backendRequire('mysql2/promise');
const S3rver = backendRequire('s3rver');
const sharp = backendRequire('sharp');
const { SMTPServer } = createRequire(join(root, 'package.json'))('smtp-server');

const MYSQL_URL = process.env.CLUSTER_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 90);
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const KILL_AT_S = Math.round(SECONDS * 0.15);
const ROLL_AT_S = Math.round(SECONDS * 0.45);
/** Traffic goes on at least this long after the rolling restart (a loaded machine starts instances slowly). */
const TAIL_S = 15;
/** Scheduled publications are due at least this long before the end, so that all fall within the run. */
const SCHEDULE_MARGIN_S = 15;
const CONTRIBUTORS = 6;
const READERS = 3;
/** Sign-in failures allowed per account (the default of AUTH_RATE_LIMIT). */
const AUTH_LIMIT = 10;
/** A survivor's resident memory may grow this much over the second half of its life, past its warm-up. */
const RSS_GROWTH_MB = 64;
/** The first seconds of an instance's life fill its JIT and its memory cache (48 MB by default): warm-up. */
const WARM_UP_S = 25;

const reportFile = process.argv.includes('--report') ? process.argv[process.argv.indexOf('--report') + 1] : null;

const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
const DB = `blog_cluster_${tag}`;
const PREFIX = `cluster-${tag}`;
const words = (n, seed = '') => `<p>${Array.from({ length: n }, (_, i) => `mot${seed}${i}`).join(' ')}</p>`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

const guard = setTimeout(() => {
  console.error('Test du cluster : délai global dépassé');
  void cleanUp().finally(() => process.exit(1));
}, 15 * 60_000);

/** Everything to undo, last made first. */
const undo = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`Nettoyage : ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });

/** One HTTP exchange, never throwing: status 0 is a connection error or a timeout. */
async function http(url, { method = 'GET', token, body, form, headers = {}, timeoutMs = 20_000 } = {}) {
  const start = performance.now();
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: form ?? (body ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {}
    }
    return { status: res.status, text, json, start, end: performance.now() };
  } catch (error) {
    return { status: 0, text: String(error?.cause?.code ?? error?.message ?? error), json: null, start, end: performance.now() };
  }
}

async function main() {
  ensureBuilt({ quiet: true });
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;

  // Database, Redis prefix and temporary folders of this run only.
  const server = await mysql.createConnection({ uri: MYSQL_URL.replace(/^mariadb:/, 'mysql:') });
  await server.query(`CREATE DATABASE \`${DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  undo.push(async () => {
    await server.query(`DROP DATABASE IF EXISTS \`${DB}\``);
    await server.end();
  });
  undo.push(() => deleteRedisKeys(REDIS_URL, PREFIX));
  const work = mkdtempSync(join(tmpdir(), 'blog-cluster-'));
  undo.push(() => rmSync(work, { recursive: true, force: true }));

  // The WHMCS sandbox, in this process so that its credit log can be read directly.
  const { startSandbox } = backendRequire(join(root, 'tools/whmcs-sandbox/dist/index.js'));
  const sandbox = await startSandbox({ identifier: 'cluster-id', secret: 'cluster-secret', port: 0, seedDemo: false });
  undo.push(() => sandbox.close());

  // Object storage: a real S3 API on loopback; the application only knows it as an endpoint.
  const bucket = 'blog-cluster';
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3.run();
  undo.push(() => s3.close());
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;

  // E-mails go to a real SMTP server that accepts everything.
  let mails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        mails += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  undo.push(() => new Promise((resolve) => smtp.close(resolve)));

  const [lbPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
  const lb = `http://127.0.0.1:${lbPort}`;
  const env = {
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PUBLIC_URL: lb,
    DATABASE_URL: `${MYSQL_URL}/${DB}`,
    REDIS_URL,
    QUEUE_PREFIX: PREFIX,
    WHMCS_URL: sandbox.url,
    WHMCS_IDENTIFIER: 'cluster-id',
    WHMCS_SECRET: 'cluster-secret',
    JWT_SECRET: 'cluster-test-secret-that-is-long-enough-for-production',
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${s3Endpoint}/${bucket}`,
    // A killed worker's jobs come back within seconds rather than minutes: the sandbox answers at once,
    // so an AddCredit cut short is settled long before five seconds (production waits ten minutes).
    REWARD_BACKOFF_MS: '500',
    REWARD_LOCK_MS: '5000',
    REWARD_SWEEP_INTERVAL_MS: '3000',
    REWARD_STALE_MS: '10000',
    REWARD_QUARANTINE_MS: '5000',
    // Behind HAProxy, which says who the reader is in X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Submissions and uploads come faster than a person's.
    WRITE_RATE_LIMIT_FACTOR: '1000',
  };

  /** One API instance or worker: its own folder, started again on demand with the same folder. */
  const processes = [];
  const role = (name, script, extra = {}) => {
    const dataDir = join(work, name);
    const p = {
      name,
      child: null,
      samples: [],
      start() {
        const child = spawnNode(script, [], { ...env, ...extra, DATA_DIR: dataDir }, name);
        child.on('exit', (code, sig) => {
          if (!child.stopping && code === 0)
            console.error(`[${name}] arrêté sans qu'on le lui demande (${sig ?? code}) :\n${child.tail().slice(-800)}`);
        });
        this.child = child;
        this.startedAt = elapsed();
        this.samples = [];
        return this;
      },
      alive() {
        return this.child && this.child.exitCode === null && this.child.signalCode === null;
      },
      signal(sig) {
        this.child.stopping = true;
        this.child.kill(sig);
        return new Promise((resolve) => (this.alive() ? this.child.once('exit', resolve) : resolve()));
      },
    };
    processes.push(p);
    undo.push(() => (p.alive() ? p.child.stop() : undefined));
    return p;
  };
  const api1 = role('api1', 'backend/dist/main.js', { PORT: String(port1) });
  const api2 = role('api2', 'backend/dist/main.js', { PORT: String(port2) });
  const worker1 = role('worker1', 'backend/dist/worker.js');
  const worker2 = role('worker2', 'backend/dist/worker.js');
  const direct = { api1: `http://127.0.0.1:${port1}`, api2: `http://127.0.0.1:${port2}` };
  const ready = async (origin) => (await http(`${origin}/blog/api/health/ready`, { timeoutMs: 3000 })).status === 200;
  const startApi = async (p) => {
    const began = performance.now();
    p.start();
    const origin = direct[p.name];
    await waitFor(
      async () => {
        if (!p.alive()) throw new Error(`${p.name} arrêté :\n${p.child.tail()}`);
        return ready(origin);
      },
      120_000,
      `${p.name} prêt`,
    );
    startups.push((performance.now() - began) / 1000);
  };
  const startups = [];

  // The first instance applies the migrations alone; then the rest.
  await startApi(api1);
  await startApi(api2);
  worker1.start();
  worker2.start();
  await waitFor(
    async () => worker1.child.tail().includes('Worker démarré') && worker2.child.tail().includes('Worker démarré'),
    60_000,
    'workers',
  );

  const haproxyCfg = join(work, 'haproxy.cfg');
  // The committed file, plus a control socket through which the test asks which servers are up.
  const haproxySocket = join(work, 'haproxy.sock');
  writeFileSync(
    haproxyCfg,
    readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8').replace(/^global\n/m, `global\n  stats socket ${haproxySocket}\n`),
  );
  /** Whether HAProxy sends traffic to this server (it saw its readiness succeed twice). */
  const seenUp = (name) =>
    new Promise((resolve) => {
      let out = '';
      const socket = createConnection(haproxySocket, () => socket.end('show stat\n'));
      socket.on('data', (d) => (out += d));
      socket.on('error', () => resolve(false));
      socket.on('close', () =>
        resolve(out.split('\n').some((line) => line.startsWith(`api,${name},`) && line.split(',')[17] === 'UP')),
      );
    });
  /** HAProxy's connections to the instances: opened (`connect`), requests sent on a kept one (`reuse`), sessions (`stot`). */
  const serverConnections = () =>
    new Promise((resolve) => {
      let out = '';
      const socket = createConnection(haproxySocket, () => socket.end('show stat\n'));
      socket.on('data', (d) => (out += d));
      socket.on('error', () => resolve(null));
      socket.on('close', () => {
        const [head, ...rows] = out.split('\n');
        const fields = head.replace(/^# /, '').split(',');
        const row = rows.find((line) => line.startsWith('api,BACKEND,'))?.split(',');
        if (!row) return resolve(null);
        const field = (name) => Number(row[fields.indexOf(name)] || 0);
        resolve({ connect: field('connect'), reuse: field('reuse'), sessions: field('stot') });
      });
    });
  const haproxy = spawn(HAPROXY, ['-db', '-f', haproxyCfg], {
    env: { ...process.env, HAPROXY_BIND: `127.0.0.1:${lbPort}`, API1: `127.0.0.1:${port1}`, API2: `127.0.0.1:${port2}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let haproxyLog = '';
  // Its log has a line per failed or retried request only.
  haproxy.stdout.on('data', (d) => (haproxyLog = (haproxyLog + d).slice(-20_000)));
  haproxy.stderr.on('data', (d) => (haproxyLog = (haproxyLog + d).slice(-20_000)));
  undo.push(
    () =>
      new Promise((resolve) => {
        if (haproxy.exitCode !== null) return resolve();
        haproxy.once('exit', resolve);
        haproxy.kill('SIGTERM');
      }),
  );
  await waitFor(async () => (await http(`${lb}/blog/api/health/ready`)).status === 200, 20_000, `HAProxy\n${haproxyLog}`);
  await waitFor(async () => (await seenUp('api1')) && (await seenUp('api2')), 30_000, 'HAProxy : deux serveurs prêts');

  // The first administrator, written as an operator would on a fresh database; then everything through HTTP.
  const api = async (method, path, options = {}, origin = lb) => {
    const res = await http(`${origin}/blog/api${path}`, { method, ...options });
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 500)}`);
    return res.json;
  };
  const adminLogin = { email: 'cluster-admin@exemple.fr', password: 'Cluster!Admin2345' };
  await createAdmin(adminLogin);
  const admin = (await api('POST', '/auth/login', { body: adminLogin })).token;
  await api('PUT', '/admin/rewards/settings', {
    token: admin,
    body: { min_words_count: '100', article_reward_amount: '1.00', auto_approve: 'false' },
  });
  const customers = [];
  for (let i = 0; i < CONTRIBUTORS; i += 1) {
    const body = {
      firstname: 'Grappe',
      lastname: `N${i}`,
      email: `grappe${i}-${tag}@exemple.fr`,
      password: 'Motdepasse!1',
      address1: '1 rue',
      city: 'Paris',
      postcode: '75001',
      phonenumber: '0123456789',
    };
    customers.push({ ...body, token: (await api('POST', '/whmcs/register', { body })).token });
  }
  /** Published articles the traffic reads and edits: slug → { id, title }. */
  const published = new Map();
  for (let i = 0; i < 4; i += 1) {
    const { article } = await api('POST', '/articles', {
      token: admin,
      body: { title: `Grappe article ${i} ${tag}`, content: words(150, i), status: 'published' },
    });
    published.set(article.slug, { id: article.id, title: article.title });
  }

  const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const uploadForm = () => {
    const form = new FormData();
    form.append('image', new Blob([image], { type: 'image/png' }), 'grappe.png');
    return form;
  };

  // ── The image: uploaded through one instance, shown by the other ──
  const uploaded = await api('POST', '/upload', { token: customers[0].token, form: uploadForm() }, direct.api1);
  const imageUrl = uploaded.image?.url ?? uploaded.url;
  const withImage = (
    await api(
      'POST',
      '/articles',
      {
        token: admin,
        body: { title: `Grappe image ${tag}`, content: words(150, 'img'), featured_image: imageUrl, status: 'published' },
      },
      direct.api2,
    )
  ).article;
  const imagePage = await http(`${direct.api1}/blog/article/${withImage.slug}`);
  const imageFile = await http(imageUrl);
  const imageShared =
    imagePage.status === 200 &&
    imagePage.text.includes(imageUrl) &&
    imageFile.status === 200 &&
    imageUrl.startsWith(env.S3_PUBLIC_URL);

  // ── A WHMCS price: after one sync, through either instance, both instances' cached pages show the new one ──
  const articlePath = `/blog/article/${[...published.keys()][0]}`;
  const pricePages = ['/blog/', articlePath];
  const showsPrice = async (price) => {
    for (const origin of Object.values(direct))
      for (const path of pricePages) {
        const { status, text } = await http(`${origin}${path}`);
        if (status !== 200 || !new RegExp(`${price}\\s€ / mois`).test(text)) return `${origin}${path} → ${status}`;
      }
    return null;
  };
  await api('POST', '/admin/offers/sync', { token: admin }, direct.api2);
  for (let i = 0; i < 2; i += 1) await showsPrice('4,99'); // every page in both instances' caches
  const priceBefore = await showsPrice('4,99');
  sandbox.catalogue.setPrice(1, 'monthly', 549);
  await api('POST', '/admin/offers/sync', { token: admin }, direct.api1);
  const priceAfter = await showsPrice('5,49');
  const priceFollows = priceBefore === null && priceAfter === null;

  // ── Traffic ──
  const log = []; // every client request through HAProxy: { kind, status, start, end }
  const through = async (kind, method, path, options = {}) => {
    const res = await http(`${lb}${path}`, { method, ...options });
    log.push({
      kind,
      status: res.status,
      start: res.start,
      end: res.end,
      text: res.status >= 500 || res.status === 0 ? res.text.slice(0, 200) : '',
    });
    return res;
  };
  const stale = { checks: 0, reads: 0, stale: [], skipped: 0 };
  /** Reads the page on both instances directly; `shows(text)` says whether it shows the write. */
  const bothShow = async (what, path, shows) => {
    stale.checks += 1;
    for (const [name, origin] of Object.entries(direct)) {
      const res = await http(`${origin}${path}`, { timeoutMs: 10_000 });
      if (res.status === 0 || res.status === 503) {
        stale.skipped += 1; // the instance is down or draining: it serves nobody
        continue;
      }
      stale.reads += 1;
      if (!shows(res)) stale.stale.push(`${what} : ${name} ${path} → ${res.status}`);
    }
  };

  const counts = { submissions: 0, approvals: 0, scheduled: 0, edits: 0, uploads: 0, logins: 0, reads: 0 };
  const pending = [];
  const approvedSubmissions = [];
  const scheduled = []; // { submission, articleId, slug, at, seenAt }
  let running = true;
  const trafficStart = performance.now();
  let endAt = trafficStart + SECONDS * 1000;
  const trafficElapsed = () => (performance.now() - trafficStart) / 1000;

  const readers = Array.from({ length: READERS }, async () => {
    while (running) {
      const slugs = [...published.keys()];
      const slug = pick(slugs);
      const path = pick([
        '/blog/',
        `/blog/article/${slug}`,
        '/blog/contributors',
        '/blog/api/articles?limit=10',
        `/blog/api/articles/${slug}`,
        '/blog/api/categories',
      ]);
      await through('lecture', 'GET', path);
      counts.reads += 1;
      await sleep(25);
    }
  });

  const contributorsLoop = (async () => {
    let n = 0;
    while (running) {
      const c = pick(customers);
      const r = Math.random();
      if (r < 0.45) {
        const title = `Grappe soumission ${(n += 1)} ${tag}`;
        const res = await through('soumission', 'POST', '/blog/api/submissions', {
          token: c.token,
          body: { title, content: words(130, n) },
        });
        if (res.status === 201) {
          counts.submissions += 1;
          pending.push({ id: res.json.submission.id, articleId: res.json.submission.article_id, title });
        }
      } else if (r < 0.7) {
        const res = await through('image', 'POST', '/blog/api/upload', { token: c.token, form: uploadForm() });
        if (res.status === 200) counts.uploads += 1;
      } else {
        const res = await through('connexion', 'POST', '/blog/api/whmcs/auth', {
          body: { email: c.email, password: c.password },
        });
        if (res.status === 200) counts.logins += 1;
      }
      await sleep(150);
    }
  })();

  const editorial = (async () => {
    let n = 0;
    while (running) {
      const r = Math.random();
      const next = pending.shift();
      if (next && r < 0.6) {
        // An approval, or a publication scheduled a few seconds ahead while there is time for it.
        const scheduleIt = r < 0.2 && trafficElapsed() < SECONDS - SCHEDULE_MARGIN_S - 10;
        const at = new Date(Math.ceil((Date.now() + 6000 + Math.random() * 8000) / 1000) * 1000);
        const res = await through('approbation', 'PUT', `/blog/api/admin/submissions/${next.id}/approve`, {
          token: admin,
          body: scheduleIt ? { publish_at: at.toISOString() } : {},
        });
        if (res.status !== 200) continue;
        approvedSubmissions.push(next.id);
        const edit = await through('lecture équipe', 'GET', `/blog/api/articles/edit/${next.articleId}`, { token: admin });
        const slug = edit.json?.article?.slug;
        if (!slug) continue;
        if (scheduleIt) {
          counts.scheduled += 1;
          scheduled.push({ submission: next.id, articleId: next.articleId, slug, at: at.getTime(), seenAt: null });
          continue;
        }
        counts.approvals += 1;
        await bothShow('approbation', `/blog/article/${slug}`, (res) => res.status === 200 && res.text.includes(next.title));
        await bothShow('approbation (accueil)', '/blog/', (res) => res.status === 200 && res.text.includes(slug));
        published.set(slug, { id: next.articleId, title: next.title });
      } else if (r < 0.85) {
        const [slug, article] = pick([...published.entries()]);
        const title = `Grappe modifié ${(n += 1)} ${tag}`;
        const res = await through('modification', 'PUT', `/blog/api/articles/${article.id}`, {
          token: admin,
          body: { title, slug, content: words(150, `e${n}`), status: 'published' },
        });
        if (res.status !== 200) continue;
        counts.edits += 1;
        article.title = title;
        await bothShow('modification', `/blog/article/${slug}`, (res) => res.status === 200 && res.text.includes(title));
        await bothShow(
          'modification (API)',
          `/blog/api/articles/${slug}`,
          (res) => res.status === 200 && res.json?.article?.title === title,
        );
      } else {
        const res = await through('connexion', 'POST', '/blog/api/auth/login', { body: adminLogin });
        if (res.status === 200) counts.logins += 1;
      }
      if (next && r >= 0.6) pending.unshift(next);
      await sleep(100);
    }
  })();

  // Scheduled articles, watched through HAProxy: when each became public.
  const watcher = (async () => {
    while (running || scheduled.some((s) => s.seenAt === null && Date.now() < s.at + 60_000)) {
      for (const s of scheduled) {
        if (s.seenAt !== null) continue;
        const res = await http(`${lb}/blog/api/articles/${s.slug}`);
        if (res.status === 200) s.seenAt = Date.now();
      }
      await sleep(300);
    }
  })();

  // Resident memory of every process every 2 s.
  const sampler = setInterval(() => {
    for (const p of processes) if (p.alive()) p.samples.push({ t: elapsed(), mb: rssMb(p.child.pid) });
  }, 2000);

  // ── Faults ──
  const untilTraffic = (s) => sleep(Math.max(0, trafficStart + s * 1000 - performance.now()));
  await untilTraffic(KILL_AT_S);
  const killAt = performance.now();
  console.log(`[${trafficElapsed().toFixed(0)} s] SIGKILL de api1 et de worker1`);
  await Promise.all([api1.signal('SIGKILL'), worker1.signal('SIGKILL')]);
  await sleep(2000);
  worker1.start();
  await startApi(api1);
  await waitFor(() => seenUp('api1'), 60_000, 'api1 vu prêt par HAProxy');
  console.log(`[${trafficElapsed().toFixed(0)} s] api1 et worker1 redémarrés`);

  await untilTraffic(ROLL_AT_S);
  const rollStart = performance.now();
  for (const p of [api1, api2]) {
    console.log(`[${trafficElapsed().toFixed(0)} s] SIGTERM de ${p.name}`);
    await p.signal('SIGTERM');
    await startApi(p);
    // The next one stops only once HAProxy sends traffic to this one again, as an operator would wait.
    await waitFor(() => seenUp(p.name), 60_000, `${p.name} vu prêt par HAProxy`);
  }
  const rollEnd = performance.now();
  console.log(`[${trafficElapsed().toFixed(0)} s] redémarrage progressif terminé`);
  endAt = Math.max(endAt, rollEnd + TAIL_S * 1000);

  await sleep(Math.max(0, endAt - performance.now()));
  running = false;
  await Promise.all([...readers, contributorsLoop, editorial]);
  console.log(`[${trafficElapsed().toFixed(0)} s] trafic arrêté ; attente des versements et des publications`);
  await watcher;

  // ── Rewards: every approval credited exactly once in WHMCS ──
  const db = await mysql.createConnection({ uri: `${MYSQL_URL.replace(/^mariadb:/, 'mysql:')}/${DB}` });
  undo.push(() => db.end());
  const expectedRewards = approvedSubmissions.length;
  let rewardRows = [];
  await waitFor(
    async () => {
      [rewardRows] = await db.query('SELECT id, submission_id, status FROM rewards');
      return rewardRows.length >= expectedRewards && rewardRows.every((r) => r.status === 'credited');
    },
    60_000,
    'versements',
  ).catch(() => undefined);
  await sleep(1000);
  const perReward = new Map();
  for (const credit of sandbox.state().credits) {
    const m = /\(blog-reward:[0-9a-f]{12}:(\d+)\)$/.exec(credit.description);
    if (m) perReward.set(Number(m[1]), (perReward.get(Number(m[1])) ?? 0) + 1);
  }
  const rewardIds = new Set(rewardRows.map((r) => Number(r.id)));
  const lostRewards =
    rewardRows.filter((r) => !perReward.has(Number(r.id))).length + Math.max(0, expectedRewards - rewardRows.length);
  const doubledRewards = [...perReward.entries()].filter(([id, n]) => n > 1 || !rewardIds.has(id)).length;
  const rewardsPerSubmission = new Map();
  for (const r of rewardRows) rewardsPerSubmission.set(r.submission_id, (rewardsPerSubmission.get(r.submission_id) ?? 0) + 1);
  const doubledRows = [...rewardsPerSubmission.values()].filter((n) => n > 1).length;

  // ── Scheduled publications: once, at their time ──
  const lateOrEarly = [];
  for (const s of scheduled) {
    const [[row]] = await db.query('SELECT status, published_at FROM articles WHERE id = ?', [s.articleId]);
    const publishedAt = row ? new Date(row.published_at).getTime() : NaN;
    const delay = s.seenAt === null ? Infinity : s.seenAt - s.at;
    if (
      row?.status !== 'published' ||
      publishedAt !== s.at ||
      delay < -1000 ||
      delay > 60_000 ||
      rewardsPerSubmission.get(s.submission) !== 1
    )
      lateOrEarly.push(
        `${s.slug} : ${row?.status} ${row?.published_at} vu ${delay === Infinity ? 'jamais' : `${(delay / 1000).toFixed(1)} s`} après`,
      );
  }
  const scheduleDelays = scheduled.filter((s) => s.seenAt !== null).map((s) => (s.seenAt - s.at) / 1000);

  // ── Client errors ──
  const isError = (r) => r.status === 0 || r.status >= 500;
  const errors = log.filter(isError);
  const inFlightOnKilled = errors.filter((r) => r.start <= killAt + 100 && r.end >= killAt - 10);
  const otherErrors = errors.filter((r) => !inFlightOnKilled.includes(r));
  const rollingErrors = errors.filter((r) => r.end >= rollStart && r.start <= rollEnd);
  const limited = log.filter((r) => r.status === 429).length;

  // ── Sign-in limits: one reader's failures counted once for both instances ──
  const wrong = { email: `limite-${tag}@exemple.fr`, password: 'Mauvais!2345' };
  const reader = { 'x-forwarded-for': '203.0.113.7' };
  const signIn = (origin) => http(`${origin}/blog/api/auth/login`, { method: 'POST', body: wrong, headers: reader });
  const attempts = [];
  for (let i = 0; i < AUTH_LIMIT; i += 1) attempts.push((await signIn(i % 2 ? direct.api2 : direct.api1)).status);
  const afterLimit = [(await signIn(direct.api1)).status, (await signIn(direct.api2)).status];
  const limitShared = attempts.every((s) => s === 401) && afterLimit.every((s) => s === 429);

  // ── Memory of the survivors over the second half of their life, and never their first seconds (warm-up) ──
  clearInterval(sampler);
  const memory = processes
    .filter((p) => p.alive() && p.samples.length >= 6)
    .map((p) => {
      const last = p.samples.at(-1);
      const since = Math.max((p.startedAt + last.t) / 2, Math.min(p.startedAt + WARM_UP_S, last.t - 10));
      const from = p.samples.find((s) => s.t >= since) ?? p.samples[0];
      return { name: p.name, from: from.mb, to: last.mb, growth: last.mb - from.mb, seconds: last.t - from.t };
    });
  const memoryFlat = memory.length > 0 && memory.every((m) => m.growth <= RSS_GROWTH_MB);

  // Kept connections to the instances: far fewer opened than requests sent (restarts open new ones).
  const connections = await serverConnections();
  const reused = connections !== null && connections.reuse > 0 && connections.connect * 4 < connections.sessions;

  const checks = [
    ['connexions vers les instances gardées et réutilisées', reused],
    ['aucun versement perdu', lostRewards === 0],
    ['aucun versement en double', doubledRewards === 0 && doubledRows === 0],
    ['publications programmées une fois, à leur heure', scheduled.length > 0 && lateOrEarly.length === 0],
    ['aucune erreur client hors requêtes en cours sur l’instance tuée', otherErrors.length === 0],
    ['aucune erreur pendant le redémarrage progressif', rollingErrors.length === 0],
    ['aucune page périmée', stale.stale.length === 0 && stale.reads > 0],
    ['image envoyée par une instance, montrée par l’autre', imageShared],
    ['nouveau prix WHMCS montré par les deux instances dès la synchronisation', priceFollows],
    ['limite de connexion partagée entre instances', limitShared],
    ['mémoire des survivants stable', memoryFlat],
  ];

  const byKind = {};
  for (const r of log) byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
  console.log('');
  console.log(
    `Durée du trafic             : ${((endAt - trafficStart) / 1000).toFixed(0)} s (SIGKILL à ${KILL_AT_S} s, redémarrage progressif de ${((rollStart - trafficStart) / 1000).toFixed(0)} à ${((rollEnd - trafficStart) / 1000).toFixed(0)} s)`,
  );
  console.log(`Requêtes par HAProxy        : ${log.length} ${JSON.stringify(byKind)}`);
  console.log(`Écritures réussies          : ${JSON.stringify(counts)}`);
  console.log(`Réponses 429                : ${limited}`);
  console.log(
    `Connexions vers les API     : ${connections ? `${connections.connect} ouvertes, ${connections.reuse} réutilisations, ${connections.sessions} requêtes` : 'statistiques HAProxy illisibles'}`,
  );
  console.log(
    `Versements                  : ${expectedRewards} approbations, ${rewardRows.length} lignes, ${rewardRows.filter((r) => r.status === 'credited').length} créditées, ${perReward.size} crédits WHMCS`,
  );
  console.log(`Versements perdus / doublés : ${lostRewards} / ${doubledRewards + doubledRows}`);
  const unsettled = rewardRows.filter((r) => r.status !== 'credited');
  if (unsettled.length) console.log(`  non crédités : ${unsettled.map((r) => `${r.id} ${r.status}`).join(', ')}`);
  console.log(
    `Publications programmées    : ${scheduled.length}, en retard ou non publiées ${lateOrEarly.length}${scheduleDelays.length ? `, vues ${Math.min(...scheduleDelays).toFixed(1)}–${Math.max(...scheduleDelays).toFixed(1)} s après l’heure` : ''}`,
  );
  for (const line of lateOrEarly.slice(0, 5)) console.log(`  ${line}`);
  console.log(
    `Erreurs client (5xx, connexion) : ${otherErrors.length} ; en cours sur l’instance tuée : ${inFlightOnKilled.length}`,
  );
  const at = (ms) => `${((ms - trafficStart) / 1000).toFixed(2)} s`;
  for (const r of otherErrors.slice(0, 5))
    console.log(
      `  ${r.kind} ${at(r.start)}–${at(r.end)} (SIGKILL à ${at(killAt)}) → ${r.status} ${r.text.split('\n')[1] ?? r.text}`,
    );
  if (otherErrors.length) console.log(`Journal de HAProxy :\n${haproxyLog.trim().split('\n').slice(-10).join('\n')}`);
  console.log(
    `Erreurs pendant le redémarrage progressif : ${rollingErrors.length} (${((rollEnd - rollStart) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Pages relues sur les deux instances : ${stale.checks} écritures, ${stale.reads} lectures, ${stale.skipped} instance arrêtée, ${stale.stale.length} périmées`,
  );
  for (const line of stale.stale.slice(0, 5)) console.log(`  ${line}`);
  console.log(
    `Image partagée              : ${imageShared ? 'oui' : `non (${imagePage.status}, ${imageFile.status}, ${imageUrl})`}`,
  );
  console.log(`Limite de connexion         : ${attempts.join(' ')} puis ${afterLimit.join(' ')}`);
  console.log(
    `Mémoire (2e moitié de vie)  : ${memory.map((m) => `${m.name} ${m.from.toFixed(0)}→${m.to.toFixed(0)} Mo en ${m.seconds.toFixed(0)} s`).join(', ')}`,
  );
  console.log(
    `Prix d'une offre           : ${priceBefore ?? '4,99 € partout'} puis ${priceAfter ?? '5,49 € partout'} (accueil et article, deux instances, après une synchronisation)`,
  );
  console.log(`Démarrages d’une instance   : ${startups.map((s) => `${s.toFixed(0)} s`).join(', ')}`);
  console.log(`E-mails reçus               : ${mails}`);
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'OK   ' : 'ÉCHEC'} ${name}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed: checks.length - failed, failed }));
  return failed;

  async function createAdmin({ email, password }) {
    const { hash } = backendRequire('@node-rs/argon2');
    const conn = await mysql.createConnection({ uri: `${MYSQL_URL.replace(/^mariadb:/, 'mysql:')}/${DB}` });
    try {
      await conn.query('INSERT INTO users (username, email, password_hash, role) VALUES (?, ?, ?, ?)', [
        'grappeadmin',
        email,
        await hash(password),
        'admin',
      ]);
    } finally {
      await conn.end();
    }
  }
}

let code = 1;
try {
  const failed = await main();
  code = failed ? 1 : 0;
} catch (error) {
  console.error(error);
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 1 }));
} finally {
  await cleanUp();
  clearTimeout(guard);
}
process.exit(code);
