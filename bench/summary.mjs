// The current table that leads docs/performance.md, generated from bench/results.json (the last
// `npm run bench`): `npm run bench:summary` rewrites it, `--check` fails when the page and the results differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = `${root}bench/results.json`;
const PAGE = `${root}docs/performance.md`;
const START = '<!-- bench:summary (généré par npm run bench:summary depuis bench/results.json) -->';
const END = '<!-- /bench:summary -->';

const int = (n) =>
  Math.round(n)
    .toLocaleString('fr-FR')
    .replace(/\u202f|\u00a0/g, ' ');
const dec = (n, digits = 2) => n.toFixed(digits).replace('.', ',');
const size = (n) => `N = ${int(Number(n))}`;

/** Every row the bench measured against a budget, cached and uncached, by key across the sizes. */
function routeRows(results, sizes) {
  const rows = new Map();
  for (const n of sizes) {
    const measured = results.sizes[n];
    for (const kind of ['routes', 'uncached', 'search', 'backOffice']) {
      for (const r of measured[kind] ?? []) {
        if (r.p50 === undefined) continue;
        const key = `${kind}:${r.key}`;
        if (!rows.has(key)) rows.set(key, { label: r.label.replace(/\d{4,}/g, '<n>'), bySize: {} });
        rows.get(key).bySize[n] = r;
      }
    }
  }
  return [...rows.values()];
}

function cells(r) {
  if (!r) return ['—', '—', '—', '—'];
  return [int(r.rps), r.ratio === undefined ? '—' : dec(r.ratio), String(r.p50), String(r.p99)];
}

export function summary(results) {
  const sizes = Object.keys(results.sizes).sort((a, b) => Number(a) - Number(b));
  const budgets = results.budgets ?? [];
  const failed = budgets.filter((v) => !v.pass);
  const date = new Date(results.date).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const lines = [
    START,
    '',
    `Dernier passage : ${date} (heure de Paris), ${results.machine.cores} cœurs ${results.machine.cpu}, Node ${results.machine.node.replace(/^v/, '')}, ` +
      `${results.database === 'mariadb' ? 'MariaDB' : results.database}. ` +
      `Budgets : ${budgets.length - failed.length} tenus, ${failed.length} non tenus` +
      (failed.length ? ` (${failed.map((v) => `${v.name} : ${v.detail}`).join(' ; ')}).` : '.') +
      ' Ratio : débit de la route rapporté à son plafond (serveur `node:http` nu, mêmes octets) ; p50 et p99 en ms.',
    '',
  ];
  const header = ['route', ...sizes.flatMap((n) => [`${size(n)} req/s`, 'ratio', 'p50', 'p99'])];
  lines.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`);
  for (const row of routeRows(results, sizes)) {
    lines.push(`| \`${row.label}\` | ${sizes.flatMap((n) => cells(row.bySize[n])).join(' | ')} |`);
  }
  const extras = [];
  if (results.firstLoadJs)
    extras.push(
      `JS au premier chargement (gzip) : ${Object.entries(results.firstLoadJs)
        .map(([page, kb]) => `${page} ${dec(kb, 1)} Ko`)
        .join(', ')}.`,
    );
  if (results.approval)
    extras.push(`Approbation → crédit : p50 ${int(results.approval.p50)} ms, max ${int(results.approval.max)} ms.`);
  if (results.lighthouse)
    extras.push(
      `Lighthouse mobile : ${results.lighthouse
        .map((p) => `${p.name} ${p.page.performance}/${p.page.accessibility}/${p.page['best-practices']}/${p.page.seo}`)
        .join(', ')} (performance/accessibilité/bonnes pratiques/SEO).`,
    );
  const cachedCluster = (results.cluster ?? []).filter((r) => !r.cold && r.ceiling?.perRequest);
  if (cachedCluster.length)
    extras.push(
      `Grappe HAProxy → 2 API : ${cachedCluster
        .map(
          (r) =>
            `${r.path} ratio ${dec(r.ratio, 2)}, plafond ${int(r.ceiling.rps)} req/s connexions gardées contre ${int(r.ceiling.perRequest.rps)} une connexion par requête (× ${dec(r.ceiling.rps / r.ceiling.perRequest.rps, 2)})`,
        )
        .join(' ; ')}.`,
    );
  if (results.newsletter) {
    const { publish, send, kill } = results.newsletter;
    extras.push(
      `Newsletter, ${int(results.newsletter.subscribers)} abonnés : publication ${dec(publish.medianWithMs, 1)} ms contre ${dec(publish.medianWithoutMs, 1)} sans abonnés, ` +
        `envoi ${int(send.perSecond)} e-mails/s, ${int(send.received)} reçus, ${send.duplicates} doublon, RSS des workers ${send.rssMb.join(' et ')} Mo` +
        (kill
          ? ` ; worker tué : ${kill.duplicates} doublon, ${kill.missing} perdu, ${int(kill.sending)} laissés « sending »`
          : '') +
        '.',
    );
  }
  if (results.offers)
    extras.push(
      `Offres : article avec trois blocs sans cache ${int(results.offers.blocks.withRps)} pages/s contre ${int(results.offers.blocks.withoutRps)} sans (ratio ${dec(results.offers.blocks.ratio, 2)}), ` +
        `lien de commande ratio ${dec(results.offers.go.ratio, 2)}.`,
    );
  if (results.editor)
    extras.push(
      `Éditeur (Chromium) : analyse d'un article de ${int(results.editor.analysis.words)} mots ${dec(results.editor.analysis.medianMs, 1)} ms (médiane), ` +
        `frappe p95 ${dec(results.editor.typing.with.p95Ms, 1)} ms avec l'assistant, ${dec(results.editor.typing.without.p95Ms, 1)} ms sans.`,
    );
  if (extras.length) lines.push('', ...extras);
  lines.push('', END);
  return lines.join('\n');
}

/** The page with its current table, formatted as `npm run format` would (the lint checks it). */
async function summarizedPage() {
  const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
  const page = readFileSync(PAGE, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md : marques ${START} … ${END} absentes`);
  const next = `${page.slice(0, start)}${summary(results)}${page.slice(end + END.length)}`;
  return { page, next: await prettier.format(next, { ...(await prettier.resolveConfig(PAGE)), filepath: PAGE }) };
}

/** Called by bench/run.mjs once bench/results.json is written. */
export async function writePerformanceSummary() {
  writeFileSync(PAGE, (await summarizedPage()).next);
}

async function main() {
  const { page, next } = await summarizedPage();
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error('docs/performance.md ne montre pas bench/results.json : lancez npm run bench:summary');
      process.exit(1);
    }
    console.log('docs/performance.md montre bench/results.json');
    return;
  }
  writeFileSync(PAGE, next);
  console.log('docs/performance.md : tableau courant réécrit depuis bench/results.json');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
