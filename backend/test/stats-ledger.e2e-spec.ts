import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { DataSource } from 'typeorm';
import { ArticleViewCounter } from '../src/articles/article-view-counter';
import { parisDay } from '../src/common/text/paris-day';
import { ledgerErrors } from '../src/i18n/errors';
import { csvField } from '../src/common/text/csv';
import { registerCustomer, startTestSandbox, submitArticle, waitFor } from './rewards-support';
import { asReader } from './support/articles';
import { DEMO_ADMIN_EMAIL, startTestApp, type TestApp } from './support/test-app';

/** Reads back a French CSV: `;` separators, quoted fields with doubled quotes, CRLF lines, BOM first. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

async function dayViews(db: DataSource, articleId: number, day: string): Promise<number> {
  const sqlite = db.options.type === 'better-sqlite3';
  const rows = await db.query<{ views: number }[]>(
    `SELECT views FROM article_views_daily WHERE article_id = ? AND ${sqlite ? 'day' : "DATE_FORMAT(day, '%Y-%m-%d')"} = ?`,
    [articleId, day],
  );
  return Number(rows[0]?.views ?? 0);
}

describe('statistics, rewards ledger and the WHMCS check', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;
  let admin: string;
  let db: DataSource;
  let author: Awaited<ReturnType<typeof registerCustomer>>;
  let other: Awaited<ReturnType<typeof registerCustomer>>;
  const articles: { id: number; slug: string; rewardId: number; title: string }[] = [];

  const alterCredit = async (body: Record<string, unknown>) => {
    const res = await fetch(`${sandbox.url}/__sandbox/credits/alter`, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  };

  const creditOf = (rewardId: number) =>
    sandbox.state().credits.filter((credit) => new RegExp(`:${rewardId}\\)$`).test(credit.description));

  const runCheck = async () => {
    const started = await t.api('POST', '/admin/rewards/ledger/check', { token: admin });
    expect(started.status).toBe(200);
    const id = started.body.check.id as number;
    return waitFor(
      async () => {
        const res = await t.api('GET', '/admin/rewards/ledger/check', { token: admin });
        return res.body.check?.id === id && res.body.check.status !== 'running' ? res.body.check : null;
      },
      30000,
      'fin de la vérification',
    );
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = await startTestApp({ env: { REDIS_URL: undefined, WHMCS_URL: sandbox.url } });
    admin = await t.login();
    db = t.app.get(DataSource);
    author = await registerCustomer(t, 'stats');
    other = await registerCustomer(t, 'other');
    for (const [who, title] of [
      [author, 'Statistiques un'],
      [author, 'Statistiques « deux » ; avec point-virgule'],
      [author, '=Statistiques trois'],
      [other, 'Article d’un autre'],
    ] as const) {
      const s = await submitArticle(t, who.token, title);
      expect((await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: admin, body: {} })).status).toBe(200);
      const article = (await t.api('GET', `/articles/edit/${s.article_id}`, { token: admin })).body.article;
      articles.push({ id: s.article_id, slug: article.slug, rewardId: 0, title });
    }
    await waitFor(
      async () => {
        const res = await t.api('GET', '/admin/rewards/ledger?status=credited', { token: admin });
        return res.body.pagination.total === 4;
      },
      30000,
      'récompenses créditées',
    );
    const ledger = await t.api('GET', '/admin/rewards/ledger?limit=100', { token: admin });
    for (const article of articles)
      article.rewardId = ledger.body.rewards.find((r: { article_id: number }) => r.article_id === article.id).id;
  }, 120000);

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('counts views through uncached and cached API reads and page loads into the Paris day, written by the batched flush', async () => {
    const counter = t.app.get(ArticleViewCounter);
    const [first] = articles;
    await counter.flush();
    const today = parisDay();
    const before = await dayViews(db, first!.id, today);
    for (let i = 0; i < 3; i++)
      expect((await t.api('GET', `/articles/${first!.slug}`, { headers: asReader(i) })).status).toBe(200);
    for (let i = 3; i < 5; i++)
      expect((await fetch(`${t.origin}/blog/article/${first!.slug}`, { headers: asReader(i) })).status).toBe(200);
    // Nothing is written per request: the counts wait in memory for the flush.
    expect(await dayViews(db, first!.id, today)).toBe(before);
    // 23:30 UTC on a winter evening is already the next day in Paris.
    counter.count(first!.id, new Date('2026-01-14T23:30:00Z'));
    await counter.flush();
    expect(await dayViews(db, first!.id, today)).toBe(before + 5);
    expect(await dayViews(db, first!.id, '2026-01-15')).toBe(1);
    expect(await dayViews(db, first!.id, '2026-01-14')).toBe(0);

    const mine = await t.api('GET', '/admin/stats/me?period=30', { token: author.token });
    expect(mine.status).toBe(200);
    const stats = mine.body.stats;
    expect(stats.views_per_day).toHaveLength(30);
    expect(stats.views_per_day.at(-1)).toEqual({ day: today, views: before + 5 });
    expect(stats.articles.map((a: { title: string }) => a.title).sort()).toEqual(
      articles
        .slice(0, 3)
        .map((a) => a.title)
        .sort(),
    );
    const one = stats.articles.find((a: { id: number }) => a.id === first!.id);
    expect(one.views_30_days).toBe(before + 5);
    expect(one.reward).toEqual({ amount: 1, currency: 'EUR', status: 'credited' });
    expect(stats.totals.earned).toEqual([{ currency: 'EUR', amount: 3 }]);
    expect(stats.rank).toBeGreaterThanOrEqual(1);
    expect(stats.earnings_per_month.at(-1)).toEqual({ month: today.slice(0, 7), currency: 'EUR', amount: 3 });

    const blog = await t.api('GET', '/admin/stats/blog?period=90', { token: admin });
    expect(blog.status).toBe(200);
    expect(blog.body.stats.views_per_day).toHaveLength(90);
    expect(blog.body.stats.top_articles.map((a: { id: number }) => a.id)).toContain(first!.id);
    expect(blog.body.stats.top_contributors.map((c: { id: number }) => c.id)).toContain(author.userId);
    // The blog's days are sums of the per-author days: the same as its articles' days.
    const viewed = await db.query<{ article_id: number }[]>('SELECT DISTINCT article_id FROM article_views_daily');
    const sum = (list: number[]) => list.reduce((n, v) => n + v, 0);
    const dayOf = (ids: number[]) => Promise.all(ids.map((id) => dayViews(db, Number(id), today))).then(sum);
    expect(blog.body.stats.views_per_day.find((d: { day: string }) => d.day === today).views).toBe(
      await dayOf(viewed.map((row) => row.article_id)),
    );
    expect(
      blog.body.stats.submissions_per_week.reduce((n: number, w: { received: number }) => n + w.received, 0),
    ).toBeGreaterThanOrEqual(4);
    expect(blog.body.stats.median_decision_hours).toBeGreaterThanOrEqual(0);
  });

  it("keeps each author's daily sums equal to their articles' days, through views and a deletion", async () => {
    const counter = t.app.get(ArticleViewCounter);
    const sqlite = db.options.type === 'better-sqlite3';
    const day = sqlite ? 'day' : "DATE_FORMAT(day, '%Y-%m-%d')";
    const sums = async () => {
      const [byArticle] = await db.query<{ views: number | null }[]>(
        `SELECT SUM(d.views) AS views FROM article_views_daily d JOIN articles a ON a.id = d.article_id WHERE a.author_id = ? AND ${day.replace('day', 'd.day')} = ?`,
        [author.userId, '2026-02-01'],
      );
      const [byAuthor] = await db.query<{ views: number | null }[]>(
        `SELECT views FROM author_views_daily WHERE author_id = ? AND ${day} = ?`,
        [author.userId, '2026-02-01'],
      );
      return { byArticle: Number(byArticle?.views ?? 0), byAuthor: Number(byAuthor?.views ?? 0) };
    };
    const [, second, third] = articles;
    const noon = new Date('2026-02-01T12:00:00Z');
    for (let i = 0; i < 3; i++) counter.count(second!.id, noon);
    for (let i = 0; i < 2; i++) counter.count(third!.id, noon);
    counter.count(articles[3]!.id, noon);
    await counter.flush();
    expect(await sums()).toEqual({ byArticle: 5, byAuthor: 5 });

    const extra = await submitArticle(t, author.token, 'Statistiques à supprimer');
    counter.count(extra.article_id, noon);
    counter.count(extra.article_id, noon);
    await counter.flush();
    expect(await sums()).toEqual({ byArticle: 7, byAuthor: 7 });
    expect((await t.api('DELETE', `/articles/${extra.article_id}`, { token: admin })).status).toBe(200);
    expect(await sums()).toEqual({ byArticle: 5, byAuthor: 5 });
  });

  it('lets a contributor read only their own numbers and no one but admins read the ledger', async () => {
    const theirs = await t.api('GET', '/admin/stats/me', { token: other.token });
    expect(theirs.body.stats.articles.map((a: { title: string }) => a.title)).toEqual(['Article d’un autre']);
    expect((await t.api('GET', '/admin/stats/blog', { token: author.token })).status).toBe(403);
    expect((await t.api('GET', '/admin/rewards/ledger', { token: author.token })).status).toBe(403);
    expect((await t.api('GET', '/admin/rewards/ledger/csv', { token: author.token })).status).toBe(403);
    expect((await t.api('POST', '/admin/rewards/ledger/check', { token: author.token })).status).toBe(403);
    expect((await t.api('GET', '/admin/stats/me')).status).toBe(401);
    expect((await t.api('GET', '/admin/stats/me?period=12', { token: author.token })).status).toBe(400);
  });

  it('filters the ledger and exports it as a French CSV of rows only, each with its WHMCS credit, the totals on the screen', async () => {
    const filtered = await t.api('GET', `/admin/rewards/ledger?user_id=${author.userId}&status=credited&from=${parisDay()}`, {
      token: admin,
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.pagination.total).toBe(3);
    expect(filtered.body.totals).toEqual([{ status: 'credited', currency: 'EUR', count: 3, amount: 3 }]);
    expect((await t.api('GET', '/admin/rewards/ledger?to=2020-01-01', { token: admin })).body.pagination.total).toBe(0);

    const res = await fetch(`${t.origin}/blog/api/admin/rewards/ledger/csv?user_id=${author.userId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="registre-recompenses-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'N°',
      'Créée le',
      'Contributeur',
      'Article',
      'Montant',
      'Devise',
      'Statut',
      'Créditée le',
      'Client WHMCS',
      'Crédit WHMCS',
    ]);
    // Nothing but one row per reward: no blank line, no totals block, every line as wide as the header.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows).toHaveLength(1 + 3);
    for (const row of rows) expect(row).toHaveLength(rows[0]!.length);
    expect(rows.some((row) => row[0] === 'Total')).toBe(false);
    const body = rows.slice(1);
    expect(body.map((row) => row[3]).sort()).toEqual(
      ['Statistiques un', 'Statistiques « deux » ; avec point-virgule', "'=Statistiques trois"].sort(),
    );
    const credits = sandbox.state().credits;
    for (const row of body) {
      expect(row[4]).toBe('1,00');
      expect(row[6]).toBe('Crédité');
      expect(row[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(row[8]).toBe(String(author.clientId));
      // The marker the check finds the credit by: exactly one credit in WHMCS ends with it.
      expect(row[9]).toMatch(new RegExp(`^blog-reward:[0-9a-f]{12}:${row[0]}$`));
      expect(credits.filter((credit) => credit.description.endsWith(`(${row[9]})`))).toHaveLength(1);
    }
    const sum = body.reduce((cents, row) => cents + Number(row[4]!.replace(',', '')), 0);
    expect(sum).toBe(300);
  });

  it('neutralises full-width formula signs, tab and carriage return at the start of a CSV cell, and leaves no credit on uncredited rows', async () => {
    // Given up rewards (never sent again unless an admin retries), titled as a formula would start.
    const titles = ['\uFF1DSOMME(A1)', '\uFF0B1+1', '\uFF0D1+1', '\uFF20SOMME(A1)', '\tTab', '\rRetour', '+33 6', '@cmd'];
    for (const [i, title] of titles.entries())
      await db.query(
        'INSERT INTO rewards (article_id, article_title, user_id, whmcs_client_id, amount_cents, currency, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [800_000 + i, title, other.userId, other.clientId, 100, 'EUR', 'failed'],
      );
    const res = await fetch(`${t.origin}/blog/api/admin/rewards/ledger/csv?status=failed&user_id=${other.userId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()));
    const body = rows.slice(1);
    expect(body.map((row) => row[3]).sort()).toEqual(titles.map((title) => `'${title}`).sort());
    for (const row of body) {
      expect(row).toHaveLength(rows[0]!.length);
      expect(row[6]).toBe('Échec');
      expect(row[9]).toBe('');
    }
    expect(csvField('Titre ＝ ordinaire')).toBe('Titre ＝ ordinaire');
    await db.query('DELETE FROM rewards WHERE article_id >= ? AND article_id < ?', [800_000, 800_100]);
  });

  it('refuses impossible dates in the ledger filters with a French message', async () => {
    for (const path of [
      '/admin/rewards/ledger?from=2026-02-30',
      '/admin/rewards/ledger?to=2026-13-01',
      '/admin/rewards/ledger/csv?from=2026-02-30',
      '/admin/rewards/ledger/csv?to=2025-02-29',
    ]) {
      const res = await t.api('GET', path, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: ledgerErrors.dayImpossible.text, code: 'ledger.dayImpossible' });
    }
    expect((await t.api('GET', '/admin/rewards/ledger?from=2028-02-29', { token: admin })).status).toBe(200);
    const format = await t.api('GET', '/admin/rewards/ledger?from=30/02/2026', { token: admin });
    expect(format.body).toMatchObject({ error: ledgerErrors.dayFormat.text, code: 'ledger.dayFormat' });
  });

  it('finds nothing on a clean ledger, then a deleted credit, a duplicated one and a changed amount, and tells the admins', async () => {
    const clean = await runCheck();
    expect(clean).toMatchObject({ status: 'done', total: 4, checked: 4, mismatch_count: 0, mismatches: [] });

    const [deleted, duplicated, changed] = articles;
    await alterCredit({ id: creditOf(deleted!.rewardId)[0]!.id, action: 'delete' });
    await alterCredit({ id: creditOf(duplicated!.rewardId)[0]!.id, action: 'duplicate' });
    await alterCredit({ id: creditOf(changed!.rewardId)[0]!.id, action: 'amount', amount: '2.50' });

    const found = await runCheck();
    expect(found.status).toBe('done');
    expect(found.mismatch_count).toBe(3);
    const byReward = new Map(found.mismatches.map((m: { reward_id: number }) => [m.reward_id, m]));
    expect(byReward.get(deleted!.rewardId)).toMatchObject({ kind: 'missing', whmcs_amounts: [] });
    expect(byReward.get(duplicated!.rewardId)).toMatchObject({ kind: 'duplicate', whmcs_amounts: [1, 1] });
    expect(byReward.get(changed!.rewardId)).toMatchObject({ kind: 'amount', amount: 1, whmcs_amounts: [2.5] });

    // Reported, never corrected: the rewards stay credited and WHMCS keeps what it had.
    const ledger = await t.api('GET', '/admin/rewards/ledger?status=credited', { token: admin });
    expect(ledger.body.pagination.total).toBe(4);
    expect(ledger.body.last_check.id).toBe(found.id);
    expect(creditOf(duplicated!.rewardId)).toHaveLength(2);

    const notes = await t.api('GET', '/notifications', { token: admin });
    expect(
      notes.body.notifications
        .filter((n: { kind: string }) => n.kind === 'reward_mismatch')
        .map((n: { title: string }) => n.title),
    ).toEqual(['Vérification WHMCS : 3 écarts trouvés']);
  });

  it('flags the mismatched rows in the ledger and lets an admin, and only an admin, mark one as seen with a comment', async () => {
    const [deleted, duplicated, changed, clean] = articles;
    const entries = async () => {
      const res = await t.api('GET', '/admin/rewards/ledger?limit=100', { token: admin });
      return new Map<number, { mismatch: unknown; display_name: string | null }>(
        res.body.rewards.map((r: { id: number }) => [r.id, r]),
      );
    };
    const before = await entries();
    expect(before.get(deleted!.rewardId)?.mismatch).toMatchObject({ kind: 'missing', review: null });
    expect(before.get(duplicated!.rewardId)?.mismatch).toMatchObject({ kind: 'duplicate', review: null });
    expect(before.get(changed!.rewardId)?.mismatch).toMatchObject({ kind: 'amount', review: null });
    expect(before.get(clean!.rewardId)?.mismatch).toBeNull();

    const path = `/admin/rewards/ledger/${duplicated!.rewardId}/mismatch-review`;
    const body = { comment: '  Doublon vu avec la comptabilité, repris à la main  ' };
    const redacteur = await t.createUser({ role: 'redacteur', email: `redac-ledger-${Date.now()}@example.com` });
    expect((await t.api('PUT', path, { token: author.token, body })).status).toBe(403);
    expect((await t.api('PUT', path, { token: redacteur.token, body })).status).toBe(403);
    expect((await t.api('PUT', path, { body })).status).toBe(401);
    const empty = await t.api('PUT', path, { token: admin, body: { comment: '   ' } });
    expect(empty.body).toMatchObject({ success: false, error: ledgerErrors.commentRequired.text });
    const none = await t.api('PUT', `/admin/rewards/ledger/${clean!.rewardId}/mismatch-review`, { token: admin, body });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(ledgerErrors.mismatchNotFound.text);

    const startedAt = Date.now() - 1000;
    const marked = await t.api('PUT', path, { token: admin, body });
    expect(marked.status).toBe(200);
    const [me] = await db.query<{ id: number; name: string }[]>(
      "SELECT id, COALESCE(NULLIF(display_name, ''), username) AS name FROM users WHERE email = ?",
      [DEMO_ADMIN_EMAIL],
    );
    expect(marked.body.mismatch).toMatchObject({
      kind: 'duplicate',
      review: { comment: 'Doublon vu avec la comptabilité, repris à la main' },
    });
    const review = marked.body.mismatch.review;
    expect(review).toMatchObject({ reviewed_by: Number(me!.id), reviewer_name: me!.name });
    expect(Date.parse(review.reviewed_at)).toBeGreaterThanOrEqual(startedAt);
    expect(Date.parse(review.reviewed_at)).toBeLessThanOrEqual(Date.now() + 1000);

    // Stored, shown on the ledger, and still seen when the next check finds the same mismatch.
    const [row] = await db.query<{ comment: string; reviewed_by: number; kind: string }[]>(
      'SELECT comment, reviewed_by, kind FROM reward_mismatch_reviews WHERE reward_id = ?',
      [duplicated!.rewardId],
    );
    expect(row).toMatchObject({ comment: 'Doublon vu avec la comptabilité, repris à la main', kind: 'duplicate' });
    expect(Number(row!.reviewed_by)).toBe(review.reviewed_by);
    await runCheck();
    const after = await entries();
    expect(after.get(duplicated!.rewardId)?.mismatch).toMatchObject({ kind: 'duplicate', review });
    expect(after.get(deleted!.rewardId)?.mismatch).toMatchObject({ kind: 'missing', review: null });
  });

  it('lists mismatches with the display name of the contributor', async () => {
    await db.query('UPDATE users SET display_name = ? WHERE id = ?', ['Camille Auteur', author.userId]);
    const found = await runCheck();
    for (const mismatch of found.mismatches.filter((m: { whmcs_client_id: number }) => m.whmcs_client_id === author.clientId))
      expect(mismatch.display_name).toBe('Camille Auteur');
  });

  it('does not take a title that ends like a marker for a credit', async () => {
    const forged = articles[3]!;
    await alterCredit({ id: creditOf(forged.rewardId)[0]!.id, action: 'delete' });
    // A credit whose description only mentions the marker inside its text is not the reward's credit.
    const found = await runCheck();
    expect(found.mismatches.find((m: { reward_id: number }) => m.reward_id === forged.rewardId)).toMatchObject({
      kind: 'missing',
    });
  });

  it('checks a ledger larger than a page, keeps the first mismatches in full and counts them all', async () => {
    const before = await runCheck();
    // Credited here, never sent to WHMCS: past one page of rewards for one client, and some without a client.
    const extra = 1210;
    const rows = Array.from({ length: extra }, (_, i) => [
      900_000 + i,
      `Article importé ${i}`,
      author.userId,
      i < 1100 ? author.clientId : null,
      100,
      'EUR',
      'credited',
    ]);
    for (let i = 0; i < rows.length; i += 200) {
      const batch = rows.slice(i, i + 200);
      await db.query(
        `INSERT INTO rewards (article_id, article_title, user_id, whmcs_client_id, amount_cents, currency, status) VALUES ${batch
          .map(() => '(?, ?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        batch.flat(),
      );
    }
    const found = await runCheck();
    expect(found).toMatchObject({
      status: 'done',
      total: before.total + extra,
      checked: before.total + extra,
      mismatch_count: before.mismatch_count + extra,
    });
    expect(found.mismatches).toHaveLength(200);

    // The export goes out page after page of rewards: every one of them, and nothing else.
    const csv = await fetch(`${t.origin}/blog/api/admin/rewards/ledger/csv?status=credited`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    const lines = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer()));
    const ids = lines.slice(1).filter((line) => /^\d+$/.test(line[0]!));
    expect(ids).toHaveLength(before.total + extra);
    expect(lines).toHaveLength(1 + before.total + extra);
    for (const line of lines) expect(line).toHaveLength(10);
    // A bad filter is refused before anything is sent.
    const refused = await t.api('GET', '/admin/rewards/ledger/csv?from=hier', { token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(new Set(found.mismatches.map((m: { reward_id: number }) => m.reward_id)).size).toBe(200);
    const notes = await t.api('GET', '/notifications', { token: admin });
    expect(notes.body.notifications.map((n: { title: string }) => n.title)).toContain(
      `Vérification WHMCS : ${before.mismatch_count + extra} écarts trouvés`,
    );
  });
});
