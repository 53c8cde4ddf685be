import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { NewsletterSubscriber } from '../src/newsletter/entities/newsletter-subscriber.entity';
import { OffersSync } from '../src/offers/offers-sync';
import { confirmationQuery, manageQuery } from '../src/newsletter/newsletter-links';
import { unsubscribeQuery } from '../src/notifications/unsubscribe-links';
import { ACTORS, buildAccessWorld, handMadeToken, type AccessWorld, type Actor } from './support/access-fixtures';
import { registeredRoutes } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSandbox } from './rewards-support';
import { words } from './support/articles';

/** What one call of a row sends; built per actor so that calls which consume a fixture get a fresh one. */
interface Call {
  path: string;
  /** A path outside /blog/api, called as is (redirects not followed). */
  outsideApi?: boolean;
  body?: unknown;
  raw?: () => FormData;
}

interface Case {
  name: string;
  call: (w: AccessWorld, actor: Actor) => Promise<Call> | Call;
  expect: Record<Actor, number>;
}

/**
 * Expected statuses for anonymous, contributor A (owner of the fixtures), contributor B, rédacteur and
 * admin. A token that no longer counts — deactivated or deleted user, expired, signed with another key —
 * must be treated exactly like no token at all, so those four columns repeat the anonymous one.
 */
const row = (
  anonymous: number,
  contributorA: number,
  contributorB: number,
  redacteur: number,
  admin: number,
): Record<Actor, number> => ({
  anonymous,
  contributorA,
  contributorB,
  redacteur,
  admin,
  deactivated: anonymous,
  expired: anonymous,
  foreignKey: anonymous,
  deletedUser: anonymous,
});

const everyone = (status: number) => row(status, status, status, status, status);
const signedIn = (status: number) => row(401, status, status, status, status);
const adminOnly = (status: number) => row(401, 403, 403, 403, status);
const staffOnly = (status: number) => row(401, 403, 403, status, status);
const contributorsOnly = (status: number) => row(401, status, status, 403, 403);

const image = (w: AccessWorld, field: string) => () => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(w.png)], { type: 'image/png' }), 'carre.png');
  return form;
};
const own = (w: AccessWorld, actor: Actor) => w.accounts[actor]?.username ?? 'inconnu';
const article = (title: string) => ({ title, content: words(320), short_description: 'Résumé' });

