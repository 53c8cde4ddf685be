// `npm run test:load`: three minutes of mixed traffic on loopback at 100 connections against the
// production build (NODE_ENV=production, MariaDB database blog_load, Redis, a worker process, a WHMCS
// sandbox process): public pages and API reads, sign-ins, submissions and approvals. Checks zero 5xx,
// every approved submission credited exactly once in WHMCS, and API memory flat after the warm-up: the
// bounded caches and V8's heap fill up first (RSS climbs for 40-100 s on a two-core machine, then holds
// within ±25 MB as the collector runs), so memory is compared over the minute after the first two.
// Prints its figures, stops everything it started, and exits 1 on a failed check. `--report <file>`
// writes the check counts.
//
// Env: LOAD_MYSQL_URL (mariadb://blog:blog@127.0.0.1:3306), LOAD_REDIS_URL (redis://127.0.0.1:6379),
//      LOAD_SECONDS (180, warm-up included), LOAD_WARMUP_SECONDS (120), LOAD_CONNECTIONS (100).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, root, spawnNode, waitFor } from '../bench/processes.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const mysql = require('mysql2/promise');
const IORedis = require('ioredis');
const { SMTPServer } = createRequire(join(root, 'package.json'))('smtp-server');

const MYSQL_URL = process.env.LOAD_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WARMUP_S = Math.min(Number(process.env.LOAD_WARMUP_SECONDS ?? 120), Math.max(0, SECONDS - 30));
const CONTRIBUTORS = 40;
const DB = 'blog_load';
const reportFile = process.argv.includes('--report') ? process.argv[process.argv.indexOf('--report') + 1] : null;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const words = (n) => `<p>${Array.from({ length: n }, (_, i) => `mot${i}`).join(' ')}</p>`;

// The whole run is bounded whatever happens.
const guard = setTimeout(() => {
  console.error('Test de charge : délai global dépassé');
  process.exit(1);
}, 10 * 60_000);

