import { createHmac, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppConfig } from '../../src/config/app-config';
import { words } from './articles';
import type { TestApp } from './test-app';

export const ACTORS = [
  'anonymous',
  'contributorA',
  'contributorB',
  'redacteur',
  'admin',
  'deactivated',
  'expired',
  'foreignKey',
  'deletedUser',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface Account {
  id: number;
  token: string;
  username: string;
}

/** The people and things every row of the access matrix can point at. */
export interface AccessWorld {
  tokens: Record<Actor, string | undefined>;
  accounts: Partial<Record<Actor, Account>>;
  adminToken: string;
  categoryId: number;
  tagId: number;
  targetUserId: number;
  publishedSlug: string;
  pendingOfA: { submissionId: number; articleId: number; slug: string };
  rejectedOfA: { submissionId: number; articleId: number };
  /** Fresh fixtures for rows whose call changes or consumes what it acts on. */
  fresh: {
    pendingSubmission(): Promise<{ id: number; article_id: number }>;
    rejectedArticleOfA(): Promise<number>;
    category(): Promise<number>;
    tag(): Promise<number>;
    user(): Promise<number>;
    article(): Promise<number>;
    failedReward(): Promise<number>;
    email(): string;
  };
  png: Buffer;
}

const b64url = (value: object | Buffer): string =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** An HS256 token built by hand, so expiry and key can be chosen freely. */
export function handMadeToken(claims: Record<string, unknown>, secret: string): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`;
  return `${head}.${b64url(createHmac('sha256', secret).update(head).digest())}`;
}

async function account(t: TestApp, role: string, tag: string): Promise<Account> {
  const username = `${tag}${randomBytes(3).toString('hex')}`;
  const u = await t.createUser({ role, username });
  return { id: u.id, token: u.token, username };
}

function must<T>(res: { status: number; body: T }, expected: number, what: string): T {
  if (res.status !== expected) throw new Error(`${what} : ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function buildAccessWorld(t: TestApp): Promise<AccessWorld> {
  const adminToken = await t.login();
  const api = (method: string, path: string, body?: unknown, token = adminToken) => t.api(method, path, { token, body });
  const a = await account(t, 'contributor', 'contribA');
  const b = await account(t, 'contributor', 'contribB');
  const redacteur = await account(t, 'redacteur', 'redac');
  const admin = await account(t, 'admin', 'admin');
  const deactivated = await account(t, 'contributor', 'off');
  must(await api('PUT', `/auth/users/${deactivated.id}`, { is_active: false }), 200, 'désactivation');
  const deleted = await account(t, 'contributor', 'gone');
  must(await api('DELETE', `/auth/users/${deleted.id}`), 200, 'suppression');
  const secret = t.app.get(AppConfig).jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const claimsOf = (acc: Account) => ({ sub: acc.id, tv: 0, role: 'admin' });
  const expired = handMadeToken({ ...claimsOf(admin), iat: now - 7200, exp: now - 3600 }, secret);
  const foreignKey = handMadeToken(
    { ...claimsOf(admin), iat: now, exp: now + 3600 },
    'une-autre-clef-tout-aussi-longue-que-la-vraie',
  );

  const submit = async (token: string, title: string) =>
    must(await api('POST', '/submissions', { title, content: words(320), short_description: 'Résumé' }, token), 201, 'soumission')
      .submission as {
      id: number;
      article_id: number;
    };
  const reject = async (id: number) =>
    must(await api('PUT', `/admin/submissions/${id}/reject`, { rejection_reason: 'Trop court' }), 200, 'rejet');
  const slugOf = async (articleId: number) =>
    must(await api('GET', `/articles/edit/${articleId}`), 200, 'lecture').article.slug as string;

  const categoryId = must(
    await api('POST', '/categories', { name: `Catégorie ${randomBytes(3).toString('hex')}` }),
    201,
    'catégorie',
  ).category.id as number;
  const tagId = must(await api('POST', '/profile-tags', { name: `Tag ${randomBytes(3).toString('hex')}` }), 201, 'tag').tag
    .id as number;
  const target = await account(t, 'contributor', 'cible');
  const published = must(
    await api('POST', '/articles', {
      title: `Publié ${randomBytes(3).toString('hex')}`,
      content: words(50),
      status: 'published',
      category_id: categoryId,
    }),
    201,
    'article publié',
  ).article as { slug: string };
  const pending = await submit(a.token, `En attente de A ${randomBytes(3).toString('hex')}`);
  const rejected = await submit(a.token, `Refusé de A ${randomBytes(3).toString('hex')}`);
  await reject(rejected.id);

  let n = 0;
  const unique = () => `${Date.now().toString(36)}${(n += 1)}${randomBytes(2).toString('hex')}`;
  const rewardIdOf = async (title: string): Promise<number | undefined> => {
    const history = await api('GET', '/admin/rewards/history?limit=100');
    return (history.body.history as { id: number; article_title: string; status: string }[]).find(
      (r) => r.article_title === title && r.status === 'failed',
    )?.id;
  };

  return {
    tokens: {
      anonymous: undefined,
      contributorA: a.token,
      contributorB: b.token,
      redacteur: redacteur.token,
      admin: admin.token,
      deactivated: deactivated.token,
      expired,
      foreignKey,
      deletedUser: deleted.token,
    },
    accounts: { contributorA: a, contributorB: b, redacteur, admin },
    adminToken,
    categoryId,
    tagId,
    targetUserId: target.id,
    publishedSlug: published.slug,
    pendingOfA: { submissionId: pending.id, articleId: pending.article_id, slug: await slugOf(pending.article_id) },
    rejectedOfA: { submissionId: rejected.id, articleId: rejected.article_id },
    fresh: {
      pendingSubmission: () => submit(a.token, `Soumission ${unique()}`),
      rejectedArticleOfA: async () => {
        const s = await submit(a.token, `Refus ${unique()}`);
        await reject(s.id);
        return s.article_id;
      },
      category: async () =>
        must(await api('POST', '/categories', { name: `Cat ${unique()}` }), 201, 'catégorie').category.id as number,
      tag: async () => must(await api('POST', '/profile-tags', { name: `Tag ${unique()}` }), 201, 'tag').tag.id as number,
      user: async () => (await account(t, 'contributor', 'jetable')).id,
      article: async () =>
        must(await api('POST', '/articles', { title: `Jetable ${unique()}`, content: words(10) }), 201, 'article').article
          .id as number,
      failedReward: async () => {
        // A contributor created by an admin has no WHMCS account: the reward fails at once.
        const title = `Récompense ${unique()}`;
        const s = await submit(a.token, title);
        must(await api('PUT', `/admin/submissions/${s.id}/approve`, {}), 200, 'approbation');
        const deadline = Date.now() + 10_000;
        for (;;) {
          const id = await rewardIdOf(title);
          if (id) return id;
          if (Date.now() > deadline) throw new Error('La récompense n’est pas passée en échec');
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      email: () => `matrice-${unique()}@exemple.fr`,
    },
    png: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer(),
  };
}
