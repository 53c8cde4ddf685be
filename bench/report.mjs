// The bench's tables and budget verdicts.
import { backOfficeVerdicts } from './back-office.mjs';
import { clusterVerdicts } from './cluster.mjs';
import { invalidationVerdicts } from './invalidation.mjs';
import { newsletterVerdicts } from './newsletter.mjs';
import { offersVerdicts } from './offers.mjs';
import { editorVerdicts } from './editor.mjs';
import { searchFlatVerdicts, searchVerdicts } from './search.mjs';
import { uncachedVerdicts } from './uncached.mjs';
import { writesVerdicts } from './writes-under-load.mjs';

export const BUDGETS = {
  ratio: 0.35,
  p99Ms: 25,
  flatP50: 1.5,
  rssMb: 300,
  approvalP50Ms: 1000,
  a11y: 95,
  bestPractices: 95,
  seo: 100,
  cls: 0.05,
  perfPoints: 5,
  lcpRatio: 1.1,
  // First-load JavaScript of every public page, gzip (frontend/scripts/bundle-size.mjs).
  firstLoadJsKB: 90,
};

const pad = (v, n, right = false) => (right ? String(v).padEnd(n) : String(v).padStart(n));

export function routeTable(size, rows, rssMb) {
  const lines = [`\nN = ${size.toLocaleString('fr-FR')} articles — pic RSS de l'API : ${rssMb.toFixed(0)} Mo`];
  lines.push(
    `${pad('route', 58, true)} ${pad('req/s', 9)} ${pad('plafond', 9)} ${pad('ratio', 6)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('err', 5)}`,
  );
  for (const r of rows) {
    if (r.key === 'page-store-fill') {
      lines.push(
        `${pad(r.label, 58, true)} ${r.pages} pages, ${r.rendered} rendues en ${r.seconds} s (${r.pagesPerS} pages/s), ${r.diskMb} Mo`,
      );
      continue;
    }
    lines.push(
      `${pad(r.label, 58, true)} ${pad(Math.round(r.rps), 9)} ${pad(Math.round(r.ceiling.rps), 9)} ${pad(r.ratio.toFixed(2), 6)} ${pad(r.p50, 5)} ${pad(r.p99, 5)} ${pad(r.errors, 5)}`,
    );
  }
  return lines.join('\n');
}

/** The signed-in back-office rows: no ceiling (never cached), latency against the budget. */
export function backOfficeTable(size, rows) {
  const lines = [
    `\nBack-office, N = ${size.toLocaleString('fr-FR')} articles (connecté, 10 000 soumissions et comptes, ${rows[0]?.connections ?? 1} connexion(s))`,
  ];
  lines.push(
    `${pad('route', 58, true)} ${pad('req/s', 9)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('err', 5)} ${pad('octets', 8)}`,
  );
  for (const r of rows)
    lines.push(
      `${pad(r.label, 58, true)} ${pad(Math.round(r.rps), 9)} ${pad(r.p50, 5)} ${pad(r.p99, 5)} ${pad(r.errors, 5)} ${pad(r.bytes, 8)}`,
    );
  return lines.join('\n');
}

export function writesTable(size, row) {
  const { base, loaded } = row;
  return [
    `\nLectures sous écritures, N = ${size.toLocaleString('fr-FR')} articles (une modification par seconde, ${row.edits} faites)`,
    `${pad('', 24, true)} ${pad('req/s', 9)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('err', 5)}`,
    `${pad('sans écriture', 24, true)} ${pad(Math.round(base.rps), 9)} ${pad(base.p50, 5)} ${pad(base.p99, 5)} ${pad(base.errors, 5)}`,
    `${pad('avec écritures', 24, true)} ${pad(Math.round(loaded.rps), 9)} ${pad(loaded.p50, 5)} ${pad(loaded.p99, 5)} ${pad(row.errors, 5)}`,
    `ratio ${row.ratio.toFixed(2)}, ${row.stale} réponse(s) périmée(s)`,
  ].join('\n');
}

export function lighthouseTable(pages) {
  const keys = [
    ['performance', (v) => v],
    ['accessibility', (v) => v],
    ['best-practices', (v) => v],
    ['seo', (v) => v],
    ['lcp', (v) => `${Math.round(v)} ms`],
    ['tbt', (v) => `${Math.round(v)} ms`],
    ['cls', (v) => v.toFixed(3)],
    ['js', (v) => `${(v / 1024).toFixed(1)} Ko`],
    ['css', (v) => `${(v / 1024).toFixed(1)} Ko`],
  ];
  const lines = ['\nLighthouse (mobile, médiane de 3)'];
  lines.push(`${pad('', 16, true)} ${pages.map((p) => `${pad(`${p.name}`, 12)} ${pad('plafond', 10)}`).join(' ')}`);
  for (const [k, f] of keys)
    lines.push(`${pad(k, 16, true)} ${pages.map((p) => `${pad(f(p.page[k]), 12)} ${pad(f(p.ceiling[k]), 10)}`).join(' ')}`);
  return lines.join('\n');
}

