import { words } from './support/articles';
import { openApiContract } from './support/openapi-contract';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Real answers of the main routes checked against the committed openapi/openapi.json: the status must be
 * documented and the body must match its schema, with no undocumented field. A DTO that says one thing
 * while the service sends another (or two DTOs sharing a schema name) fails here, not in a client.
 */
let t: TestApp;
let admin: string;
let contributor: { id: number; token: string };
const contract = openApiContract();

const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const answer = await t.api(method, path, options);
  contract.expectMatches(method, path, answer);
  return answer;
};

beforeAll(async () => {
  // Demo data: categories, tags, a contributor and nine published articles with covers, as a visitor sees them.
  t = await startTestApp();
  admin = await t.login();
  contributor = await t.createUser({ role: 'contributor' });
  const submitted = await call('POST', '/submissions', {
    token: contributor.token,
    body: { title: 'Sauvegarder un serveur Minecraft', content: words(320), short_description: 'Résumé' },
  });
  expect(submitted.status).toBe(201);
});
afterAll(() => t.close());

describe('answers of the API follow openapi/openapi.json', () => {
  it('public lists, an article, categories, settings and the contributors’ stats and ranking', async () => {
    const page = await call('GET', '/articles?limit=5');
    expect(page.body.articles.length).toBeGreaterThan(0);
    await call('GET', '/articles?category=minecraft&page=1');
    const [first] = page.body.articles as Array<{ slug: string }>;
    const article = await call('GET', `/articles/${first.slug}`);
    expect(article.body.article.slug).toBe(first.slug);
    await call('GET', '/categories');
    await call('GET', '/settings');
    await call('GET', '/site');
    await call('GET', '/health');
    const stats = await call('GET', '/contributors/stats');
    // The route once documented the submissions' counters under the same schema name.
    expect(Object.keys(stats.body.stats).sort()).toEqual([
      'avg_articles_per_contributor',
      'total_articles',
      'total_contributors',
      'total_rewards_paid',
    ]);
    const ranking = await call('GET', '/contributors/leaderboard');
    expect(ranking.body.contributors.length).toBeGreaterThan(0);
  });

  it('back-office lists and counters, for the staff and for a contributor', async () => {
    const token = admin;
    const managed = await call('GET', '/articles/all', { token });
    await call('GET', `/articles/edit/${managed.body.articles[0].id}`, { token });
    await call('GET', '/categories/all', { token });
    await call('GET', '/auth/users', { token });
    await call('GET', '/auth/me', { token });
    await call('GET', '/admin/submissions?status=pending', { token });
    await call('GET', '/admin/submissions', { token });
    await call('GET', '/admin/submissions/stats', { token });
    await call('GET', '/admin/rewards/history', { token });
    await call('GET', '/admin/rewards/settings', { token });
    const tags = await call('GET', '/profile-tags', { token });
    expect(tags.body.tags.length).toBeGreaterThan(0);
    await call('GET', `/profile-tags/user/${contributor.id}`, { token });

    const mine = await call('GET', '/submissions/my', { token: contributor.token });
    expect(mine.body.submissions).toHaveLength(1);
    const myStats = await call('GET', '/submissions/stats', { token: contributor.token });
    expect(myStats.body.stats).toHaveProperty('total_earned');
    await call('GET', '/articles/all', { token: contributor.token });
  });

  it('error answers: each status documented for its route, in the French envelope', async () => {
    expect((await call('GET', '/articles/cet-article-n-existe-pas')).status).toBe(404);
    expect((await call('GET', '/articles/all')).status).toBe(401);
    expect((await call('GET', '/auth/users', { token: contributor.token })).status).toBe(403);
    expect((await call('GET', '/articles?page=0')).status).toBe(400);
    expect((await call('PUT', '/articles/999999', { token: admin, body: { title: 'Titre', content: words(20) } })).status).toBe(
      404,
    );
  });

  it('serves the Swagger UI page declared in French', async () => {
    const page = await fetch(`${t.origin}/blog/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('swagger-ui');
  });

  it('checked a body for each of these routes', () => {
    // A call whose check was skipped would leave its route out of this list.
    expect(contract.checked.size).toBeGreaterThanOrEqual(27);
  });
});
