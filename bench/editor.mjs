// npm run bench:editor [-- --no-write] [--out row.json]
// The writing assistant's row of the bench, in Debian's Chromium on the built app (embedded SQLite, demo data):
//   1. Analysis: an article of about 3,000 words (paragraphs of varied sentences, typed in block by block)
//      in the editor of the demo contributor; the assistant analyses it after each change, and each
//      analysis's duration is read from the page's performance timeline (`writing-analysis`, measured around
//      analyzeArticle in use-writing-analysis.ts). Median and maximum of 15 analyses.
//   2. Typing: 150 keystrokes in that article, with pauses long enough, one keystroke in two, for the
//      assistant to analyse between them; each keystroke's input-to-paint (its event time to the first frame
//      after its handlers: the next animation frame, then a message), with the assistant and without it
//      (sessionStorage `writing-assistant` = `off`, which only the bench sets), in turns.
// Alone, it writes its row into bench/results.json (`editor`) and the verdicts (unless --no-write).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finishStandaloneRow } from './standalone-row.mjs';
import { freePort, root, spawnNode, waitFor } from './processes.mjs';

export const EDITOR_BUDGETS = { analysisMs: 30, typingP95ExtraMs: 8 };
const CONTRIBUTOR = { email: 'contributeur@demo.local', password: 'Contrib!2345' };
const KEYSTROKES = 150;
const ANALYSES = 15;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const require = createRequire(join(root, 'package.json'));

const quantile = (values, q) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : null;
};
const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/** About 3,000 words of French in paragraphs, as a contributor's guide reads. */
function article() {
  const sentences = [
    'Un serveur Minecraft bien réglé accueille vos amis sans ralentir, même quand la carte grandit.',
    'Avant de commencer, vérifiez la mémoire disponible et la version de Java installée sur la machine.',
    'Ensuite, ouvrez le fichier de configuration et ajustez la distance de vue selon le nombre de joueurs.',
    'Par ailleurs, les extensions de protection évitent que les constructions soient détruites pendant la nuit.',
    'Le panneau de contrôle permet de redémarrer le serveur, de lire les journaux et de planifier des sauvegardes.',
    'En revanche, trop de greffons chargés au démarrage allongent le temps de connexion des joueurs.',
    'Enfin, une sauvegarde quotidienne gardée une semaine suffit pour revenir en arrière après une erreur.',
  ];
  const paragraphs = [];
  let words = 0;
  for (let p = 0; words < 3050; p += 1) {
    const text = Array.from({ length: 7 }, (_, i) => sentences[(p + i) % sentences.length]).join(' ');
    paragraphs.push(text);
    words += text.split(/\s+/).length;
  }
  return paragraphs;
}

