// The invalidation row of `npm run bench`: an admin publishes, edits, then withdraws an article while
// an unrelated article page (another category, another author) sits in the cache. After each answered
// write that page must still be a cache hit (no render's Server-Timing), showing the new article among
// its recent ones only while it is published, and the lists that show the article must be up to date.

const TITLE = 'Article du banc d’invalidation';

async function read(origin, path) {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`);
  const body = await res.text();
  return { status: res.status, body, rendered: res.headers.has('server-timing'), ms: performance.now() - started };
}

/** `context`: { size, api, token }. One row: hits kept, stale answers, the time of each kept hit. */
export async function invalidationRow({ size, api, token }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // An old article (never among the recent ones) of one category, and a category other than its own.
  const unrelated = `/blog/article/guide-serveur-${Math.max(2, Math.floor(size / 3))}`;
  const { article } = await (await fetch(`${api.origin}/blog/api/articles/${unrelated.split('/').pop()}`)).json();
  const { categories } = await (await fetch(`${api.origin}/blog/api/categories`)).json();
  const target = categories.find((c) => c.id !== article.category_id);
  const lists = ['/blog/', `/blog/category/${target.slug}`, '/blog/api/articles?limit=12', '/blog/rss.xml'];
  for (const path of [unrelated, unrelated, ...lists]) await read(api.origin, path);

  const checks = [];
  let stale = 0;
  let errors = 0;
  const after = async (step, shown, slug) => {
    const page = await read(api.origin, unrelated);
    const inRecent = page.body.includes(`/blog/article/${slug}"`);
    if (page.status !== 200) errors += 1;
    if (inRecent !== shown) stale += 1;
    for (const path of lists) {
      const list = await read(api.origin, path);
      if (list.body.includes(slug) !== shown) stale += 1;
    }
    const own = await read(api.origin, `/blog/article/${slug}`);
    if ((own.status === 200) !== shown) stale += 1;
    checks.push({ step, hit: !page.rendered, ms: page.ms });
  };

  const body = (status, title = TITLE) => ({
    title,
    content: `<p>${Array.from({ length: 120 }, (_, i) => `mot${i}`).join(' ')}</p>`,
    category_id: target.id,
    status,
  });
  const created = await fetch(`${api.origin}/blog/api/articles`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body('published')),
  });
  if (!created.ok) throw new Error(`Publication impossible : ${created.status}`);
  const { article: published } = await created.json();
  await after('publication', true, published.slug);
  const edit = async (status, title) => {
    const res = await fetch(`${api.origin}/blog/api/articles/${published.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body(status, title), slug: published.slug }),
    });
    if (!res.ok) throw new Error(`Modification impossible : ${res.status}`);
  };
  await edit('published', `${TITLE} (modifié)`);
  await after('modification', true, published.slug);
  await edit('draft');
  await after('retrait', false, published.slug);

  const row = {
    key: 'invalidation',
    label: 'page d’article sans rapport à travers publication, modification, retrait',
    checks,
    hits: checks.filter((c) => c.hit).length,
    stale,
    errors,
  };
  console.log(
    `${row.label} : ${row.hits}/${checks.length} servies par le cache (${checks.map((c) => `${c.step} ${c.hit ? 'hit' : 'rendue'} ${c.ms.toFixed(1)} ms`).join(', ')}), ${stale} réponse(s) périmée(s), ${errors} erreur(s)`,
  );
  return row;
}

/** PASS/FAIL of the invalidation row. */
export function invalidationVerdicts(size, row, check) {
  check(
    `N=${size} invalidation précise : page sans rapport servie par le cache après chaque écriture`,
    row.hits === row.checks.length,
    `${row.hits}/${row.checks.length}`,
  );
  check(
    `N=${size} invalidation précise sans réponse périmée`,
    row.stale === 0 && row.errors === 0,
    `${row.stale} périmée(s), ${row.errors} erreur(s)`,
  );
}
