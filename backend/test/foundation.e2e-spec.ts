import { DataSource } from 'typeorm';
import { Article } from '../src/editorial/entities/article.entity';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const expectFrenchError = (body: { success: boolean; error: string; message: string }, text?: string) => {
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(body.message).toBeDefined();
  if (text) expect(body.error).toBe(text);
  expect(JSON.stringify(body)).not.toMatch(
    /stack|SELECT|INSERT|Cannot|Bad Request|Unauthorized|Forbidden|Not Found|Internal server error/,
  );
};

describe('health and documentation', () => {
  it('reports the database up and Redis disabled when it is not configured', async () => {
    const res = await t.api('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, db: 'up', redis: 'disabled' });
  });

  it('serves Swagger UI and an OpenAPI document that declares bearer auth', async () => {
    const ui = await fetch(`${t.origin}/blog/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    const doc = await t.api('GET', '/docs-json');
    expect(doc.status).toBe(200);
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.body.paths['/blog/api/auth/login'].post.summary).toMatch(/Connexion/);
  });
});

describe('error envelope', () => {
  it('answers an unknown route with a French 404', async () => {
    const res = await t.api('GET', '/does-not-exist');
    expect(res.status).toBe(404);
    expectFrenchError(res.body, 'Ressource introuvable');
  });

  it('answers malformed JSON with a French 400', async () => {
    const res = await t.api('POST', '/auth/login', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expectFrenchError(res.body);
  });

  it('answers a non-numeric id with a French 400', async () => {
    const res = await t.api('PUT', '/categories/abc', { token: admin, body: { name: 'x' } });
    expect(res.status).toBe(400);
    expectFrenchError(res.body);
  });
});

describe('staff login', () => {
  it('signs the demo admin in with a token and a user without password', async () => {
    const res = await t.api('POST', '/auth/login', { body: { email: 'ADMIN@demo.local', password: 'Admin!2345' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.user).toMatchObject({ email: 'admin@demo.local', role: 'admin', is_active: true });
    expect(res.body.user.last_login).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toMatch(/password/);
  });

  it('gives the same French 401 for a wrong password and an unknown email', async () => {
    const wrong = await t.api('POST', '/auth/login', { body: { email: 'admin@demo.local', password: 'nope-nope' } });
    const unknown = await t.api('POST', '/auth/login', { body: { email: 'personne@demo.local', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expectFrenchError(wrong.body, 'Email ou mot de passe incorrect');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires email and password, and refuses unknown fields and huge strings', async () => {
    const missing = await t.api('POST', '/auth/login', { body: { email: 'admin@demo.local' } });
    expect(missing.status).toBe(400);
    expectFrenchError(missing.body, 'Le mot de passe est requis');
    const extra = await t.api('POST', '/auth/login', { body: { email: 'a@b.c', password: 'x', role: 'admin' } });
    expect(extra.status).toBe(400);
    expectFrenchError(extra.body, "Le champ « role » n'est pas autorisé");
    const huge = await t.api('POST', '/auth/login', { body: { email: 'a'.repeat(10_000), password: 'x' } });
    expect(huge.status).toBe(400);
    expectFrenchError(huge.body);
    const wrongType = await t.api('POST', '/auth/login', { body: { email: 42, password: ['x'] } });
    expect(wrongType.status).toBe(400);
    expectFrenchError(wrongType.body);
  });

  it('refuses an inactive account and returns the current user on /auth/me', async () => {
    const u = await t.createUser({ role: 'redacteur', is_active: false });
    const res = await t.api('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(403);
    expectFrenchError(res.body);
    const me = await t.api('GET', '/auth/me', { token: admin });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('admin@demo.local');
  });

  it('stops accepting a token once its user is deactivated or their password changes', async () => {
    const u = await t.createUser({ role: 'redacteur' });
    expect((await t.api('GET', '/auth/me', { token: u.token })).status).toBe(200);
    await t.api('PUT', `/auth/users/${u.id}`, { token: admin, body: { password: 'Nouveau!2345' } });
    const after = await t.api('GET', '/auth/me', { token: u.token });
    expect(after.status).toBe(401);
    expectFrenchError(after.body);
    const fresh = await t.login(u.email, 'Nouveau!2345');
    await t.api('PUT', `/auth/users/${u.id}`, { token: admin, body: { is_active: false } });
    expect((await t.api('GET', '/auth/me', { token: fresh })).status).toBe(401);
  });

  it('rejects a forged token', async () => {
    const res = await t.api('GET', '/auth/me', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsInR2IjowfQ.bad' });
    expect(res.status).toBe(401);
    expectFrenchError(res.body);
  });
});

describe('users management (admin only)', () => {
  it('refuses anonymous callers with 401 and non-admins with 403', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    const redacteur = await t.createUser({ role: 'redacteur' });
    const anon = await t.api('GET', '/auth/users');
    expect(anon.status).toBe(401);
    expectFrenchError(anon.body, 'Authentification requise');
    for (const token of [contributor.token, redacteur.token]) {
      const res = await t.api('GET', '/auth/users', { token });
      expect(res.status).toBe(403);
      expectFrenchError(res.body, 'Accès refusé');
    }
  });

  it('creates, lists, edits and deletes a user without ever exposing the password', async () => {
    const created = await t.api('POST', '/auth/users', {
      token: admin,
      body: {
        username: 'jdupont',
        email: 'Jean.Dupont@Exemple.fr',
        password: 'Secret!2345',
        role: 'contributor',
        display_name: 'Jean Dupont',
        is_active: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Utilisateur créé' });
    expect(created.body.user).toMatchObject({
      username: 'jdupont',
      email: 'jean.dupont@exemple.fr',
      role: 'contributor',
      total_rewards: 0,
    });
    const id = created.body.user.id;

    const list = await t.api('GET', '/auth/users', { token: admin });
    expect(list.body.users.map((u: { username: string }) => u.username)).toContain('jdupont');
    expect(JSON.stringify(list.body)).not.toMatch(/password|token_version/);

    const edited = await t.api('PUT', `/auth/users/${id}`, { token: admin, body: { display_name: 'J. Dupont', password: '' } });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Utilisateur modifié');
    expect(await t.login('jean.dupont@exemple.fr', 'Secret!2345')).toMatch(/^ey/);

    const removed = await t.api('DELETE', `/auth/users/${id}`, { token: admin });
    expect(removed.body).toEqual({ success: true });
    expect((await t.api('DELETE', `/auth/users/${id}`, { token: admin })).status).toBe(404);
  });

  it('answers 409 in French for a taken username or email', async () => {
    const u = await t.createUser({});
    const sameEmail = await t.api('POST', '/auth/users', {
      token: admin,
      body: { username: 'autre', email: u.email.toUpperCase(), password: 'Secret!2345' },
    });
    expect(sameEmail.status).toBe(409);
    expectFrenchError(sameEmail.body, 'Cette adresse e-mail est déjà utilisée');
    const sameName = await t.api('POST', '/auth/users', {
      token: admin,
      body: { username: 'admin', email: 'nouveau@exemple.fr', password: 'Secret!2345' },
    });
    expect(sameName.status).toBe(409);
    expectFrenchError(sameName.body, "Ce nom d'utilisateur est déjà utilisé");
  });

  it('validates the payload in French and writes nothing on bad input', async () => {
    const before = (await t.api('GET', '/auth/users?limit=1', { token: admin })).body.pagination.total;
    const cases = [
      { email: 'x@exemple.fr', password: 'Secret!2345' },
      { username: 'ok', email: 'pas-un-email', password: 'Secret!2345' },
      { username: 'ok', email: 'x@exemple.fr', password: 'court' },
      { username: 'ok', email: 'x@exemple.fr', password: 'Secret!2345', role: 'superadmin' },
      { username: 'ok', email: 'x@exemple.fr', password: 'Secret!2345', is_active: 'oui' },
      { username: 'x'.repeat(10_000), email: 'x@exemple.fr', password: 'Secret!2345' },
    ];
    for (const body of cases) {
      const res = await t.api('POST', '/auth/users', { token: admin, body });
      expect(res.status).toBe(400);
      expectFrenchError(res.body);
    }
    expect((await t.api('GET', '/auth/users?limit=1', { token: admin })).body.pagination.total).toBe(before);
  });

  it('refuses null for a username, email or password on edit instead of failing in the database', async () => {
    const u = await t.createUser({});
    for (const body of [{ username: null }, { email: null }, { password: null }]) {
      const res = await t.api('PUT', `/auth/users/${u.id}`, { token: admin, body });
      expect(res.status).toBe(400);
      expectFrenchError(res.body);
    }
  });

  it('keeps an admin from deleting or deactivating themselves, and keeps the last active admin', async () => {
    const me = (await t.api('GET', '/auth/me', { token: admin })).body.user;
    const del = await t.api('DELETE', `/auth/users/${me.id}`, { token: admin });
    expect(del.status).toBe(400);
    expectFrenchError(del.body, 'Vous ne pouvez pas supprimer votre propre compte');
    const off = await t.api('PUT', `/auth/users/${me.id}`, { token: admin, body: { is_active: false } });
    expect(off.status).toBe(400);
    expectFrenchError(off.body, 'Vous ne pouvez pas désactiver votre propre compte');

    const second = await t.createUser({ role: 'admin' });
    const demote = await t.api('PUT', `/auth/users/${me.id}`, { token: second.token, body: { role: 'contributor' } });
    expect(demote.status).toBe(200);
    const restore = await t.api('PUT', `/auth/users/${me.id}`, { token: second.token, body: { role: 'admin' } });
    expect(restore.status).toBe(200);
    admin = await t.login();
    await t.api('PUT', `/auth/users/${second.id}`, { token: admin, body: { is_active: false } });
    const lastAdmin = await t.api('PUT', `/auth/users/${me.id}`, { token: admin, body: { role: 'redacteur' } });
    expect(lastAdmin.status).toBe(400);
  });
});

describe('categories', () => {
  it('lists only active categories publicly, ordered by position then name', async () => {
    const res = await t.api('GET', '/categories');
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'minecraft',
      'fivem',
      'vps',
      'tutoriels',
      'actualites',
    ]);
    await t.api('POST', '/categories', { token: admin, body: { name: 'Archives', is_active: false } });
    const again = await t.api('GET', '/categories');
    expect(again.body.categories.some((c: { slug: string }) => c.slug === 'archives')).toBe(false);
    const all = await t.api('GET', '/categories/all', { token: admin });
    expect(all.body.categories.some((c: { slug: string }) => c.slug === 'archives')).toBe(true);
  });

  it('applies the spec defaults and derives a unique slug from the name', async () => {
    const a = await t.api('POST', '/categories', { token: admin, body: { name: 'Serveurs Été' } });
    expect(a.status).toBe(201);
    expect(a.body.message).toBe('Catégorie créée');
    expect(a.body.category).toMatchObject({
      slug: 'serveurs-ete',
      color: '#FACC15',
      icon: 'folder',
      order_position: 0,
      is_active: true,
    });
    const b = await t.api('POST', '/categories', { token: admin, body: { name: 'Serveurs été' } });
    expect(b.body.category.slug).toBe('serveurs-ete-2');
    const taken = await t.api('POST', '/categories', { token: admin, body: { name: 'X', slug: 'serveurs-ete' } });
    expect(taken.status).toBe(409);
    expectFrenchError(taken.body);
  });

  it('refuses invalid input in French and writes nothing', async () => {
    const before = (await t.api('GET', '/categories/all', { token: admin })).body.categories.length;
    for (const body of [
      {},
      { name: '   ' },
      { name: 'Ok', color: 'red' },
      { name: 'Ok', color: '#12345' },
      { name: 'Ok', order_position: 'un' },
      { name: 'Ok', unknown: 1 },
      { name: 'n'.repeat(10_000) },
    ]) {
      const res = await t.api('POST', '/categories', { token: admin, body });
      expect(res.status).toBe(400);
      expectFrenchError(res.body);
    }
    expect((await t.api('GET', '/categories/all', { token: admin })).body.categories.length).toBe(before);
  });

  it('is managed by admins only', async () => {
    const redacteur = await t.createUser({ role: 'redacteur' });
    const contributor = await t.createUser({ role: 'contributor' });
    expect((await t.api('GET', '/categories/all', { token: redacteur.token })).status).toBe(200);
    expect((await t.api('GET', '/categories/all', { token: contributor.token })).status).toBe(403);
    expect((await t.api('GET', '/categories/all')).status).toBe(401);
    expect((await t.api('POST', '/categories', { token: redacteur.token, body: { name: 'Non' } })).status).toBe(403);
  });

  it('deletes a category in use and leaves its articles without a category', async () => {
    const cat = (await t.api('POST', '/categories', { token: admin, body: { name: 'Éphémère' } })).body.category;
    const db = t.app.get(DataSource);
    const article = await db
      .getRepository(Article)
      .save({ title: 'Test', slug: `test-${Date.now()}`, content: '<p>x</p>', category_id: cat.id, status: 'draft' as const });
    const res = await t.api('DELETE', `/categories/${cat.id}`, { token: admin });
    expect(res.body).toEqual({ success: true });
    const reloaded = await db.getRepository(Article).findOneByOrFail({ id: article.id });
    expect(reloaded.category_id).toBeNull();
  });

  it('updates a category and regenerates the slug when the name changes', async () => {
    const cat = (await t.api('POST', '/categories', { token: admin, body: { name: 'Ancien nom' } })).body.category;
    const res = await t.api('PUT', `/categories/${cat.id}`, { token: admin, body: { name: 'Nouveau nom', color: '#22c55e' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Catégorie modifiée');
    expect(res.body.category).toMatchObject({ slug: 'nouveau-nom', color: '#22C55E' });
  });
});

describe('settings', () => {
  it('shows theme colours and the reward amount publicly, nothing else', async () => {
    const res = await t.api('GET', '/settings');
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      color_primary: '#FACC15',
      color_secondary: '#1E2530',
      color_background: '#0F1419',
      color_surface: '#23262F',
      color_text: '#F3F4F6',
      color_text_secondary: '#9CA3AF',
      article_reward_amount: '1.00',
    });
    expect(res.body.settings.min_words_count).toBeUndefined();
    expect(res.body.settings.auto_approve).toBeUndefined();
  });

  it('lets an admin change a colour and reset it to its default', async () => {
    const put = await t.api('PUT', '/settings', { token: admin, body: { settings: { color_primary: '#ff0000' } } });
    expect(put.status).toBe(200);
    expect((await t.api('GET', '/settings')).body.settings.color_primary).toBe('#FF0000');
    const reset = await t.api('POST', '/settings/reset/color_primary', { token: admin });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, value: '#FACC15' });
    expect((await t.api('GET', '/settings')).body.settings.color_primary).toBe('#FACC15');
  });

  it('refuses unknown keys and invalid colours, writing none of the batch', async () => {
    const bad = await t.api('PUT', '/settings', {
      token: admin,
      body: { settings: { color_primary: '#00FF00', color_text: 'blanc' } },
    });
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body, 'Couleur invalide (format #RRGGBB attendu)');
    const unknown = await t.api('PUT', '/settings', { token: admin, body: { settings: { jwt_secret: 'x' } } });
    expect(unknown.status).toBe(400);
    expectFrenchError(unknown.body);
    expect((await t.api('GET', '/settings')).body.settings.color_primary).toBe('#FACC15');
    expect((await t.api('POST', '/settings/reset/nope', { token: admin })).status).toBe(400);
    expect((await t.api('PUT', '/settings', { token: admin, body: { settings: 'x' } })).status).toBe(400);
  });

  it('is changed by admins only', async () => {
    const contributor = await t.createUser({ role: 'contributor' });
    expect((await t.api('PUT', '/settings', { body: { settings: {} } })).status).toBe(401);
    expect((await t.api('PUT', '/settings', { token: contributor.token, body: { settings: {} } })).status).toBe(403);
    expect((await t.api('POST', '/settings/reset/color_primary', { token: contributor.token })).status).toBe(403);
  });
});