/** Another contributor's article answers 404, as if it did not exist: its id reveals nothing. */
const MATRIX: Record<string, Case[]> = {
  'GET /offers/cards': [{ name: 'promo cards', call: () => ({ path: '/offers/cards' }), expect: everyone(200) }],
  'GET /affiliate': [{ name: 'own programme and clicks', call: () => ({ path: '/affiliate' }), expect: signedIn(200) }],
  // The world's accounts have no WHMCS client of their own; joining with one is tested in offers.e2e-spec.ts.
  'POST /affiliate': [{ name: 'join (no client of one’s own)', call: () => ({ path: '/affiliate' }), expect: signedIn(409) }],
  'GET /offers/catalogue': [
    { name: 'the editor’s « Offre » tool', call: () => ({ path: '/offers/catalogue' }), expect: signedIn(200) },
  ],
  // Outside the API prefix: the order link, a redirect to the WHMCS cart for anyone, 404 for an unknown plan.
  'GET /blog/go/offre/:pid': [
    {
      name: 'known plan',
      call: async () => ({ path: '/blog/go/offre/1?a=1', outsideApi: true, ...(await syncedOnce()) }),
      expect: everyone(302),
    },
    { name: 'unknown plan', call: () => ({ path: '/blog/go/offre/999', outsideApi: true }), expect: everyone(404) },
  ],
  'GET /health': [{ name: 'health', call: () => ({ path: '/health' }), expect: everyone(200) }],
  'GET /health/live': [{ name: 'liveness', call: () => ({ path: '/health/live' }), expect: everyone(200) }],
  // Not configured here: 404 for everyone; with METRICS_TOKEN only that token opens it (metrics.e2e-spec.ts).
  'GET /metrics': [{ name: 'metrics', call: () => ({ path: '/metrics' }), expect: everyone(404) }],
  'GET /health/ready': [{ name: 'readiness', call: () => ({ path: '/health/ready' }), expect: everyone(200) }],
  'GET /site': [{ name: 'site', call: () => ({ path: '/site' }), expect: everyone(200) }],
  'GET /settings': [{ name: 'public settings', call: () => ({ path: '/settings' }), expect: everyone(200) }],
  'PUT /settings': [
    {
      name: 'update',
      call: () => ({ path: '/settings', body: { settings: { color_primary: '#FACC15' } } }),
      expect: adminOnly(200),
    },
  ],
  'POST /settings/reset/:key': [
    { name: 'reset', call: () => ({ path: '/settings/reset/color_primary' }), expect: adminOnly(200) },
  ],
  'POST /auth/login': [
    {
      name: 'login',
      call: () => ({ path: '/auth/login', body: { email: 'admin@demo.local', password: 'Admin!2345' } }),
      expect: everyone(200),
    },
  ],
  'GET /auth/me': [{ name: 'me', call: () => ({ path: '/auth/me' }), expect: signedIn(200) }],
  'GET /auth/users': [{ name: 'list', call: () => ({ path: '/auth/users' }), expect: adminOnly(200) }],
  'POST /auth/users': [
    {
      name: 'create',
      call: (w) => {
        const email = w.fresh.email();
        return {
          path: '/auth/users',
          body: { username: email.split('@')[0], email, password: 'Motdepasse!123', role: 'contributor' },
        };
      },
      expect: adminOnly(201),
    },
  ],
  'PUT /auth/users/:id': [
    {
      name: 'update',
      call: (w) => ({ path: `/auth/users/${w.targetUserId}`, body: { display_name: 'Cible' } }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /auth/users/:id': [
    { name: 'delete', call: async (w) => ({ path: `/auth/users/${await w.fresh.user()}` }), expect: adminOnly(200) },
  ],
  'PUT /users/profile': [
    {
      name: 'own profile',
      call: (w, actor) => ({ path: '/users/profile', body: { username: own(w, actor), bio: 'Bio' } }),
      expect: signedIn(200),
    },
  ],
  'POST /users/avatar': [
    { name: 'own avatar', call: (w) => ({ path: '/users/avatar', raw: image(w, 'avatar') }), expect: signedIn(200) },
  ],
  'POST /upload': [{ name: 'image', call: (w) => ({ path: '/upload', raw: image(w, 'image') }), expect: signedIn(200) }],
  'GET /articles': [{ name: 'published list', call: () => ({ path: '/articles' }), expect: everyone(200) }],
  'GET /articles/all': [{ name: 'managed list', call: () => ({ path: '/articles/all' }), expect: signedIn(200) }],
  'GET /articles/edit/:id': [
    {
      name: "A's pending article",
      call: (w) => ({ path: `/articles/edit/${w.pendingOfA.articleId}` }),
      expect: row(401, 200, 404, 200, 200),
    },
    {
      name: "A's rejected article",
      call: (w) => ({ path: `/articles/edit/${w.rejectedOfA.articleId}` }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'GET /articles/:article': [
    { name: 'published article', call: (w) => ({ path: `/articles/${w.publishedSlug}` }), expect: everyone(200) },
    {
      name: "A's pending article",
      call: (w) => ({ path: `/articles/${w.pendingOfA.slug}` }),
      expect: row(404, 200, 404, 200, 200),
    },
  ],
  'POST /articles': [
    {
      name: 'create',
      call: () => ({ path: '/articles', body: { title: 'Nouvel article', content: words(20) } }),
      expect: staffOnly(201),
    },
  ],
  'PUT /articles/:article': [
    {
      name: "A's rejected article",
      call: async (w) => ({ path: `/articles/${await w.fresh.rejectedArticleOfA()}`, body: article('Corrigé') }),
      expect: row(401, 200, 404, 200, 200),
    },
    {
      name: "A's pending article",
      call: (w) => ({ path: `/articles/${w.pendingOfA.articleId}`, body: article('Modifié en attente') }),
      expect: row(401, 403, 404, 200, 200),
    },
  ],
  'DELETE /articles/:article': [
    { name: 'delete', call: async (w) => ({ path: `/articles/${await w.fresh.article()}` }), expect: staffOnly(200) },
  ],
  'POST /submissions': [
    { name: 'submit', call: () => ({ path: '/submissions', body: article('Proposition') }), expect: contributorsOnly(201) },
  ],
  'GET /submissions/my': [{ name: 'own list', call: () => ({ path: '/submissions/my' }), expect: contributorsOnly(200) }],
  'GET /submissions/stats': [{ name: 'own stats', call: () => ({ path: '/submissions/stats' }), expect: contributorsOnly(200) }],
  'GET /admin/submissions': [
    { name: 'review list', call: () => ({ path: '/admin/submissions?status=pending' }), expect: staffOnly(200) },
  ],
  'GET /admin/submissions/:id': [
    {
      name: 'one submission',
      call: async (w) => ({ path: `/admin/submissions/${(await w.fresh.pendingSubmission()).id}` }),
      expect: staffOnly(200),
    },
  ],
  'GET /admin/submissions/stats': [
    { name: 'review stats', call: () => ({ path: '/admin/submissions/stats' }), expect: staffOnly(200) },
  ],
  'PUT /admin/submissions/:id/approve': [
    {
      name: "A's pending submission",
      call: async (w) => ({ path: `/admin/submissions/${(await w.fresh.pendingSubmission()).id}/approve`, body: {} }),
      expect: staffOnly(200),
    },
  ],
  'PUT /admin/submissions/:id/reject': [
    {
      name: "A's pending submission",
      call: async (w) => ({
        path: `/admin/submissions/${(await w.fresh.pendingSubmission()).id}/reject`,
        body: { rejection_reason: 'Hors sujet' },
      }),
      expect: staffOnly(200),
    },
  ],
  'GET /admin/rewards/settings': [{ name: 'read', call: () => ({ path: '/admin/rewards/settings' }), expect: signedIn(200) }],
  'PUT /admin/rewards/settings': [
    {
      name: 'update',
      call: () => ({ path: '/admin/rewards/settings', body: { article_reward_amount: '1.00' } }),
      expect: adminOnly(200),
    },
  ],
  'GET /admin/rewards/history': [{ name: 'history', call: () => ({ path: '/admin/rewards/history' }), expect: adminOnly(200) }],
  'POST /admin/rewards/:id/retry': [
    {
      name: "A's failed reward",
      call: async (w) => ({ path: `/admin/rewards/${await w.fresh.failedReward()}/retry` }),
      expect: adminOnly(200),
    },
  ],
  'GET /admin/rewards/ledger': [{ name: 'ledger', call: () => ({ path: '/admin/rewards/ledger' }), expect: adminOnly(200) }],
  'GET /admin/rewards/ledger/csv': [
    { name: 'CSV export', call: () => ({ path: '/admin/rewards/ledger/csv' }), expect: adminOnly(200) },
  ],
  'GET /admin/rewards/ledger/check': [
    { name: 'last check', call: () => ({ path: '/admin/rewards/ledger/check' }), expect: adminOnly(200) },
  ],
  'POST /admin/rewards/ledger/check': [
    { name: 'start a check', call: () => ({ path: '/admin/rewards/ledger/check' }), expect: adminOnly(200) },
  ],
  // No check has flagged this reward: an admin is answered 404 (the review itself is in stats-ledger.e2e-spec.ts).
  'PUT /admin/rewards/ledger/:id/mismatch-review': [
    {
      name: 'mark a mismatch as seen',
      call: () => ({ path: '/admin/rewards/ledger/999999/mismatch-review', body: { comment: 'Vu' } }),
      expect: adminOnly(404),
    },
  ],
  // Each signed-in user reads their own numbers (the route takes no user id); the blog's are staff's.
  'GET /admin/stats/me': [{ name: 'own statistics', call: () => ({ path: '/admin/stats/me' }), expect: signedIn(200) }],
  'GET /admin/stats/blog': [{ name: 'blog statistics', call: () => ({ path: '/admin/stats/blog' }), expect: staffOnly(200) }],
  'GET /categories': [{ name: 'active', call: () => ({ path: '/categories' }), expect: everyone(200) }],
  'GET /categories/all': [{ name: 'all', call: () => ({ path: '/categories/all' }), expect: staffOnly(200) }],
  'POST /categories': [
    {
      name: 'create',
      call: (w) => ({ path: '/categories', body: { name: w.fresh.email().split('@')[0] } }),
      expect: adminOnly(201),
    },
  ],
  'PUT /categories/:id': [
    {
      name: 'update',
      call: (w) => ({ path: `/categories/${w.categoryId}`, body: { name: 'Catégorie commune', description: 'Texte' } }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /categories/:id': [
    { name: 'delete', call: async (w) => ({ path: `/categories/${await w.fresh.category()}` }), expect: adminOnly(200) },
  ],
  'GET /profile-tags': [{ name: 'list', call: () => ({ path: '/profile-tags' }), expect: adminOnly(200) }],
  'POST /profile-tags': [
    {
      name: 'create',
      call: (w) => ({ path: '/profile-tags', body: { name: w.fresh.email().split('@')[0] } }),
      expect: adminOnly(201),
    },
  ],
  'POST /profile-tags/assign': [
    {
      name: 'assign',
      call: (w) => ({ path: '/profile-tags/assign', body: { userId: w.targetUserId, tagIds: [w.tagId] } }),
      expect: adminOnly(200),
    },
  ],
  'GET /profile-tags/user/:userId': [
    { name: "a user's tags", call: (w) => ({ path: `/profile-tags/user/${w.targetUserId}` }), expect: adminOnly(200) },
  ],
  'PUT /profile-tags/:id': [
    { name: 'update', call: (w) => ({ path: `/profile-tags/${w.tagId}`, body: { name: 'Tag commun' } }), expect: adminOnly(200) },
  ],
  'DELETE /profile-tags/:id': [
    { name: 'delete', call: async (w) => ({ path: `/profile-tags/${await w.fresh.tag()}` }), expect: adminOnly(200) },
  ],
  'GET /notifications': [{ name: 'own list', call: () => ({ path: '/notifications' }), expect: signedIn(200) }],
  'GET /notifications/unread-count': [
    { name: 'bell count', call: () => ({ path: '/notifications/unread-count' }), expect: signedIn(200) },
  ],
  'PUT /notifications/read-all': [{ name: 'mark all', call: () => ({ path: '/notifications/read-all' }), expect: signedIn(200) }],
  'PUT /notifications/:id/read': [
    {
      name: "contributor A's rejection notice: another person's answers 404",
      call: async (w) => ({ path: `/notifications/${await notificationOfA(w)}/read` }),
      expect: row(401, 200, 404, 404, 404),
    },
  ],
  'GET /notifications/preferences': [
    { name: 'own preferences', call: () => ({ path: '/notifications/preferences' }), expect: signedIn(200) },
  ],
  'PUT /notifications/preferences': [
    {
      name: 'own preferences',
      call: () => ({ path: '/notifications/preferences', body: { emails: { note_added: true } } }),
      expect: signedIn(200),
    },
  ],
  'GET /notifications/unsubscribe': [
    {
      name: 'signed link, no sign-in needed',
      call: (w) => ({ path: `/notifications/unsubscribe?${unsubscribeOfA(w)}` }),
      expect: everyone(200),
    },
  ],
  'POST /notifications/unsubscribe': [
    { name: 'one-click', call: (w) => ({ path: `/notifications/unsubscribe?${unsubscribeOfA(w)}` }), expect: everyone(200) },
  ],
  'POST /notifications/resubscribe': [
    {
      name: 'undo with the signed link',
      call: (w) => ({ path: `/notifications/resubscribe?${unsubscribeOfA(w)}` }),
      expect: everyone(200),
    },
  ],
  'POST /newsletter/subscriptions': [
    {
      name: 'anyone may ask, the answer is the same',
      call: (_w, actor) => ({ path: '/newsletter/subscriptions', body: { email: `acces-${actor}@exemple.fr` } }),
      expect: everyone(200),
    },
  ],
  'GET /newsletter/confirm': [
    {
      name: 'signed link, no sign-in needed',
      call: () => ({ path: `/newsletter/confirm?${confirmationOfNobody()}` }),
      expect: everyone(200),
    },
  ],
  'POST /newsletter/confirm': [
    {
      name: 'a signed link of no subscriber is refused alike for everyone',
      call: () => ({ path: `/newsletter/confirm?${confirmationOfNobody()}`, body: {} }),
      expect: everyone(400),
    },
  ],
  'GET /newsletter/manage': [
    {
      name: 'signed link, no sign-in needed',
      call: async () => ({ path: `/newsletter/manage?${await manageOfSomeone()}` }),
      expect: everyone(200),
    },
  ],
  'GET /newsletter/unsubscribe': [
    {
      name: 'the one-click address opened in a browser: the manage page',
      call: async () => ({ path: `/newsletter/unsubscribe?${await manageOfSomeone()}` }),
      expect: everyone(200),
    },
  ],
  'POST /newsletter/manage': [
    {
      name: 'a signed link of no subscriber is refused alike for everyone',
      call: () => ({ path: `/newsletter/manage?${manageOfNobody()}`, body: { frequency: 'weekly' } }),
      expect: everyone(400),
    },
  ],
  'POST /newsletter/unsubscribe': [
    {
      name: 'one-click of no subscriber is refused alike for everyone',
      call: () => ({ path: `/newsletter/unsubscribe?${manageOfNobody()}`, body: {} }),
      expect: everyone(400),
    },
  ],
  'GET /admin/offers': [{ name: 'catalogue and sync', call: () => ({ path: '/admin/offers' }), expect: adminOnly(200) }],
  'POST /admin/offers/sync': [
    { name: 'sync now', call: () => ({ path: '/admin/offers/sync', body: {} }), expect: adminOnly(200) },
  ],
  'PUT /admin/offers/cards': [
    { name: 'card choices (none changed)', call: () => ({ path: '/admin/offers/cards', body: {} }), expect: adminOnly(200) },
  ],
  'POST /newsletter/test': [
    {
      name: 'test e-mail of an article to oneself',
      call: (w) => ({ path: '/newsletter/test', body: { article_id: w.pendingOfA.articleId } }),
      expect: staffOnly(200),
    },
  ],
  'GET /admin/newsletter/subscribers/csv': [
    {
      name: 'export with the proof of consent',
      call: () => ({ path: '/admin/newsletter/subscribers/csv' }),
      expect: adminOnly(200),
    },
  ],
  'POST /admin/newsletter/subscribers/import': [
    {
      name: 'import without a file',
      call: () => ({ path: '/admin/newsletter/subscribers/import', body: {} }),
      expect: adminOnly(400),
    },
  ],
  'GET /admin/newsletter/sends': [
    { name: 'sends and their progress', call: () => ({ path: '/admin/newsletter/sends' }), expect: adminOnly(200) },
  ],
  'GET /admin/newsletter/summary': [
    { name: 'counts', call: () => ({ path: '/admin/newsletter/summary' }), expect: adminOnly(200) },
  ],
  'GET /admin/newsletter/subscribers': [
    { name: 'list', call: () => ({ path: '/admin/newsletter/subscribers?q=acces' }), expect: adminOnly(200) },
  ],
  'DELETE /admin/newsletter/subscribers/:id': [
    { name: 'erasure of no subscriber', call: () => ({ path: '/admin/newsletter/subscribers/987654' }), expect: adminOnly(404) },
  ],
  'GET /admin/outbox': [{ name: 'demo outbox', call: () => ({ path: '/admin/outbox' }), expect: adminOnly(200) }],
  // The job dashboard's own pages and API (/blog/admin/queues) check its cookie: queues-dashboard.e2e-spec.ts.
  'POST /admin/queues/session': [
    { name: 'job dashboard session', call: () => ({ path: '/admin/queues/session' }), expect: adminOnly(200) },
  ],
  'DELETE /admin/queues/session': [
    { name: 'end the job dashboard session', call: () => ({ path: '/admin/queues/session' }), expect: signedIn(200) },
  ],
  'GET /submissions/:submission/timeline': [
    {
      name: "A's pending submission: staff and A only",
      call: (w) => ({ path: `/submissions/${w.pendingOfA.submissionId}/timeline` }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'GET /submissions/:submission/notes': [
    {
      name: "A's pending submission: staff and A only",
      call: (w) => ({ path: `/submissions/${w.pendingOfA.submissionId}/notes` }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'POST /submissions/:submission/notes': [
    {
      name: "A's pending submission: staff and A only",
      call: (w) => ({ path: `/submissions/${w.pendingOfA.submissionId}/notes`, body: { body: 'Une précision ?' } }),
      expect: row(401, 201, 404, 201, 201),
    },
  ],
  'PUT /submissions/:submission/notes/:note/resolve': [
    {
      name: "a note on A's pending submission: staff and A only",
      call: async (w) => ({
        path: `/submissions/${w.pendingOfA.submissionId}/notes/${await noteOnPendingOfA(w)}/resolve`,
        body: { resolved: true },
      }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'GET /articles/:article/revisions': [
    {
      name: "A's pending article: staff and A only",
      call: (w) => ({ path: `/articles/${w.pendingOfA.articleId}/revisions` }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'GET /articles/:article/revisions/:revision': [
    {
      name: "a version of A's pending article: staff and A only",
      call: async (w) => ({
        path: `/articles/${w.pendingOfA.articleId}/revisions/${await revisionOf(w, w.pendingOfA.articleId)}`,
      }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'POST /articles/:article/revisions/:revision/restore': [
    {
      name: "A's rejected article: A may, as staff",
      call: async (w) => {
        const articleId = await w.fresh.rejectedArticleOfA();
        return { path: `/articles/${articleId}/revisions/${await revisionOf(w, articleId)}/restore` };
      },
      expect: row(401, 201, 404, 201, 201),
    },
    {
      name: "A's pending article: staff only",
      call: async (w) => ({
        path: `/articles/${w.pendingOfA.articleId}/revisions/${await revisionOf(w, w.pendingOfA.articleId)}/restore`,
      }),
      expect: row(401, 403, 404, 201, 201),
    },
    {
      name: "A's published article: staff only",
      call: async (w) => {
        const articleId = await publishedOfA(w);
        return { path: `/articles/${articleId}/revisions/${await revisionOf(w, articleId)}/restore` };
      },
      expect: row(401, 403, 404, 201, 201),
    },
  ],
  'GET /autosaves/:target': [
    { name: 'own new article', call: () => ({ path: '/autosaves/new' }), expect: signedIn(200) },
    {
      name: "A's pending article: staff and A only",
      call: (w) => ({ path: `/autosaves/${w.pendingOfA.articleId}` }),
      expect: row(401, 200, 404, 200, 200),
    },
  ],
  'PUT /autosaves/:target': [
    { name: 'own new article', call: () => ({ path: '/autosaves/new', body: { title: 'Brouillon' } }), expect: signedIn(200) },
    {
      name: "A's rejected article: A and staff",
      call: async (w) => ({ path: `/autosaves/${await w.fresh.rejectedArticleOfA()}`, body: { title: 'Reprise' } }),
      expect: row(401, 200, 404, 200, 200),
    },
    {
      name: "A's pending article: staff only",
      call: (w) => ({ path: `/autosaves/${w.pendingOfA.articleId}`, body: { title: 'Reprise' } }),
      expect: row(401, 403, 404, 200, 200),
    },
  ],
  'DELETE /autosaves/:target': [{ name: 'own new article', call: () => ({ path: '/autosaves/new' }), expect: signedIn(200) }],
  'GET /drafts': [{ name: 'own drafts', call: () => ({ path: '/drafts' }), expect: signedIn(200) }],
  'PUT /drafts/:target': [
    {
      name: 'own new article',
      call: () => ({ path: '/drafts/new-matrice', body: { title: 'Brouillon' } }),
      expect: signedIn(200),
    },
    {
      name: "A's rejected article: A and staff",
      call: async (w) => ({ path: `/drafts/${await w.fresh.rejectedArticleOfA()}`, body: { title: 'Reprise' } }),
      expect: row(401, 200, 404, 200, 200),
    },
    {
      name: "A's pending article: staff only",
      call: (w) => ({ path: `/drafts/${w.pendingOfA.articleId}`, body: { title: 'Reprise' } }),
      expect: row(401, 403, 404, 200, 200),
    },
  ],
  'DELETE /articles/:article/schedule': [
    {
      name: "a scheduled article of A's: staff only",
      call: async (w) => ({ path: `/articles/${await scheduledOfA(w)}/schedule` }),
      expect: staffOnly(200),
    },
  ],
  'GET /contributors/leaderboard': [
    { name: 'ranking', call: () => ({ path: '/contributors/leaderboard' }), expect: everyone(200) },
  ],
  'GET /contributors/stats': [{ name: 'stats', call: () => ({ path: '/contributors/stats' }), expect: everyone(200) }],
  'GET /authors/:username': [
    { name: 'an author with published articles', call: () => ({ path: '/authors/lea.martin' }), expect: everyone(200) },
    { name: 'an unknown author', call: () => ({ path: '/authors/personne-inconnue' }), expect: everyone(404) },
  ],
  'GET /search': [
    { name: 'a French full-text search', call: () => ({ path: '/search?q=serveurs%20minecraft' }), expect: everyone(200) },
  ],
  'GET /search/suggest': [
    { name: 'suggestions as a reader types', call: () => ({ path: '/search/suggest?q=l%C3%A9a' }), expect: everyone(200) },
  ],
  'POST /whmcs/auth': [
    {
      name: 'customer sign-in',
      call: () => ({ path: '/whmcs/auth', body: { email: 'client@demo.local', password: 'Client!2345' } }),
      expect: everyone(200),
    },
  ],
  'POST /whmcs/register': [
    {
      name: 'customer registration',
      call: (w) => ({
        path: '/whmcs/register',
        body: {
          firstname: 'Jean',
          lastname: 'Dupont',
          email: w.fresh.email(),
          password: 'Motdepasse!1',
          address1: '1 rue de Paris',
          city: 'Paris',
          postcode: '75001',
          phonenumber: '0123456789',
        },
      }),
      expect: everyone(200),
    },
  ],
};

let sandbox: RunningSandbox;
let t: TestApp;
let world: AccessWorld;

let synced: Promise<unknown> | null = null;
/** The offers catalogue copied from the sandbox (the start-up sync may still be on its way). */
async function syncedOnce(): Promise<Record<string, never>> {
  synced ??= t.app.get(OffersSync).run();
  await synced;
  return {};
}

/** A call outside the API prefix, answered as `t.api` answers. */
async function callOutsideApi(method: string, path: string, token: string | undefined) {
  const res = await fetch(`${t.origin}${path}`, {
    method,
    redirect: 'manual',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** The notification contributor A received when the world's article of A was rejected. */
async function notificationOfA(w: AccessWorld): Promise<number> {
  const res = await t.api('GET', '/notifications', { token: w.tokens.contributorA });
  return res.body.notifications[0].id;
}

async function noteOnPendingOfA(w: AccessWorld): Promise<number> {
  const res = await t.api('POST', `/submissions/${w.pendingOfA.submissionId}/notes`, {
    token: w.adminToken,
    body: { body: 'Note à résoudre' },
  });
  return res.body.note.id;
}

/** The newest version of an article, as staff read it. */
async function revisionOf(w: AccessWorld, articleId: number): Promise<number> {
  const res = await t.api('GET', `/articles/${articleId}/revisions`, { token: w.adminToken });
  return res.body.revisions[0].id;
}

/** A fresh submission of A's, approved for publication in a day. */
async function scheduledOfA(w: AccessWorld): Promise<number> {
  const s = await w.fresh.pendingSubmission();
  const publishAt = new Date(Date.now() + 86_400_000).toISOString();
  await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: w.adminToken, body: { publish_at: publishAt } });
  return s.article_id;
}

/** A fresh submission of A's, published. */
async function publishedOfA(w: AccessWorld): Promise<number> {
  const s = await w.fresh.pendingSubmission();
  await t.api('PUT', `/admin/submissions/${s.id}/approve`, { token: w.adminToken, body: {} });
  return s.article_id;
}

const confirmationOfNobody = () => confirmationQuery(t.app.get(AppConfig).jwtSecret, 987654);
const manageOfNobody = () => manageQuery(t.app.get(AppConfig).jwtSecret, 987654);
/** The manage link of a confirmed subscriber, made once. */
async function manageOfSomeone(): Promise<string> {
  const rows = t.app.get(DataSource).getRepository(NewsletterSubscriber);
  const email = 'matrice-acces@exemple.fr';
  const row =
    (await rows.findOneBy({ email })) ??
    (await rows.save({
      email,
      state: 'confirmed' as const,
      frequency: 'each' as const,
      categories: '',
      requested_at: new Date(),
      confirmed_at: new Date(),
      consent_source: '/',
      consent_version: 'test',
      ip_hash: 'x'.repeat(64),
    }));
  return manageQuery(t.app.get(AppConfig).jwtSecret, row.id);
}

const unsubscribeOfA = (w: AccessWorld) =>
  unsubscribeQuery(t.app.get(AppConfig).jwtSecret, w.accounts.contributorA!.id, 'submission_published');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  t = await startTestApp({ env: { WHMCS_URL: sandbox.url, REDIS_URL: undefined } });
  world = await buildAccessWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

it('has an entry for every registered route and none for a route that no longer exists', () => {
  const registered = registeredRoutes(t).map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`);
  expect(registered.filter((key) => !MATRIX[key]).sort()).toEqual([]);
  expect(
    Object.keys(MATRIX)
      .filter((key) => !registered.includes(key))
      .sort(),
  ).toEqual([]);
});

it('accepts a hand-made token signed with the real key and not expired, so the bad-token columns fail for their stated reason', async () => {
  const now = Math.floor(Date.now() / 1000);
  const admin = world.accounts.admin!;
  const token = handMadeToken({ sub: admin.id, tv: 0, role: 'admin', iat: now, exp: now + 600 }, t.app.get(AppConfig).jwtSecret);
  expect((await t.api('GET', '/auth/me', { token })).status).toBe(200);
});

const cases = Object.entries(MATRIX).flatMap(([route, list]) => list.map((c) => ({ route, ...c })));

describe.each(cases.map((c) => [`${c.route} (${c.name})`, c] as const))('%s', (_label, c) => {
  it('answers each kind of caller with the status of the table', async () => {
    const method = c.route.split(' ')[0]!;
    const actual = {} as Record<Actor, number>;
    const details: string[] = [];
    for (const actor of ACTORS) {
      const call = await c.call(world, actor);
      const res = call.outsideApi
        ? await callOutsideApi(method, call.path, world.tokens[actor])
        : await t.api(method, call.path, { token: world.tokens[actor], body: call.body, raw: call.raw?.() });
      actual[actor] = res.status;
      if (res.status >= 400) {
        expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
        details.push(`${actor}: ${res.status} ${res.body.error}`);
      }
    }
    if (JSON.stringify(actual) !== JSON.stringify(c.expect)) console.log(`${c.route} (${c.name})\n${details.join('\n')}`);
    expect(actual).toEqual(c.expect);
  });
});
