// The row of `npm run bench -- --writes`: readers on a mix of public routes while an admin edits one
// article a second. Measured twice on the same API, without then with the writes; the budget compares
// the two. After each answered edit, the article's page and API answer are read at once: a reader must
// never see the old title once the write has been answered (a stale answer).

export const WRITES_BUDGETS = { ratio: 0.5 };
const EDITED = 5;

/** The mix: pages and API answers readers ask for, the edited articles among them. */
function mix(size, edited) {
  const articles = Array.from({ length: 20 }, (_, i) => `/blog/article/guide-serveur-${size - i * 7}`);
  return [
    '/blog/',
    '/blog/category/categorie-1',
    '/blog/contributors',
    '/blog/api/articles?limit=12',
    '/blog/api/contributors/leaderboard',
    '/blog/sitemap.xml',
    '/blog/rss.xml',
    ...articles,
    ...edited.map((a) => `/blog/article/${a.slug}`),
    ...edited.map((a) => `/blog/api/articles/${a.slug}`),
  ];
}

/**
 * `context`: { size, api, token, durationS, load(url, pathsFile, durationS), writePaths(paths) → file }. Returns one row with
 * both runs, the count of edits and of stale answers.
 */
export async function writesUnderLoadRow({ size, api, token, durationS, load, writePaths }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const edited = [];
  for (let i = 0; i < EDITED; i += 1) {
    const slug = `guide-serveur-${size - 3 - i * 11}`;
    const answer = await fetch(`${api.origin}/blog/api/articles/${slug}`);
    if (!answer.ok) throw new Error(`Article du banc introuvable : ${slug} (${answer.status})`);
    const { id } = (await answer.json()).article;
    // The editor sends the whole article back: the same here, with only the title changed.
    const { article } = await (await fetch(`${api.origin}/blog/api/articles/edit/${id}`, { headers })).json();
    const { title, content, short_description, featured_image, category_id, status } = article;
    edited.push({ id, slug, title, fields: { slug, content, short_description, featured_image, category_id, status } });
  }
  const file = writePaths(mix(size, edited));
  const base = await load(`${api.origin}/blog/`, file, durationS);

  let edits = 0;
  let stale = 0;
  let failed = 0;
  let writing = true;
  const writer = (async () => {
    // The readers' load starts with the writer; one edit a second until the readers stop.
    for (let n = 0; writing; n += 1) {
      const started = Date.now();
      const target = edited[n % edited.length];
      const title = `${target.title} (révision ${n + 1})`;
      const put = await fetch(`${api.origin}/blog/api/articles/${target.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...target.fields, title }),
      });
      await put.arrayBuffer();
      if (!put.ok) failed += 1;
      else {
        edits += 1;
        for (const path of [`/blog/article/${target.slug}`, `/blog/api/articles/${target.slug}`]) {
          const body = await (await fetch(`${api.origin}${path}`)).text();
          if (!body.includes(`(révision ${n + 1})`)) stale += 1;
        }
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  const loaded = await load(`${api.origin}/blog/`, file, durationS);
  writing = false;
  await writer;
  const row = {
    key: 'writes-under-load',
    label: `lecture mêlée, une modification par seconde`,
    base,
    loaded,
    ratio: loaded.rps / base.rps,
    edits,
    stale,
    failedEdits: failed,
    errors: loaded.errors + failed,
  };
  console.log(
    `${row.label} : ${Math.round(loaded.rps)} req/s (sans écriture ${Math.round(base.rps)}, ratio ${row.ratio.toFixed(2)}), p50 ${loaded.p50} ms, p99 ${loaded.p99} ms, ${edits} modifications, ${stale} réponses périmées, ${row.errors} erreurs`,
  );
  return row;
}

/** PASS/FAIL of the writes-under-load row. */
export function writesVerdicts(size, row, check) {
  check(
    `N=${size} lectures sous écritures ratio ≥ ${WRITES_BUDGETS.ratio}`,
    row.ratio >= WRITES_BUDGETS.ratio,
    row.ratio.toFixed(2),
  );
  check(`N=${size} lectures sous écritures sans réponse périmée`, row.stale === 0, String(row.stale));
  check(`N=${size} lectures sous écritures sans erreur`, row.errors === 0, String(row.errors));
  check(`N=${size} lectures sous écritures : modifications faites`, row.edits > 0, String(row.edits));
}
