import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { DataSource } from 'typeorm';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AppConfig } from '../src/config/app-config';
import { unsubscribeSignature } from '../src/notifications/unsubscribe-links';
import { registerCustomer, rewardCredits, startTestSandbox, submitArticle, waitFor } from './rewards-support';
import { words } from './support/articles';
import { envelopeProblems } from './support/fuzz';
import { freePort, spawnApi, type SpawnedApi } from './support/spawned-api';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { DEMO_ADMIN_EMAIL, startTestApp, TEST_DB_KIND, type ApiAnswer, type TestApp } from './support/test-app';
import { queuesSettled } from './support/wait';
import { QueueName } from '../src/queue/queues';

/**
 * The surfaces added last (autosave, revisions, notes, the reward marker), attacked the way a
 * self-registered contributor could: each failure once found on them is a case here.
 */
let sink: SmtpSink;
let sandbox: RunningSandbox;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  sandbox = await startTestSandbox();
  t = await startTestApp({
    env: {
      WHMCS_URL: sandbox.url,
      REDIS_URL: undefined,
      SMTP_URL: sink.url,
      REWARD_BACKOFF_MS: '50',
      // The limits as in production: this file is where they are tested.
      WRITE_RATE_LIMIT_FACTOR: '1',
    },
  });
  admin = await t.login();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await sink?.close();
});

const db = () => t.app.get(DataSource);
/** The heap limits `npm start` gives the API (scripts/node-flags.mjs). */
const API_HEAP_FLAGS = '--max-old-space-size=256 --max-semi-space-size=16';

/** Calls the spawned API; bodies are sent as they are given (already serialized). */
async function call(origin: string, method: string, path: string, token?: string, raw?: string): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (raw !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${origin}/blog/api${path}`, { method, headers, body: raw });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers } as ApiAnswer;
}

/**
 * Probes `/health` every 20 ms from a process of its own while `work` runs (this test's process is busy
 * writing and reading the large bodies), and resolves with the answer times, slowest first. The probe says
 * `probing` once it has its first answer, then writes the times when told to stop.
 */
const PROBE = `
const times = []; let running = true;
process.stdin.on('data', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    await fetch(process.argv[1] + '/blog/api/health').then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    if (times.length === 1) process.stdout.write('probing\\n');
    await new Promise((r) => setTimeout(r, 20));
  }
  process.stdout.write(JSON.stringify(times));
})();`;

async function healthWhile(origin: string, work: () => Promise<unknown>): Promise<number[]> {
  const probe = spawn(process.execPath, ['-e', PROBE, origin], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  probe.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<void>((r) => probe.once('exit', () => r()));
  await waitFor(async () => out.startsWith('probing\n') || probe.exitCode !== null, 15_000, 'sonde de /health');
  try {
    await work();
  } finally {
    probe.stdin.end('stop');
    await done;
  }
  return (JSON.parse(out.replace(/^probing\n/, '') || '[]') as number[]).sort((a, b) => b - a);
}

/**
 * CPU time used by the API's main thread (the event loop) during `work`, in ms, read from Linux's
 * per-thread accounting: unlike answer times it does not depend on how busy the machine is, and the
 * comparison thread (a thread of its own) is not counted.
 */
async function mainThreadCpuMs(pid: number, work: () => Promise<unknown>): Promise<number> {
  const read = () => {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  };
  const before = read();
  await work();
  return read() - before;
}

/**
 * The API kept answering while the work ran (before the limits, one body stopped the process). Answer
 * times say how busy the whole machine is more than what the API did: the limit on the event loop's
 * work is checked by CPU time (`mainThreadCpuMs`), which they do not blur.
 */
function expectResponsive(times: number[]): void {
  expect(times.length).toBeGreaterThan(0);
}

const distinctWords = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i.toString(36)}`).join(' ');

/**
 * Hostile shapes against the built API in a process of its own, started as `npm start` starts it (same
 * heap limit): the probes then time the API alone, not this test's own work.
 */