/** Every budget of the issue as { name, pass, detail }. */
export function verdicts(results) {
  const out = [];
  const check = (name, pass, detail) => out.push({ name, pass, detail });
  const sizes = Object.keys(results.sizes)
    .map(Number)
    .sort((a, b) => a - b);
  for (const size of sizes) {
    if (results.sizes[size].uncached) uncachedVerdicts(size, results.sizes[size].uncached, check);
    if (results.sizes[size].search) searchVerdicts(size, results.sizes[size].search, check);
    if (results.sizes[size].backOffice) backOfficeVerdicts(size, results.sizes[size].backOffice, check);
    if (results.sizes[size].writes) writesVerdicts(size, results.sizes[size].writes, check);
    if (results.sizes[size].invalidation) invalidationVerdicts(size, results.sizes[size].invalidation, check);
    for (const r of results.sizes[size].routes) {
      check(`N=${size} ${r.label} ratio ≥ ${BUDGETS.ratio}`, r.ratio >= BUDGETS.ratio, r.ratio.toFixed(2));
      check(`N=${size} ${r.label} p99 ≤ ${BUDGETS.p99Ms} ms`, r.p99 <= BUDGETS.p99Ms, `${r.p99} ms`);
      check(`N=${size} ${r.label} sans erreur`, r.errors === 0, String(r.errors));
    }
  }
  if (sizes.length >= 2) {
    const small = results.sizes[sizes[0]].routes;
    const large = results.sizes[sizes.at(-1)].routes;
    for (const r of large) {
      const base = small.find((s) => s.key === r.key);
      if (!base) continue;
      // autocannon reports whole milliseconds (its histogram's resolution is 1 ms): below 1 ms both
      // sides count as 1 ms, and a 1 → 2 ms step is one unit of resolution, not a doubling it can see.
      const ratio = Math.max(r.p50, 1) / Math.max(base.p50, 1);
      const withinResolution = r.p50 - base.p50 <= 1;
      check(
        `${r.key} p50 N=${sizes.at(-1)} ≤ ${BUDGETS.flatP50}× N=${sizes[0]}`,
        ratio <= BUDGETS.flatP50 || withinResolution,
        `${base.p50} → ${r.p50} ms${ratio > BUDGETS.flatP50 && withinResolution ? ', écart d’une unité de mesure (1 ms)' : ''}`,
      );
    }
    searchFlatVerdicts(results.sizes[sizes[0]].search, results.sizes[sizes.at(-1)].search, sizes, check);
  } else {
    check('coût plat (deux tailles)', false, 'une seule taille mesurée');
  }
  if (results.cluster) clusterVerdicts(results.cluster, check);
  else if (results.clusterError) check('grappe HAProxy → 2 API', false, results.clusterError);
  if (results.editor) editorVerdicts(results.editor, check);
  else if (results.editorError) check('éditeur (analyse de rédaction, frappe)', false, results.editorError);
  if (results.offers) offersVerdicts(results.offers, check);
  else if (results.offersError) check('offres (blocs sans cache, lien de commande)', false, results.offersError);
  if (results.newsletter) newsletterVerdicts(results.newsletter, check);
  else if (results.newsletterError) check('newsletter (100 000 abonnés)', false, results.newsletterError);
  const rss = Math.max(...sizes.map((s) => results.sizes[s].rssMb));
  check(`pic RSS de l'API ≤ ${BUDGETS.rssMb} Mo`, rss <= BUDGETS.rssMb, `${rss.toFixed(0)} Mo`);
  if (results.lighthouse) {
    for (const p of results.lighthouse) {
      check(`${p.name} accessibilité ≥ ${BUDGETS.a11y}`, p.page.accessibility >= BUDGETS.a11y, String(p.page.accessibility));
      check(
        `${p.name} bonnes pratiques ≥ ${BUDGETS.bestPractices}`,
        p.page['best-practices'] >= BUDGETS.bestPractices,
        String(p.page['best-practices']),
      );
      check(`${p.name} SEO = 100`, p.page.seo >= BUDGETS.seo, String(p.page.seo));
      check(`${p.name} CLS ≤ ${BUDGETS.cls}`, p.page.cls <= BUDGETS.cls, p.page.cls.toFixed(3));
      check(
        `${p.name} performance à 5 points du plafond`,
        p.page.performance >= p.ceiling.performance - BUDGETS.perfPoints,
        `${p.page.performance} / ${p.ceiling.performance}`,
      );
      check(
        `${p.name} LCP ≤ plafond + 10 %`,
        p.page.lcp <= p.ceiling.lcp * BUDGETS.lcpRatio,
        `${Math.round(p.page.lcp)} / ${Math.round(p.ceiling.lcp)} ms`,
      );
    }
  } else {
    check('Lighthouse', false, results.lighthouseError ?? 'non mesuré');
  }
  if (results.firstLoadJs) {
    for (const [page, kb] of Object.entries(results.firstLoadJs))
      check(
        `JS au premier chargement ${page} ≤ ${BUDGETS.firstLoadJsKB} Ko gzip`,
        kb <= BUDGETS.firstLoadJsKB,
        `${kb.toFixed(1)} Ko`,
      );
  }
  if (results.approval)
    check(
      `approbation → crédit p50 ≤ ${BUDGETS.approvalP50Ms} ms`,
      results.approval.p50 <= BUDGETS.approvalP50Ms,
      `${Math.round(results.approval.p50)} ms`,
    );
  else check('approbation → crédit', false, results.approvalError ?? 'non mesuré');
  return out;
}
