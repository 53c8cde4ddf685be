import { DataSource } from 'typeorm';
import { User } from '../src/users/entities/user.entity';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let db: DataSource;

beforeAll(async () => {
  // No demo data: the ranking is checked against exactly the contributors made here.
  t = await startTestApp({ demo: false });
  db = t.app.get(DataSource);
  const users = db.getRepository(User);
  const { PasswordHasher } = await import('../src/users/password-hasher');
  await users.save(
    users.create({
      username: 'admin',
      email: 'admin@demo.local',
      role: 'admin',
      password_hash: await t.app.get(PasswordHasher).hash('Admin!2345'),
    }),
  );
  admin = await t.login();
});
afterAll(() => t.close());

async function contributor(fields: Partial<User>) {
  const created = await t.createUser({ role: 'contributor', username: fields.username });
  await db.getRepository(User).update({ id: created.id }, fields);
  return created.id;
}

describe('contributor ranking', () => {
  it('is empty with no contributors', async () => {
    expect((await t.api('GET', '/contributors/leaderboard')).body).toEqual({ success: true, contributors: [] });
    expect((await t.api('GET', '/contributors/stats')).body).toEqual({
      success: true,
      stats: { total_contributors: 0, total_articles: 0, total_rewards_paid: 0, avg_articles_per_contributor: 0 },
    });
  });

  it('ranks contributors by published articles then earnings, with tags and no email', async () => {
    const low = await contributor({ username: 'petit', articles_approved: 1, total_rewards_cents: 100 });
    const tie = await contributor({ username: 'egal', articles_approved: 3, total_rewards_cents: 250 });
    const top = await contributor({
      username: 'premier',
      articles_approved: 3,
      total_rewards_cents: 900,
      bio: 'Passionné de FiveM',
      display_name: 'Le Premier',
    });
    await contributor({ username: 'inactif', articles_approved: 10, is_active: false });
    const tag = (await t.api('POST', '/profile-tags', { token: admin, body: { name: 'Expert', color: '#22C55E' } })).body.tag;
    await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: top, tagIds: [tag.id] } });

    const res = await t.api('GET', '/contributors/leaderboard');
    expect(res.status).toBe(200);
    expect(res.body.contributors.map((c: { id: number }) => c.id)).toEqual([top, tie, low]);
    expect(res.body.contributors[0]).toEqual({
      id: top,
      username: 'premier',
      display_name: 'Le Premier',
      avatar: null,
      bio: 'Passionné de FiveM',
      tags: [{ id: tag.id, name: 'Expert', color: '#22C55E' }],
      article_count: 3,
      total_earnings: 9,
      joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/@|email|password/);
  });

  it('never lists staff', async () => {
    const res = await t.api('GET', '/contributors/leaderboard');
    expect(res.body.contributors.map((c: { username: string }) => c.username)).not.toContain('admin');
  });

  it('sums the counters of active contributors for the stats', async () => {
    const res = await t.api('GET', '/contributors/stats');
    expect(res.body.stats).toEqual({
      total_contributors: 3,
      total_articles: 7,
      total_rewards_paid: 12.5,
      avg_articles_per_contributor: 2.33,
    });
  });
});