async function startApp(tmp) {
  const port = await freePort();
  const app = spawnNode(
    'backend/dist/main.js',
    [],
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmp, 'app-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      WHMCS_URL: '',
      DEMO_DATA: 'true',
      AUTH_RATE_LIMIT: '100000',
    },
    'app',
  );
  app.origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${app.origin}/blog/api/health`)).ok, 120_000, "Démarrage de l'application");
  return app;
}

/** The editor of a new article, signed in as the demo contributor, with the assistant or without it. */
async function openEditor(browser, app, session, withAssistant) {
  const context = await browser.newContext({ baseURL: app.origin, viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/blog/login');
  await page.evaluate(
    ({ s, off }) => {
      localStorage.setItem('auth-storage', JSON.stringify({ user: s.user, token: s.token, isAuthenticated: true }));
      if (off) sessionStorage.setItem('writing-assistant', 'off');
    },
    { s: session, off: !withAssistant },
  );
  await page.goto('/blog/admin/articles/new');
  await page.waitForSelector('[data-testid="rich-editor"][aria-busy="false"] .ce-paragraph', { timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Régler son serveur Minecraft pas à pas');
  // The article typed as a writer pastes it: one block at a time.
  const editor = page.getByTestId('rich-editor');
  await editor.locator('.ce-paragraph').first().click();
  const paragraphs = article();
  for (const [i, text] of paragraphs.entries()) {
    await page.keyboard.insertText(text);
    if (i < paragraphs.length - 1) await page.keyboard.press('Enter');
  }
  // Each keystroke's input-to-paint: from the event's time to the first task after the next frame.
  await page.evaluate(() => {
    window.__keys = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const at = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__keys.push(performance.now() - at);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
  return { context, page };
}

/** 150 keystrokes at the end of the article: one in two right after the other, one in two after a pause. */
async function typeAndMeasure(page) {
  await page.evaluate(() => (window.__keys = []));
  const letters = 'serveur minecraft ';
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.type(letters[i % letters.length]);
    await page.waitForTimeout(i % 2 ? 40 : 380 + (i % 7) * 20);
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__keys);
}

export async function editorRow() {
  const { chromium } = require('@playwright/test');
  const tmp = mkdtempSync(join(tmpdir(), 'blog-bench-editor-'));
  let app;
  let browser;
  console.log('\n━━ Éditeur : analyse de rédaction et frappe, Chromium ━━');
  try {
    app = await startApp(tmp);
    const login = await fetch(`${app.origin}/blog/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONTRIBUTOR),
    });
    const session = await login.json();
    if (!session.token) throw new Error(`Connexion du contributeur de démonstration : ${login.status}`);
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

    // 1. The analysis of the whole article, after each small change.
    const { context, page } = await openEditor(browser, app, session, true);
    await page.waitForFunction(() => performance.getEntriesByName('writing-analysis').length > 0, null, { timeout: 30_000 });
    const words = await page.evaluate(() => document.querySelector('[data-testid="rich-editor"]').innerText.split(/\s+/).length);
    await page.evaluate(() => performance.clearMeasures('writing-analysis'));
    for (let i = 0; i < ANALYSES; i += 1) {
      const before = await page.evaluate(() => performance.getEntriesByName('writing-analysis').length);
      await page.keyboard.type('a');
      await page.waitForFunction((n) => performance.getEntriesByName('writing-analysis').length > n, before, { timeout: 10_000 });
    }
    const durations = await page.evaluate(() => performance.getEntriesByName('writing-analysis').map((e) => e.duration));
    const analysis = {
      words,
      samples: durations.length,
      medianMs: round(quantile(durations, 0.5)),
      maxMs: round(Math.max(...durations)),
    };
    console.log(
      `Analyse d'un article de ${words} mots : médiane ${analysis.medianMs} ms, max ${analysis.maxMs} ms (${durations.length} analyses)`,
    );

    // 2. Typing, with the assistant (the page above) and without it, in turns.
    const off = await openEditor(browser, app, session, false);
    const runs = { with: [], without: [] };
    for (const withAssistant of [true, false, true, false]) {
      const target = withAssistant ? page : off.page;
      runs[withAssistant ? 'with' : 'without'].push(...(await typeAndMeasure(target)));
    }
    const summary = (values) => ({
      keystrokes: values.length,
      p50Ms: round(quantile(values, 0.5)),
      p95Ms: round(quantile(values, 0.95)),
      maxMs: round(Math.max(...values)),
    });
    const typing = { with: summary(runs.with), without: summary(runs.without) };
    console.log(
      `Frappe (entrée → image) : avec l'assistant p50 ${typing.with.p50Ms} ms, p95 ${typing.with.p95Ms} ms, max ${typing.with.maxMs} ms ; ` +
        `sans p50 ${typing.without.p50Ms} ms, p95 ${typing.without.p95Ms} ms, max ${typing.without.maxMs} ms (${typing.with.keystrokes} + ${typing.without.keystrokes} frappes)`,
    );
    await off.context.close();
    await context.close();
    return {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version, chromium: browser.version() },
      analysis,
      typing,
    };
  } finally {
    await browser?.close();
    await app?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function editorTable(row) {
  const { analysis: a, typing: t } = row;
  return [
    `\nÉditeur (Chromium ${row.machine.chromium})`,
    `Analyse de rédaction d'un article de ${a.words} mots : médiane ${a.medianMs} ms, max ${a.maxMs} ms`,
    `Frappe, entrée → image : avec l'assistant p50 ${t.with.p50Ms} / p95 ${t.with.p95Ms} ms, sans p50 ${t.without.p50Ms} / p95 ${t.without.p95Ms} ms`,
  ].join('\n');
}

export function editorVerdicts(row, check) {
  const { analysis: a, typing: t } = row;
  check(
    `éditeur : analyse d'un article de 3 000 mots ≤ ${EDITOR_BUDGETS.analysisMs} ms (médiane)`,
    a.words >= 3000 && a.medianMs <= EDITOR_BUDGETS.analysisMs,
    `${a.medianMs} ms, ${a.words} mots`,
  );
  check(
    `éditeur : frappe avec l'assistant, p95 ≤ sans l'assistant + ${EDITOR_BUDGETS.typingP95ExtraMs} ms`,
    t.with.p95Ms <= t.without.p95Ms + EDITOR_BUDGETS.typingP95ExtraMs,
    `${t.with.p95Ms} ms contre ${t.without.p95Ms} ms`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const { ensureBuilt } = await import('../scripts/ensure-built.mjs');
  ensureBuilt();
  const row = await editorRow();
  await finishStandaloneRow({ key: 'editor', label: 'éditeur', row, table: editorTable, verdicts: editorVerdicts, args });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