describe('bounded work per request', () => {
  let api: SpawnedApi;
  let staff: string;
  let writer: string;

  beforeAll(async () => {
    api = await spawnApi({ NODE_OPTIONS: API_HEAP_FLAGS, WRITE_RATE_LIMIT_FACTOR: '100' });
    const login = await call(
      api.origin,
      'POST',
      '/auth/login',
      undefined,
      JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: 'Admin!2345' }),
    );
    staff = login.body.token;
    const created = await call(
      api.origin,
      'POST',
      '/auth/users',
      staff,
      JSON.stringify({ username: 'hostile', email: 'hostile@exemple.fr', password: 'Motdepasse!123', role: 'contributor' }),
    );
    expect(created.status).toBe(201);
    writer = (
      await call(
        api.origin,
        'POST',
        '/auth/login',
        undefined,
        JSON.stringify({ email: 'hostile@exemple.fr', password: 'Motdepasse!123' }),
      )
    ).body.token;
  }, 90_000);
  afterAll(() => api?.stop());

  /** Every route whose JSON body carries article HTML (`content`), as the OpenAPI contract lists them. */
  const htmlRoutes = (() => {
    const doc = JSON.parse(readFileSync(resolve(__dirname, '../../openapi/openapi.json'), 'utf8'));
    const schemaOf = (ref: { $ref?: string } | undefined) =>
      ref?.$ref ? doc.components.schemas[ref.$ref.split('/').pop()!] : ref;
    const found: { method: string; path: string }[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths))
      for (const [method, operation] of Object.entries<any>(operations)) {
        const schema = schemaOf(operation.requestBody?.content?.['application/json']?.schema);
        if (schema?.properties?.content) found.push({ method: method.toUpperCase(), path: path.replace('/blog/api', '') });
      }
    return found;
  })();

  const SHAPES: [string, string, number][] = [
    ['600 Ko de balises ouvertes', '<b><i>'.repeat(100_000), 413],
    ['140 Ko de balises jamais fermées', '<b><i>'.repeat(20_000), 400],
    ['des milliers de balises', '<p><b>mot</b> texte</p>'.repeat(2_000), 400],
    ['600 Ko de mots', `<p>${'mot '.repeat(150_000)}</p>`, 413],
  ];

  it('covers every route that accepts article HTML', () => {
    expect(htmlRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining(['POST /articles', 'POST /submissions', 'PUT /articles/{article}', 'PUT /autosaves/{target}']),
    );
  });

  it.each(SHAPES)('refuses %s on each of them in French, while the API keeps answering', async (_name, content, status) => {
    const own = (await call(api.origin, 'POST', '/articles', staff, JSON.stringify({ title: 'Cible', content: words(30) }))).body
      .article;
    const raw = JSON.stringify({ title: 'Titre', content });
    const answers: { route: string; status: number; problems: string[] }[] = [];
    let cpuMs = 0;
    const times = await healthWhile(api.origin, async () => {
      cpuMs = await mainThreadCpuMs(api.child.pid!, async () => {
        for (const route of htmlRoutes) {
          const token = route.path === '/submissions' ? writer : staff;
          const path = route.path.replace('{article}', String(own.id)).replace('{target}', 'new');
          const res = await call(api.origin, route.method, path, token, raw);
          answers.push({ route: `${route.method} ${route.path}`, status: res.status, problems: envelopeProblems(res) });
        }
      });
    });
    for (const answer of answers) expect(answer).toEqual({ ...answer, status, problems: [] });
    expectResponsive(times);
    // Each refusal costs the event loop a few milliseconds, health probes included (it was seconds).
    expect(cpuMs / answers.length).toBeLessThan(50);
    // Still the same process: nothing above stopped it.
    expect(api.child.exitCode).toBeNull();
  });

  it('survives many of the largest bodies at once, within its heap', async () => {
    const raw = JSON.stringify({ title: 'Titre', content: '<b><i>'.repeat(100_000) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(api.origin, 'PUT', '/autosaves/new', writer, raw)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    // Over the JSON limit, the answer comes from the length alone (the server may close before the body is sent).
    const huge = JSON.stringify({ title: 'Titre', content: '<b><i>'.repeat(220_000) });
    const refused = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(api.origin, 'PUT', '/autosaves/new', writer, huge).then(
          (a) => a.status,
          () => 413,
        ),
      ),
    );
    expect(refused).toEqual(Array(5).fill(413));
    expect((await call(api.origin, 'GET', '/health')).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  });

  it('still takes a long real article whole', async () => {
    const content = `<h2>Partie</h2>${`<p>${distinctWords('mot', 40)} <a href="https://exemple.fr/doc">lien</a> <strong>gras</strong></p>`.repeat(400)}`;
    const res = await call(api.origin, 'POST', '/articles', staff, JSON.stringify({ title: 'Très long guide', content }));
    expect(res.status).toBe(201);
  });

  it('compares two huge versions off the event loop, whoever asks and however often', async () => {
    const before = `<p>${distinctWords('avant', 30_000)}</p>`;
    const after = `<p>${distinctWords('apres', 30_000)}</p>`;
    expect(before.length).toBeGreaterThan(200_000);
    const article = (await call(api.origin, 'POST', '/articles', staff, JSON.stringify({ title: 'Versions', content: before })))
      .body.article;
    const update = await call(
      api.origin,
      'PUT',
      `/articles/${article.id}`,
      staff,
      JSON.stringify({ title: 'Versions', content: after }),
    );
    expect(update.status).toBe(200);
    const [, first] = (await call(api.origin, 'GET', `/articles/${article.id}/revisions`, staff)).body.revisions;
    let details: ApiAnswer[] = [];
    let cpuMs = 0;
    const times = await healthWhile(api.origin, async () => {
      cpuMs = await mainThreadCpuMs(api.child.pid!, async () => {
        details = await Promise.all(
          [1, 2, 3, 4].map(() => call(api.origin, 'GET', `/articles/${article.id}/revisions/${first.id}`, staff)),
        );
      });
    });
    // The comparison (1.7 s of CPU each on the event loop before, 6.8 s for four) runs on its own thread,
    // once; what is left is reading the versions and writing four answers of 800 KB.
    expect(cpuMs).toBeLessThan(1000);
    for (const detail of details) {
      expect(detail.status).toBe(200);
      expect(detail.body.revision.diff.content.length).toBeGreaterThan(100_000);
    }
    expectResponsive(times);
  });
});