async function main() {
  ensureBuilt({ quiet: true });
  const mysqlUri = MYSQL_URL.replace(/^mariadb:/, 'mysql:');
  const server = await mysql.createConnection({ uri: mysqlUri });
  await server.query(`DROP DATABASE IF EXISTS \`${DB}\``);
  await server.query(`CREATE DATABASE \`${DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const prefix = `load-${process.pid}-${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-load-'));
  const [apiPort, sandboxPort] = [await freePort(), await freePort()];
  // The notification e-mails go to a real SMTP server; each is counted by its Message-ID.
  const mailIds = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `sans-id-${mailIds.size}`;
        mailIds.set(id, (mailIds.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;
  const sandbox = spawnNode(
    'tools/whmcs-sandbox/dist/cli.js',
    ['--port', String(sandboxPort), '--identifier', 'load-id', '--secret', 'load-secret', '--no-seed'],
    {},
    'whmcs',
  );
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const env = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `${MYSQL_URL}/${DB}`,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    WHMCS_URL: sandboxUrl,
    WHMCS_IDENTIFIER: 'load-id',
    WHMCS_SECRET: 'load-secret',
    JWT_SECRET: 'load-test-secret-that-is-long-enough-for-production',
    SMTP_URL: smtpUrl,
    // One address sends every sign-in here: the per-IP limit would turn the run into 429s.
    AUTH_RATE_LIMIT: '100000',
    // A few customers submit at load-test speed: the per-account write limits would turn that into 429s.
    WRITE_RATE_LIMIT_FACTOR: '1000',
  };
  const origin = `http://127.0.0.1:${apiPort}`;
  const api = (method, path, { token, body } = {}) =>
    fetch(`${origin}/blog/api${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => ({})) }));
  const must = async (answer, what) => {
    const res = await answer;
    if (res.status >= 300) throw new Error(`${what} : ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const healthyOrDead = (child) => async () => {
    if (child.exitCode !== null) throw new Error(`processus arrêté : ${child.tail().slice(-1500)}`);
    return fetch(`${origin}/blog/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  };
  let apiProcess;
  let worker;
  const checks = [];
  const serverErrors = [];
  try {
    await waitFor(
      () =>
        fetch(`${sandboxUrl}/__sandbox/state`).then(
          (r) => r.ok,
          () => false,
        ),
      20_000,
      'sandbox WHMCS',
    );

    // Bootstrap once in development mode: migrations and an admin of our own; the demo accounts are then removed.
    const boot = spawnNode(
      'backend/dist/main.js',
      [],
      { ...env, NODE_ENV: 'development', DEMO_DATA: 'true' },
      'api (préparation)',
    );
    await waitFor(healthyOrDead(boot), 60_000, 'API (préparation)');
    const demo = (
      await must(api('POST', '/auth/login', { body: { email: 'admin@demo.local', password: 'Admin!2345' } }), 'connexion démo')
    ).token;
    await must(
      api('POST', '/auth/users', {
        token: demo,
        body: { username: 'chargeadmin', email: 'charge-admin@exemple.fr', password: 'Charge!Admin2345', role: 'admin' },
      }),
      'admin',
    );
    const admin = (
      await must(
        api('POST', '/auth/login', { body: { email: 'charge-admin@exemple.fr', password: 'Charge!Admin2345' } }),
        'connexion admin',
      )
    ).token;
    for (const u of (await must(api('GET', '/auth/users', { token: admin }), 'utilisateurs')).users) {
      if (u.email.endsWith('@demo.local')) await must(api('DELETE', `/auth/users/${u.id}`, { token: admin }), 'suppression démo');
    }
    await must(
      api('PUT', '/admin/rewards/settings', {
        token: admin,
        body: { min_words_count: '100', article_reward_amount: '1.00', auto_approve: 'false' },
      }),
      'réglages',
    );
    await boot.stop();

    apiProcess = spawnNode('backend/dist/main.js', [], { ...env, NODE_ENV: 'production', DEMO_DATA: 'false' }, 'api');
    // Server errors are kept whole (the process tail is too short under load) to be shown if a 5xx shows up.
    apiProcess.stderr.on('data', (d) => serverErrors.length < 20 && serverErrors.push(d.toString().slice(0, 3000)));
    // In production the API logs JSON to stdout: its errors are the lines of pino level 50 and above.
    apiProcess.stdout.on('data', (d) => {
      for (const line of d.toString().split('\n')) {
        if (/"level":(5|6)\d\b/.test(line) && serverErrors.length < 20) serverErrors.push(line.slice(0, 3000));
      }
    });
    await waitFor(healthyOrDead(apiProcess), 60_000, 'API (production)');
    worker = spawnNode('backend/dist/worker.js', [], { ...env, NODE_ENV: 'production' }, 'worker');
    await waitFor(async () => worker.tail().includes('Worker démarré'), 30_000, 'worker');

    const adminToken = (
      await must(
        api('POST', '/auth/login', { body: { email: 'charge-admin@exemple.fr', password: 'Charge!Admin2345' } }),
        'connexion',
      )
    ).token;
    const customers = [];
    for (let i = 0; i < CONTRIBUTORS; i += 1) {
      const body = {
        firstname: 'Charge',
        lastname: `N${i}`,
        email: `charge${i}@exemple.fr`,
        password: 'Motdepasse!1',
        address1: '1 rue',
        city: 'Paris',
        postcode: '75001',
        phonenumber: '0123456789',
      };
      customers.push({ ...body, token: (await must(api('POST', '/whmcs/register', { body }), 'inscription')).token });
    }
    const seeded = await must(
      api('POST', '/articles', {
        token: adminToken,
        body: { title: 'Article de charge', content: words(400), status: 'published' },
      }),
      'article',
    );
    const slug = seeded.article.slug;

    const pending = [];
    // Approvals sent but not answered: when the traffic stops, autocannon drops their answers while the
    // server may still publish them. They are settled one by one afterwards.
    const inFlight = new Set();
    const approved = { count: 0 };
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const reads = [
      '/blog/',
      `/blog/article/${slug}`,
      '/blog/contributors',
      '/blog/api/articles',
      `/blog/api/articles/${slug}`,
      '/blog/api/contributors/leaderboard',
      '/blog/api/categories',
      '/blog/api/settings',
    ];
    const json = (body) => ({ 'content-type': 'application/json', ...body });
    let n = 0;
    const scenarios = {
      reads: { share: 0.7, requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: pick(reads) }) }] },
      logins: {
        share: 0.1,
        requests: [
          {
            setupRequest: (req) => {
              const c = pick(customers);
              return Math.random() < 0.5
                ? {
                    ...req,
                    method: 'POST',
                    path: '/blog/api/auth/login',
                    headers: json(),
                    body: JSON.stringify({ email: 'charge-admin@exemple.fr', password: 'Charge!Admin2345' }),
                  }
                : {
                    ...req,
                    method: 'POST',
                    path: '/blog/api/whmcs/auth',
                    headers: json(),
                    body: JSON.stringify({ email: c.email, password: c.password }),
                  };
            },
          },
        ],
      },
      submissions: {
        share: 0.1,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              method: 'POST',
              path: '/blog/api/submissions',
              headers: json({ authorization: `Bearer ${pick(customers).token}` }),
              body: JSON.stringify({ title: `Charge ${(n += 1)} ${randomBytes(3).toString('hex')}`, content: words(120) }),
            }),
            onResponse: (status, body) => {
              if (status === 201) pending.push(JSON.parse(body).submission.id);
            },
          },
        ],
      },
      approvals: {
        share: 0.1,
        requests: [
          {
            setupRequest: (req, context) => {
              context.id = pending.shift();
              if (context.id) inFlight.add(context.id);
              return context.id
                ? {
                    ...req,
                    method: 'PUT',
                    path: `/blog/api/admin/submissions/${context.id}/approve`,
                    headers: json({ authorization: `Bearer ${adminToken}` }),
                    body: '{}',
                  }
                : {
                    ...req,
                    method: 'GET',
                    path: '/blog/api/admin/submissions?status=pending',
                    headers: { authorization: `Bearer ${adminToken}` },
                  };
            },
            onResponse: (status, _body, context) => {
              if (!context.id) return;
              inFlight.delete(context.id);
              if (status === 200) approved.count += 1;
            },
          },
        ],
      },
    };

    const samples = [];
    const sampler = setInterval(() => samples.push({ t: Date.now(), mb: rssMb(apiProcess.pid) }), 1000);
    const started = Date.now();
    console.log(
      `Charge : ${SECONDS} s, ${CONNECTIONS} connexions (lectures 70 %, connexions 10 %, soumissions 10 %, approbations 10 %)…`,
    );
    const results = await Promise.all(
      Object.entries(scenarios).map(
        ([name, s]) =>
          new Promise((resolve, reject) =>
            autocannon(
              {
                url: origin,
                connections: Math.max(1, Math.round(CONNECTIONS * s.share)),
                duration: SECONDS,
                timeout: 20,
                requests: s.requests,
              },
              (error, result) => (error ? reject(error) : resolve({ name, result })),
            ),
          ),
      ),
    );
    clearInterval(sampler);

    // Approvals still queued when the traffic stops are finished now, so that every submission is settled.
    // One whose answer was dropped is sent again: 409 means the first one went through, exactly once.
    const leftovers = pending.splice(0);
    for (const id of leftovers)
      if ((await api('PUT', `/admin/submissions/${id}/approve`, { token: adminToken, body: {} })).status === 200)
        approved.count += 1;
    for (const id of inFlight) {
      const { status } = await api('PUT', `/admin/submissions/${id}/approve`, { token: adminToken, body: {} });
      if (status === 200 || status === 409) approved.count += 1;
    }

    const db = await mysql.createConnection({ uri: `${mysqlUri}/${DB}` });
    let rewardStatuses = {};
    await waitFor(
      async () => {
        const [rows] = await db.query('SELECT status, COUNT(*) AS n FROM rewards GROUP BY status');
        rewardStatuses = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
        // `uncertain` also means a send under way (recorded before AddCredit): wait for those too.
        return (rewardStatuses.pending ?? 0) === 0 && (rewardStatuses.uncertain ?? 0) === 0;
      },
      120_000,
      'récompenses réglées',
    ).catch(() => undefined);
    const [[{ published }]] = await db.query("SELECT COUNT(*) AS published FROM submissions WHERE status = 'published'");
    const [rewardRows] = await db.query('SELECT id FROM rewards');
    await db.end();
    const state = await (await fetch(`${sandboxUrl}/__sandbox/state`)).json();
    const perReward = new Map();
    for (const credit of state.credits) {
      const m = /\(blog-reward:[0-9a-f]{12}:(\d+)\)$/.exec(credit.description);
      if (m) perReward.set(Number(m[1]), (perReward.get(Number(m[1])) ?? 0) + 1);
    }
    const duplicated = [...perReward.values()].filter((k) => k > 1).length;
    const lost = rewardRows.filter((r) => !perReward.has(Number(r.id))).length;

    const codes = {};
    for (const { result } of results)
      for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) codes[code] = (codes[code] ?? 0) + count;
    const total = Object.values(codes).reduce((a, b) => a + b, 0);
    const fivexx = Object.entries(codes)
      .filter(([c]) => c.startsWith('5'))
      .reduce((a, [, k]) => a + k, 0);
    const errors = results.reduce((a, { result }) => a + result.errors + result.timeouts, 0);
    const warm = samples.filter((s) => s.t - started >= WARMUP_S * 1000);
    const avg = (list) => list.reduce((a, s) => a + s.mb, 0) / Math.max(1, list.length);
    const third = Math.max(1, Math.floor(warm.length / 3));
    const early = avg(warm.slice(0, third));
    const late = avg(warm.slice(-third));

    console.log('');
    for (const { name, result } of results) {
      console.log(
        `${name.padEnd(12)} ${String(result.requests.total).padStart(7)} requêtes  ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
      );
    }
    console.log(`Codes HTTP            : ${JSON.stringify(codes)} (${total} réponses, ${errors} erreurs réseau ou délais)`);
    console.log(`Soumissions approuvées: ${approved.count} (publiées en base : ${published})`);
    console.log(
      `Récompenses           : ${JSON.stringify(rewardStatuses)} ; crédits WHMCS distincts ${perReward.size}, en double ${duplicated}, manquants ${lost}`,
    );
    console.log(
      `Mémoire de l'API      : ${early.toFixed(0)} Mo après la mise en route, ${late.toFixed(0)} Mo à la fin, pic ${Math.max(...samples.map((s) => s.mb)).toFixed(0)} Mo`,
    );

    if (fivexx > 0) console.log(`Erreurs du serveur :\n${serverErrors.join('\n')}`);
    checks.push(['aucune réponse 5xx ni erreur réseau', fivexx === 0 && errors === 0]);
    checks.push([
      'chaque approbation a sa récompense créditée',
      approved.count === Number(published) &&
        rewardRows.length === approved.count &&
        lost === 0 &&
        (rewardStatuses.credited ?? 0) === approved.count,
    ]);
    checks.push(['aucun crédit en double', duplicated === 0 && state.credits.length === perReward.size]);
    const mailRepeats = [...mailIds.values()].filter((n) => n > 1).length;
    console.log(
      `E-mails reçus          : ${[...mailIds.values()].reduce((a, b) => a + b, 0)} (distincts ${mailIds.size}, en double ${mailRepeats})`,
    );
    checks.push(['aucun e-mail en double', mailRepeats === 0]);
    checks.push(['mémoire stable après la mise en route', late - early < Math.max(48, early * 0.2)]);
    checks.push(['du trafic de chaque sorte', results.every(({ result }) => result.requests.total > 0) && approved.count > 0]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (apiProcess) console.error(apiProcess.tail().slice(-2000));
    checks.push(['le scénario va à son terme', false]);
  } finally {
    await worker?.stop();
    await apiProcess?.stop();
    await sandbox.stop();
    await new Promise((resolve) => smtp.close(resolve));
    await server.query(`DROP DATABASE IF EXISTS \`${DB}\``).catch(() => undefined);
    await server.end();
    const redis = new IORedis(REDIS_URL, { maxRetriesPerRequest: 1 });
    for (let cursor = '0', first = true; first || cursor !== '0'; first = false) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [name, ok] of checks) console.log(`${ok ? 'ok   ' : 'ÉCHEC'} ${name}`);
  const passed = checks.filter(([, ok]) => ok).length;
  const failed = checks.length - passed;
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }));
  clearTimeout(guard);
  process.exit(failed ? 1 : 0);
}

await main();
