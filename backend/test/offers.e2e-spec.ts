import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { AffiliatesService } from '../src/offers/affiliates.service';
import { OffersRepository } from '../src/offers/offers.repository';
import { OffersSync } from '../src/offers/offers-sync';
import { startTestSandbox } from './rewards-support';
import { asReader, publishArticle, words } from './support/articles';
import { startTestApp, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/** Readers' browsers reach WHMCS here; the API is called at the sandbox's own address. */
const SHOP = 'https://boutique.example';

let sandbox: RunningSandbox;
let t: TestApp;
let adminToken: string;
let article: { id: number; slug: string };

const sync = () => t.app.get(OffersSync).run();
const cards = async () =>
  (await t.api('GET', '/offers/cards')).body.cards as Array<{ pid: number; name: string; monthly_cents: number }>;
const page = async (slug: string) => (await fetch(`${t.origin}/blog/article/${slug}`, { headers: asReader() })).text();
/** The page's text with its numeric character references read, as a browser shows it. */
const decoded = (html: string) => html.replace(/&#(\d+);/g, (_ref, code: string) => String.fromCodePoint(Number(code)));
const go = (path: string, headers: Record<string, string> = asReader()) =>
  fetch(`${t.origin}/blog/go/offre/${path}`, { headers, redirect: 'manual' });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  t = await startTestApp({ env: { WHMCS_URL: sandbox.url, WHMCS_PUBLIC_URL: SHOP, REDIS_URL: undefined } });
  adminToken = await t.login();
  const categories = await t.api('GET', '/categories');
  article = await publishArticle(t, adminToken, 'Monter son serveur Minecraft', categories.body.categories[0].id);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

beforeEach(async () => {
  sandbox.resetFaults();
  sandbox.catalogue.reset();
  expect((await sync()).ok).toBe(true);
});

describe('catalogue sync', () => {
  it('copies the plans and shows the cheapest shown game server and VPS, never the hidden one', async () => {
    const all = await t.app.get(OffersRepository).all();
    expect(all.map((product) => product.pid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all.find((product) => product.pid === 3)!.hidden).toBeTruthy();
    expect(JSON.parse(all.find((product) => product.pid === 5)!.prices)).toEqual({ monthly: 1999, annually: 19990 });
    expect(await cards()).toEqual([
      expect.objectContaining({ pid: 1, name: 'Minecraft Starter', kind: 'game', monthly_cents: 499, cycle: 'monthly' }),
      expect.objectContaining({
        pid: 7,
        name: 'VPS SSD S',
        kind: 'vps',
        monthly_cents: 599,
        features: ['2 vCPU', '4 Go de RAM', '80 Go SSD NVMe'],
      }),
    ]);
  });

  it('renders the synced plans in the article page, then their new price after a change, never the cached old one', async () => {
    const before = await page(article.slug);
    expect(before).toContain('Minecraft Starter');
    expect(before).toMatch(/À partir de 4,99\s€ \/ mois/);
    expect(before).toContain(`/blog/go/offre/1?a=${article.id}`);
    expect(before).toContain('Commander');
    // Served from the cache now.
    expect(await page(article.slug)).toMatch(/4,99\s€/);
    sandbox.catalogue.setPrice(1, 'monthly', 549);
    const outcome = await sync();
    expect(outcome).toEqual({ ok: true, changed: [1] });
    const after = await page(article.slug);
    expect(after).toMatch(/À partir de 5,49\s€ \/ mois/);
    expect(after).not.toMatch(/4,99\s€/);
  });

  it('shows in an article’s sidebar the plan of its game, and its new price after a sync', async () => {
    const { categories } = (await t.api('GET', '/categories')).body as { categories: Array<{ id: number; slug: string }> };
    const idOf = (slug: string) => categories.find((category) => category.slug === slug)!.id;
    const fivem = await publishArticle(t, adminToken, 'Monter son serveur FiveM', idOf('fivem'));
    const vps = await publishArticle(t, adminToken, 'Sécuriser son VPS', idOf('vps'));
    const answer = (await t.api('GET', '/offers/cards')).body as {
      by_category: Array<{ category_slug: string; card: { pid: number } }>;
    };
    expect(Object.fromEntries(answer.by_category.map((entry) => [entry.category_slug, entry.card.pid]))).toMatchObject({
      minecraft: 1,
      fivem: 4,
      vps: 7,
    });
    const sidebar = (html: string) => /Offre recommandée[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const fivemPage = await page(fivem.slug);
    expect(sidebar(fivemPage)).toContain('FiveM 64 joueurs');
    expect(sidebar(fivemPage)).toContain(`/blog/go/offre/4?a=${fivem.id}`);
    expect(sidebar(fivemPage)).toMatch(/À partir de 12,99\s€ \/ mois/);
    expect(sidebar(await page(vps.slug))).toContain('VPS SSD S');

    // In the cache; then the FiveM plan's price changes (not a promo card's): the page shows the new one.
    const fetchPage = (slug: string) => fetch(`${t.origin}/blog/article/${slug}`, { headers: asReader() });
    await (await fetchPage(fivem.slug)).text();
    expect((await fetchPage(fivem.slug)).headers.get('server-timing')).toBeNull();
    sandbox.catalogue.setPrice(4, 'monthly', 1399);
    expect(await sync()).toEqual({ ok: true, changed: [4] });
    expect(sidebar(await page(fivem.slug))).toMatch(/À partir de 13,99\s€ \/ mois/);
  });

  it('shows the plans on the home page, with order links counted for no article', async () => {
    const home = await (await fetch(`${t.origin}/blog/`, { headers: asReader() })).text();
    expect(home).toContain('Minecraft Starter');
    expect(home).toContain('VPS SSD S');
    expect(home).toContain('href="/blog/go/offre/7"');
    sandbox.catalogue.setHidden(7, true);
    await sync();
    const after = await (await fetch(`${t.origin}/blog/`, { headers: asReader() })).text();
    expect(after).not.toContain('VPS SSD S');
    expect(after).toContain('VPS SSD M');
  });

  it('drops a hidden plan and a removed one from the cards and the order links', async () => {
    sandbox.catalogue.setHidden(1, true);
    sandbox.catalogue.remove(7);
    await sync();
    expect((await cards()).map((card) => card.pid)).toEqual([2, 8]);
    expect((await go('1')).status).toBe(404);
    expect((await go('7')).status).toBe(404);
    const html = await page(article.slug);
    expect(html).not.toContain('Minecraft Starter');
    expect(html).toContain('Minecraft Pro');
  });

  it('keeps the last catalogue when WHMCS is down and records the failure', async () => {
    const state = await t.app.get(OffersRepository).syncState();
    sandbox.setFaults({ outage: true });
    sandbox.catalogue.setPrice(1, 'monthly', 100);
    const outcome = await sync();
    expect(outcome.ok).toBe(false);
    expect((await cards())[0]).toMatchObject({ pid: 1, monthly_cents: 499 });
    const after = await t.app.get(OffersRepository).syncState();
    expect(after!.last_error).toBeTruthy();
    expect(after!.last_success_at!.getTime()).toBe(state!.last_success_at!.getTime());
    expect(after!.last_attempt_at!.getTime()).toBeGreaterThan(state!.last_attempt_at!.getTime() - 1);
    sandbox.resetFaults();
    expect((await sync()).ok).toBe(true);
    expect((await t.app.get(OffersRepository).syncState())!.last_error).toBeNull();
  });
});

describe('« Offre » blocks', () => {
  let withBlocks: { id: number; slug: string };

  beforeAll(async () => {
    const categories = await t.api('GET', '/categories');
    const res = await t.api('POST', '/articles', {
      token: adminToken,
      body: {
        title: 'Quel VPS pour un serveur FiveM',
        content:
          '<p>Avant.</p><hr data-offer="7" data-cycle="annually" data-price="0.01" class="pub"><p>Milieu.</p><hr data-offer="3" data-cycle="monthly"><p>Après.</p>',
        category_id: categories.body.categories[0].id,
        status: 'published',
      },
    });
    expect(res.status).toBe(201);
    withBlocks = res.body.article;
  });

  it('lists the shown plans with their prices for the editor, to signed-in users only', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const res = await t.api('GET', '/offers/catalogue', { token: contributor.token });
    expect(res.status).toBe(200);
    const pids = (res.body.offers as Array<{ pid: number }>).map((offer) => offer.pid);
    expect(pids).not.toContain(3);
    expect(res.body.offers).toContainEqual(
      expect.objectContaining({ pid: 5, name: 'FiveM 128 joueurs', prices: { monthly: 1999, annually: 19990 } }),
    );
    expect((await t.api('GET', '/offers/catalogue')).status).toBe(401);
  });

  it('stores only the product id and cycle of a block', async () => {
    const edit = await t.api('GET', `/articles/edit/${withBlocks.id}`, { token: adminToken });
    expect(edit.body.article.content).toContain('<hr data-offer="7" data-cycle="annually" />');
    expect(edit.body.article.content).not.toContain('0.01');
  });

  it('renders a block as a card with the current price of its cycle and a counted order link, and drops a hidden plan', async () => {
    const html = await page(withBlocks.slug);
    expect(html).toContain('class="offer-card"');
    expect(decoded(html)).toMatch(/59,90\s€ \/ an/);
    // Written as character references, the euro sign keeps the page a one-byte string for the render.
    expect(html).toMatch(/59,90\s&#8364; \/ an/);
    expect(html).toContain(`/blog/go/offre/7?a=${withBlocks.id}&amp;c=annually`);
    expect(html).not.toContain('Minecraft Legacy');
    expect(html).toContain('Après.');
    expect(html).toMatch(/"@type":"Product","name":"VPS SSD S"[^<]*"price":"59.90","priceCurrency":"EUR"/);
    const answer = await t.api('GET', `/articles/${withBlocks.slug}`);
    expect(answer.body.article.offers).toEqual([{ pid: 7, name: 'VPS SSD S', price_cents: 5990, cycle: 'annually' }]);
  });

  it('shows a new price after a sync that changes only that plan, and nothing once the plan is hidden', async () => {
    await page(withBlocks.slug);
    sandbox.catalogue.setPrice(7, 'annually', 5490);
    expect(await sync()).toEqual({ ok: true, changed: [7] });
    const html = await page(withBlocks.slug);
    expect(decoded(html)).toMatch(/54,90\s€ \/ an/);
    expect(decoded(html)).not.toMatch(/59,90\s€/);
    sandbox.catalogue.setHidden(7, true);
    await sync();
    const hidden = await page(withBlocks.slug);
    expect(hidden).not.toContain('offer-card');
    expect(hidden).not.toContain('"@type":"Product"');
    expect(hidden).toContain('Milieu.');
  });
});

describe('order links', () => {
  it('redirects only to a known, shown plan on the configured WHMCS host', async () => {
    const res = await go(`7?a=${article.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SHOP}/cart.php?a=add&pid=7&billingcycle=monthly`);
    expect((await go('5?c=annually')).headers.get('location')).toBe(`${SHOP}/cart.php?a=add&pid=5&billingcycle=annually`);
    // A cycle the plan is not sold for: the card's own.
    expect((await go('5?c=quarterly')).headers.get('location')).toBe(`${SHOP}/cart.php?a=add&pid=5&billingcycle=monthly`);
    for (const path of ['999', '3', '7?c=https://evil.example', 'https:%2F%2Fevil.example']) {
      const refused = await go(path);
      if (refused.status === 302) expect(refused.headers.get('location')!.startsWith(`${SHOP}/cart.php?`)).toBe(true);
      else expect([400, 404]).toContain(refused.status);
    }
    const unknown = await go('999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: 'offer.notFound' });
  });

  it('leads a browser to the plan in the WHMCS cart', async () => {
    const local = await startTestApp({ env: { WHMCS_URL: sandbox.url, WHMCS_PUBLIC_URL: undefined, REDIS_URL: undefined } });
    try {
      await local.app.get(OffersSync).run();
      const res = await fetch(`${local.origin}/blog/go/offre/4`, { headers: asReader() });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('FiveM 64 joueurs');
      expect(sandbox.catalogue.recordedVisits().at(-1)).toMatchObject({ page: 'cart', pid: 4, billingcycle: 'monthly' });
    } finally {
      await local.close();
    }
  });

  it('counts a click per article, plan and day, once per reader and hour, never a robot', async () => {
    const repository = t.app.get(OffersRepository);
    const countOf = async (articleId: number, pid: number) =>
      (await repository.clicks())
        .filter((row) => row.article_id === articleId && row.product_id === pid)
        .reduce((sum, row) => sum + row.clicks, 0);
    await go(`8?a=${article.id}`, asReader(1));
    await go(`8?a=${article.id}`, asReader(1));
    expect(await countOf(article.id, 8)).toBe(1);
    await go(`8?a=${article.id}`, asReader(2));
    expect(await countOf(article.id, 8)).toBe(2);
    await go(`8?a=${article.id}`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await go(`8?a=${article.id}`, {});
    expect(await countOf(article.id, 8)).toBe(2);
    // From a page that is no published article: counted without one.
    await go('8?a=987654', asReader(3));
    await go('8?a=abc', asReader(4));
    expect(await countOf(987654, 8)).toBe(0);
    expect(await countOf(0, 8)).toBe(2);
  });

  it('answers with the API’s own headers, and stops counting for an article once it is unpublished', async () => {
    const repository = t.app.get(OffersRepository);
    const countOf = async (articleId: number) =>
      (await repository.clicks())
        .filter((row) => row.article_id === articleId && row.product_id === 1)
        .reduce((sum, row) => sum + row.clicks, 0);
    const categoryId = (await t.api('GET', '/categories')).body.categories[0].id as number;
    const shortLived = await publishArticle(t, adminToken, 'Offre du moment', categoryId);
    const res = await go(`1?a=${shortLived.id}&c=monthly`, asReader(20));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SHOP}/cart.php?a=add&pid=1&billingcycle=monthly`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await countOf(shortLived.id)).toBe(1);

    const body = { title: 'Offre du moment', content: words(50), category_id: categoryId, status: 'draft' };
    expect((await t.api('PUT', `/articles/${shortLived.id}`, { token: adminToken, body })).status).toBe(200);
    await go(`1?a=${shortLived.id}&c=monthly`, asReader(21));
    expect(await countOf(shortLived.id)).toBe(1);
    // A duplicated parameter is no article, as Fastify reads it.
    expect((await go(`1?a=${article.id}&a=${article.id}`, asReader(22))).status).toBe(302);
    expect((await go('01', asReader(22))).status).toBe(302);
  });
});

describe('affiliate programme', () => {
  it('refuses an author without a WHMCS client', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const res = await t.api('POST', '/affiliate', { token: contributor.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('affiliate.noClient');
    expect((await t.api('GET', '/affiliate', { token: contributor.token })).body).toMatchObject({
      has_client: false,
      affiliate: null,
    });
  });

  it('activates the author’s own client, sends the order links of their articles through WHMCS’s affiliate link and shows clicks and figures', async () => {
    const customer = await t.api('POST', '/whmcs/auth', { body: { email: 'client@demo.local', password: 'Client!2345' } });
    const token = customer.body.token as string;
    const categories = await t.api('GET', '/categories');
    const submitted = await t.api('POST', '/submissions', {
      token,
      body: {
        title: 'Mon serveur Rust',
        content: words(320),
        short_description: 'Retour',
        category_id: categories.body.categories[0].id,
      },
    });
    expect(submitted.status).toBe(201);
    expect(
      (await t.api('PUT', `/admin/submissions/${submitted.body.submission.id}/approve`, { token: adminToken, body: {} })).status,
    ).toBe(200);
    const articleId = submitted.body.submission.article_id as number;
    // The publication's reward credited first: nothing else but joining may change the links below.
    await waitFor(async () => {
      const history = await t.api('GET', '/admin/rewards/history?limit=50', { token: adminToken });
      return history.body.history.some(
        (r: { article_title: string; status: string }) => r.article_title === 'Mon serveur Rust' && r.status === 'credited',
      );
    });
    // Before the author joins, the link goes to the cart.
    expect((await go(`6?a=${articleId}`, asReader(8))).headers.get('location')).toBe(
      `${SHOP}/cart.php?a=add&pid=6&billingcycle=monthly`,
    );

    // A client id in the body changes nothing: only the account's own client is activated.
    const joined = await t.api('POST', '/affiliate', { token, body: { client_id: 999 } });
    expect(joined.status).toBe(200);
    expect(joined.body.affiliate).toMatchObject({ affiliate_id: 1, visitors: 0, balance_cents: 0 });
    expect(sandbox.catalogue.allAffiliates()).toEqual([
      expect.objectContaining({ id: 1, clientId: customer.body.user.whmcs_client_id }),
    ]);
    expect((await t.api('POST', '/affiliate', { token })).body.affiliate.affiliate_id).toBe(1);

    const res = await go(`6?a=${articleId}`, asReader(7));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SHOP}/aff.php?aff=1&pid=6`);
    // Another author's article keeps the plain cart link.
    expect((await go(`6?a=${article.id}`, asReader(7))).headers.get('location')).toBe(
      `${SHOP}/cart.php?a=add&pid=6&billingcycle=monthly`,
    );

    await fetch(`${sandbox.url}/aff.php?aff=1&pid=6`, { redirect: 'manual' });
    sandbox.catalogue.creditAffiliate(1, 750, 200);
    expect(await t.app.get(AffiliatesService).refreshAll()).toEqual({ refreshed: 1, failed: 0 });
    const stats = await t.api('GET', '/affiliate', { token });
    expect(stats.body).toMatchObject({
      has_client: true,
      affiliate: { affiliate_id: 1, visitors: 1, balance_cents: 550, withdrawn_cents: 200 },
      clicks: [{ article_id: articleId, title: 'Mon serveur Rust', product_id: 6, product_name: 'Rust Standard', clicks: 2 }],
    });
  });
});

describe('the offers for admins (/admin/offers)', () => {
  it('shows the catalogue, its last sync, the card choices and the articles whose plan disappeared', async () => {
    const orphan = await t.api('POST', '/articles', {
      token: adminToken,
      body: {
        title: 'Article avec une offre masquée',
        content: `${words(40)}<hr data-offer="3" data-cycle="monthly">`,
        status: 'draft',
      },
    });
    expect(orphan.status).toBe(201);
    const res = await t.api('GET', '/admin/offers', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.sync.last_success_at).not.toBeNull();
    expect(res.body.sync.last_error).toBeNull();
    expect(res.body.offers).toHaveLength(8);
    expect(res.body.offers.find((o: { pid: number }) => o.pid === 3)).toMatchObject({ state: 'hidden' });
    expect(res.body.offers.find((o: { pid: number }) => o.pid === 1)).toMatchObject({ state: 'shown', monthly_cents: 499 });
    expect(res.body.cards).toEqual({ game: null, vps: null });
    expect(res.body.orphans).toContainEqual(
      expect.objectContaining({ article_id: orphan.body.article.id, pid: 3, plan_name: 'Minecraft Legacy', status: 'draft' }),
    );
  });

  it('lets an admin choose the plan of a card, only a shown plan of its kind, and go back to the cheapest', async () => {
    const chosen = await t.api('PUT', '/admin/offers/cards', { token: adminToken, body: { game: 5 } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.cards).toEqual({ game: 5, vps: null });
    expect((await cards()).map((c) => c.pid)).toEqual([5, 7]);
    for (const body of [{ game: 7 }, { game: 3 }, { vps: 999 }]) {
      const refused = await t.api('PUT', '/admin/offers/cards', { token: adminToken, body });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('offer.cardPlanUnknown');
    }
    // A chosen plan hidden later: the card falls back to the cheapest of its kind.
    sandbox.catalogue.setHidden(5, true);
    await sync();
    expect((await cards()).map((c) => c.pid)).toEqual([1, 7]);
    expect((await t.api('PUT', '/admin/offers/cards', { token: adminToken, body: { game: null } })).body.cards).toEqual({
      game: null,
      vps: null,
    });
  });

  it('synchronises on demand, and shows why when WHMCS is down', async () => {
    sandbox.setFaults({ outage: true });
    const failed = await t.api('POST', '/admin/offers/sync', { token: adminToken });
    expect(failed.status).toBe(200);
    expect(failed.body.sync.last_error).toBeTruthy();
    expect(failed.body.offers).toHaveLength(8);
    sandbox.resetFaults();
    const ok = await t.api('POST', '/admin/offers/sync', { token: adminToken });
    expect(ok.body.sync.last_error).toBeNull();
  });
});
