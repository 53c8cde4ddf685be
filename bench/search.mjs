// The rows of the full-text search (`GET /blog/api/search`), uncached: an API with its public cache
// disabled, asked a different query at each request, one at a time by default (a reader's latency, not
// the saturated rate; `--search-connections 4` for several at once):
// - a common word: every bench article has it (each request a different word of the paragraph and page);
// - a rare word: an article's number, in one title and one heading (each request another article).
// The cached answer of a search is measured with the other cached routes (`search` in run.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runNode } from './processes.mjs';

export const SEARCH_BUDGETS = { p50Ms: 20, p99Ms: 60 };

/** Words every bench article has (bench/seed.mjs), spelled as readers may type them. */
const COMMON = ['serveur', 'serveurs', 'Héberger', 'hébergement', 'mémoire', 'processeurs', 'réseau', 'joueurs', 'connexion'];

function shuffled(list) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** `context`: { size, startApi(envOverrides), tmp, durationS, connections }. */
export async function searchRows({ size, startApi, tmp, durationS, connections = 1 }) {
  const common = shuffled(COMMON.flatMap((word) => [1, 2, 3, 4, 5].map((page) => `q=${encodeURIComponent(word)}&page=${page}`)));
  const rare = shuffled(
    Array.from({ length: Math.min(size, 20_000) }, (_, i) => `q=${Math.floor((i * size) / Math.min(size, 20_000)) + 1}`),
  );
  const api = await startApi({ PUBLIC_CACHE_MAX_BYTES: '1', PAGE_STORE: 'off' });
  const out = [];
  try {
    for (const [key, label, queries] of [
      ['search-common', '/blog/api/search?q=<mot courant> (sans cache)', common],
      ['search-rare', '/blog/api/search?q=<mot rare> (sans cache)', rare],
    ]) {
      const file = join(tmp, `${key}.json`);
      writeFileSync(file, JSON.stringify(queries.map((q) => `/blog/api/search?${q}`)));
      const first = await fetch(`${api.origin}/blog/api/search?${queries[0]}`);
      const answer = await first.json();
      if (first.status !== 200 || !answer.total) throw new Error(`${label} → ${first.status}, ${answer.total ?? 0} résultat(s)`);
      const output = await runNode(
        'bench/load.mjs',
        [`${api.origin}/blog/api/search`, String(connections), '0', String(durationS), file],
        {},
        (durationS + 60) * 1000,
      );
      const row = { ...JSON.parse(output.trim().split('\n').at(-1)), key, label, connections, total: answer.total };
      out.push(row);
      console.log(
        `${label} : ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} erreurs, ${row.distinct} requêtes différentes, ${row.total} résultats (${connections} connexion${connections > 1 ? 's' : ''})`,
      );
    }
  } finally {
    await api.stop();
  }
  return out;
}

/** PASS/FAIL of the search rows. */
export function searchVerdicts(size, rows, check) {
  for (const r of rows) {
    check(`N=${size} ${r.label} p50 ≤ ${SEARCH_BUDGETS.p50Ms} ms`, r.p50 <= SEARCH_BUDGETS.p50Ms, `${r.p50} ms`);
    check(`N=${size} ${r.label} p99 ≤ ${SEARCH_BUDGETS.p99Ms} ms`, r.p99 <= SEARCH_BUDGETS.p99Ms, `${r.p99} ms`);
    check(`N=${size} ${r.label} sans erreur`, r.errors === 0, String(r.errors));
  }
}

/** The search rows' p50 at the largest size within 2× of the smallest's. */
export function searchFlatVerdicts(small, large, sizes, check) {
  for (const r of large ?? []) {
    const base = (small ?? []).find((s) => s.key === r.key);
    if (!base) continue;
    const ratio = Math.max(r.p50, 1) / Math.max(base.p50, 1);
    check(`${r.key} p50 N=${sizes.at(-1)} ≤ 2× N=${sizes[0]}`, ratio <= 2 || r.p50 - base.p50 <= 1, `${base.p50} → ${r.p50} ms`);
  }
}