describe('input validated before the database', () => {
  it('answers an out-of-range category as any unknown one, never a 500', async () => {
    for (const category_id of [2147483648, 9007199254740991]) {
      const autosave = await t.api('PUT', '/autosaves/new', { token: admin, body: { title: 'x', category_id } });
      expect({ status: autosave.status, error: autosave.body.error }).toEqual({ status: 400, error: 'Catégorie invalide' });
      const create = await t.api('POST', '/articles', { token: admin, body: { title: 'x', content: words(5), category_id } });
      expect(create.status).toBe(400);
    }
  });
});

describe('a working copy belongs to its user', () => {
  it('restores into the caller’s own copy: another user’s unsaved work is untouched, and twice in a row succeeds', async () => {
    const editor = await t.createUser({ role: 'redacteur' });
    const article = (
      await t.api('POST', '/articles', { token: admin, body: { title: 'Partagé', content: '<p>Version une</p>' } })
    ).body.article;
    await t.api('PUT', `/articles/${article.id}`, { token: admin, body: { title: 'Partagé', content: '<p>Version deux</p>' } });
    // The editor's unsaved work, and the admin's own copy (which autosave usually leaves).
    expect(
      (
        await t.api('PUT', `/autosaves/${article.id}`, {
          token: editor.token,
          body: { title: 'Partagé', content: '<p>Travail du rédacteur</p>' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api('PUT', `/autosaves/${article.id}`, {
          token: admin,
          body: { title: 'Partagé', content: '<p>Copie de l’admin</p>' },
        })
      ).status,
    ).toBe(200);
    const created = (await t.api('GET', `/articles/${article.id}/revisions`, { token: admin })).body.revisions.at(-1);

    for (let i = 0; i < 2; i += 1) {
      const restored = await t.api('POST', `/articles/${article.id}/revisions/${created.id}/restore`, { token: admin });
      expect(restored.status).toBe(201);
      expect(restored.body.working_copy.content).toBe('<p>Version une</p>');
    }
    const editorCopy = (await t.api('GET', `/autosaves/${article.id}`, { token: editor.token })).body.working_copy;
    expect(editorCopy.content).toBe('<p>Travail du rédacteur</p>');
    const adminCopy = (await t.api('GET', `/autosaves/${article.id}`, { token: admin })).body.working_copy;
    expect(adminCopy.content).toBe('<p>Version une</p>');
  });
});

describe('revisions are bounded', () => {
  it('stores an identical content once, and thins an article’s history past its cap', async () => {
    const content = words(200);
    const article = (
      await t.api('POST', '/articles', { token: admin, body: { title: 'Historique', content, status: 'published' } })
    ).body.article;
    for (let i = 0; i < 120; i += 1) {
      const body = { title: `Historique ${i % 3}`, content, status: 'published' };
      expect((await t.api('PUT', `/articles/${article.id}`, { token: admin, body })).status).toBe(200);
    }
    const rows: { content: string }[] = await db().query(
      `SELECT content FROM article_revisions WHERE article_id = ${Number(article.id)}`,
    );
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(rows.filter((r) => r.content !== '')).toHaveLength(1);
    const list = (await t.api('GET', `/articles/${article.id}/revisions`, { token: admin })).body.revisions;
    expect(list.at(-1).kind).toBe('created');
    // Every version still shows its content.
    const oldest = (await t.api('GET', `/articles/${article.id}/revisions/${list.at(-1).id}`, { token: admin })).body.revision;
    expect(oldest.content).toBe(content);
    expect(oldest.diff.unchanged).toBe(false); // the title changed since
  });

  it('limits restores per account, in French with Retry-After', async () => {
    const article = (await t.api('POST', '/articles', { token: admin, body: { title: 'Restaurer', content: '<p>Un</p>' } })).body
      .article;
    const [created] = (await t.api('GET', `/articles/${article.id}/revisions`, { token: admin })).body.revisions;
    const statuses: number[] = [];
    let refused: ApiAnswer | undefined;
    for (let i = 0; i < 12; i += 1) {
      const res = await t.api('POST', `/articles/${article.id}/revisions/${created.id}/restore`, { token: admin });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
    expect(refused?.body.error).toMatch(/^Trop de restaurations de version en peu de temps : réessayez dans \d+ s$/);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('write limits per account', () => {
  it('limits autosaves per account, and another account keeps its own budget', async () => {
    const writer = await t.createUser({ role: 'redacteur' });
    const other = await t.createUser({ role: 'redacteur' });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1)
      statuses.push((await t.api('PUT', '/autosaves/new', { token: writer.token, body: { title: `Brouillon ${i}` } })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect((await t.api('PUT', '/autosaves/new', { token: other.token, body: { title: 'À moi' } })).status).toBe(200);
    // The copy kept is the last one accepted.
    expect((await t.api('GET', '/autosaves/new', { token: writer.token })).body.working_copy.title).toBe('Brouillon 59');
  });
});

describe('staff inboxes', () => {
  it('limits notes per account and sends staff one e-mail per submission per few minutes, with no live link', async () => {
    const c = await registerCustomer(t, 'notes');
    const submission = await submitArticle(t, c.token, 'Guide des notes');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const body = { body: `Note ${i} : voyez https://piege.exemple.com/x et www.piege.fr` };
      statuses.push((await t.api('POST', `/submissions/${submission.id}/notes`, { token: c.token, body })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);

    const noteMails = () =>
      sink.to(DEMO_ADMIN_EMAIL).filter((m) => m.subject?.startsWith('Nouvelle note') && m.subject.includes('Guide des notes'));
    await waitFor(async () => noteMails().length > 0, 20_000, 'e-mail de note');
    // Every mail job of the 20 notes has run: a second e-mail would be in the sink by then.
    await queuesSettled([QueueName.Mail]);
    expect(noteMails()).toHaveLength(1);
    const [mail] = noteMails();
    expect(mail.text).toContain('hxxps[://]piege[.]exemple[.]com/x');
    expect(`${mail.text}${mail.html}`).not.toMatch(/piege\.exemple\.com|www\.piege\.fr/);
  });
});

describe('the payment marker cannot be forged', () => {
  it('pays both rewards when an article’s title carries another reward’s marker', async () => {
    const c = await registerCustomer(t, 'marqueur');
    const first = await submitArticle(t, c.token, 'Premier guide');
    expect((await t.api('PUT', `/admin/submissions/${first.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 1, 15_000, 'premier crédit');
    const [credit] = rewardCredits(sandbox, c.clientId);
    const marker = /\((blog-reward:[0-9a-f]{12}:)(\d+)\)$/.exec(credit.description)!;
    expect(marker).not.toBeNull();
    // The next reward's id, as an attacker would guess it, and the older form of the marker.
    const forged = `Guide (${marker[1]}${Number(marker[2]) + 1}) (blog-reward:${Number(marker[2]) + 1})`;
    const second = await submitArticle(t, c.token, forged);
    expect((await t.api('PUT', `/admin/submissions/${second.id}/approve`, { token: admin, body: {} })).status).toBe(200);
    await waitFor(async () => rewardCredits(sandbox, c.clientId).length === 2, 15_000, 'second crédit');
    const descriptions = rewardCredits(sandbox, c.clientId).map((r) => r.description);
    expect(descriptions[1]).toMatch(
      /^Récompense blog : « Guide \(blog reward:[0-9a-f]{12}:\d+\) \(blog reward:\d+\) » \(blog-reward:[0-9a-f]{12}:\d+\)$/,
    );
    expect(new Set(descriptions.map((d) => /:(\d+)\)$/.exec(d)![1])).size).toBe(2);
  });
});

describe('one rule for dates', () => {
  it('reads a publication date without an offset at Paris time', async () => {
    const c = await registerCustomer(t, 'dates');
    const submission = await submitArticle(t, c.token, 'Guide programmé');
    const res = await t.api('PUT', `/admin/submissions/${submission.id}/approve`, {
      token: admin,
      body: { publish_at: '2030-06-01T10:00:00' },
    });
    expect(res.status).toBe(200);
    const edit = (await t.api('GET', `/articles/edit/${submission.article_id}`, { token: admin })).body.article;
    expect(edit).toMatchObject({ status: 'approved', published_at: '2030-06-01T08:00:00.000Z' });
  });
});

describe('unsubscribe links', () => {
  const link = (user: number, exp: number) => {
    const sig = unsubscribeSignature(t.app.get(AppConfig).jwtSecret, user, 'submission_received', exp);
    return `/notifications/unsubscribe?user=${user}&kind=submission_received&exp=${exp}&sig=${sig}`;
  };

  it('refuses an expired link in French and changes nothing', async () => {
    const editor = await t.createUser({ role: 'redacteur' });
    const expired = Math.floor(Date.now() / 1000) - 60;
    const res = await t.api('POST', link(editor.id, expired));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Ce lien de désinscription a expiré : choisissez vos e-mails depuis votre profil');
    const page = await t.api('GET', link(editor.id, expired));
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toContain('Lien de désinscription expiré');
    const prefs = (await t.api('GET', '/notifications/preferences', { token: editor.token })).body.preferences;
    expect(prefs.find((p: { kind: string }) => p.kind === 'submission_received')).toMatchObject({ enabled: true });
  });

  it('never shows staff a recipient’s working unsubscribe link in the outbox', async () => {
    const outboxApp = await startTestApp({ env: { REDIS_URL: undefined, WHMCS_URL: undefined, SMTP_URL: undefined } });
    try {
      const token = await outboxApp.login();
      const writer = await outboxApp.createUser({ role: 'contributor' });
      expect(
        (await outboxApp.api('POST', '/submissions', { token: writer.token, body: { title: 'Boîte', content: words(320) } }))
          .status,
      ).toBe(201);
      const messages = await waitFor(async () => {
        const list = (await outboxApp.api('GET', '/admin/outbox', { token })).body.messages;
        return list?.length ? list : undefined;
      });
      const shown = JSON.stringify(messages);
      expect(shown).toContain('unsubscribe?');
      expect(shown).not.toMatch(/sig=[0-9a-f]{64}/);
    } finally {
      await outboxApp.close();
    }
  });
});

it(`runs on ${TEST_DB_KIND}`, () => expect(['mariadb', 'sqlite']).toContain(TEST_DB_KIND));

describe('the process comes back', () => {
  it('`npm start` starts the API again after it dies, and says why', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'blog-supervised-'));
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries({
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      WHMCS_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-to-pass-checks',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    }))
      if (value !== undefined) env[key] = value;
    const start = resolve(__dirname, '../../scripts/start.mjs');
    const supervisor = spawn(process.execPath, [start], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    supervisor.stdout.on('data', (d: Buffer) => (output += d.toString()));
    supervisor.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const healthy = () =>
      fetch(`http://127.0.0.1:${port}/blog/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    const apiPid = () =>
      Number(
        execFileSync('pgrep', ['-P', String(supervisor.pid)])
          .toString()
          .trim()
          .split('\n')[0],
      );
    try {
      await waitFor(healthy, 60_000, 'API supervisée');
      // No event exists: the supervisor does not restart a process during its first 10 s (configuration
      // errors, scripts/supervise.mjs), a fixed grace that is the very thing this waits out.
      await new Promise((r) => setTimeout(r, 10_500));
      const first = apiPid();
      process.kill(first, 'SIGKILL');
      await waitFor(async () => !(await healthy()), 10_000, 'API arrêtée');
      await waitFor(async () => (await healthy()) && apiPid() !== first, 60_000, 'API redémarrée');
      expect(output).toMatch(/API : arrêt inattendu \(signal SIGKILL\) après \d+ s ; redémarrage dans 1 s\./);
    } finally {
      const exited = new Promise((r) => supervisor.once('exit', r));
      supervisor.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await healthy()).toBe(false);
  }, 240_000);
});
