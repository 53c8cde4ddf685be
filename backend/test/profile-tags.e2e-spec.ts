import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const createTag = (body: Record<string, unknown>, token = admin) => t.api('POST', '/profile-tags', { token, body });

describe('profile tags', () => {
  it('creates a tag with the default colour, lists, renames and deletes it', async () => {
    const created = await createTag({ name: '  Développeur  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Tag créé avec succès',
      tag: { name: 'Développeur', color: '#FCD34D' },
    });
    const id = created.body.tag.id;
    const list = await t.api('GET', '/profile-tags', { token: admin });
    expect(list.body.tags).toContainEqual({ id, name: 'Développeur', color: '#FCD34D' });
    const updated = await t.api('PUT', `/profile-tags/${id}`, { token: admin, body: { name: 'Dev', color: '#22c55e' } });
    expect(updated.body).toMatchObject({ message: 'Tag modifié avec succès', tag: { id, name: 'Dev', color: '#22C55E' } });
    expect((await t.api('DELETE', `/profile-tags/${id}`, { token: admin })).body).toEqual({ success: true });
    expect((await t.api('DELETE', `/profile-tags/${id}`, { token: admin })).status).toBe(404);
    expect((await t.api('PUT', `/profile-tags/${id}`, { token: admin, body: { name: 'x' } })).status).toBe(404);
  });

  it('requires a name after trimming and a #RRGGBB colour', async () => {
    for (const body of [{ name: '   ' }, { name: '' }, {}]) {
      const res = await createTag(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Le nom du tag est requis');
    }
    for (const color of ['red', '#FFF', '#GGGGGG', 'FCD34D', '#FCD34D; background:url(x)']) {
      const res = await createTag({ name: `Couleur ${color}`, color });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Couleur invalide (format #RRGGBB attendu)');
    }
  });

  it('refuses a second tag with the same name, whatever the case', async () => {
    expect((await createTag({ name: 'Modérateur' })).status).toBe(201);
    const again = await createTag({ name: 'modérateur' });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    const other = await createTag({ name: 'Autre nom' });
    expect(
      (await t.api('PUT', `/profile-tags/${other.body.tag.id}`, { token: admin, body: { name: 'MODÉRATEUR' } })).status,
    ).toBe(409);
  });

  it('replaces a user’s set of tags and reads it back', async () => {
    const user = await t.createUser({ role: 'contributor' });
    const a = (await createTag({ name: 'Tag A' })).body.tag;
    const b = (await createTag({ name: 'Tag B' })).body.tag;
    const c = (await createTag({ name: 'Tag C' })).body.tag;
    const first = await t.api('POST', '/profile-tags/assign', {
      token: admin,
      body: { userId: user.id, tagIds: [a.id, b.id, b.id] },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Tags mis à jour avec succès' });
    const ids = async () =>
      (await t.api('GET', `/profile-tags/user/${user.id}`, { token: admin })).body.tags.map((x: { id: number }) => x.id).sort();
    expect(await ids()).toEqual([a.id, b.id].sort());
    await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: user.id, tagIds: [c.id] } });
    expect(await ids()).toEqual([c.id]);
    await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: user.id, tagIds: [] } });
    expect(await ids()).toEqual([]);
  });

  it('refuses unknown tag ids and changes nothing', async () => {
    const user = await t.createUser({ role: 'contributor' });
    const a = (await createTag({ name: 'Gardé' })).body.tag;
    await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: user.id, tagIds: [a.id] } });
    const res = await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: user.id, tagIds: [a.id, 999999] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('999999');
    const tags = (await t.api('GET', `/profile-tags/user/${user.id}`, { token: admin })).body.tags;
    expect(tags.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: 999999, tagIds: [] } })).status).toBe(
      404,
    );
    expect((await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: user.id, tagIds: 'x' } })).status).toBe(
      400,
    );
  });

  it('removes a deleted tag from the users who had it', async () => {
    const user = await t.createUser({ role: 'contributor' });
    const tag = (await createTag({ name: 'Éphémère' })).body.tag;
    await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: user.id, tagIds: [tag.id] } });
    await t.api('DELETE', `/profile-tags/${tag.id}`, { token: admin });
    expect((await t.api('GET', `/profile-tags/user/${user.id}`, { token: admin })).body.tags).toEqual([]);
  });

  it('is reserved to admins', async () => {
    const redacteur = await t.createUser({ role: 'redacteur' });
    const contributor = await t.createUser({ role: 'contributor' });
    for (const token of [redacteur.token, contributor.token]) {
      expect((await t.api('GET', '/profile-tags', { token })).status).toBe(403);
      expect((await createTag({ name: 'Interdit' }, token)).status).toBe(403);
      expect((await t.api('POST', '/profile-tags/assign', { token, body: { userId: contributor.id, tagIds: [] } })).status).toBe(
        403,
      );
    }
    expect((await t.api('GET', '/profile-tags')).status).toBe(401);
  });
});
