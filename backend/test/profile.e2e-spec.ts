import { DataSource } from 'typeorm';
import sharp from 'sharp';
import { User } from '../src/users/entities/user.entity';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let db: DataSource;

beforeAll(async () => {
  t = await startTestApp();
  db = t.app.get(DataSource);
});
afterAll(() => t.close());

function avatarForm(data: Buffer | string, filename = 'moi.png', type = 'image/png', field = 'avatar'): FormData {
  const body = new FormData();
  body.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
  return body;
}

describe('PUT /users/profile', () => {
  it('changes the username and biography but never the email', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const res = await t.api('PUT', '/users/profile', {
      token: u.token,
      body: { username: `nouveau${u.id}`, bio: '  Joueur de Minecraft depuis 2012  ', email: 'autre@exemple.fr' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { username: `nouveau${u.id}`, bio: 'Joueur de Minecraft depuis 2012', email: u.email },
    });
    expect(res.body.token).toBeUndefined();
    expect((await t.api('GET', '/auth/me', { token: u.token })).body.user.username).toBe(`nouveau${u.id}`);
  });

  it('requires a username and refuses one already taken', async () => {
    const a = await t.createUser({ role: 'contributor' });
    const b = await t.createUser({ role: 'contributor' });
    const blank = await t.api('PUT', '/users/profile', { token: a.token, body: { username: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Le nom d'utilisateur est requis");
    const bName = (await t.api('GET', '/auth/me', { token: b.token })).body.user.username;
    expect((await t.api('PUT', '/users/profile', { token: a.token, body: { username: bName } })).status).toBe(409);
  });

  it('changes the password, revokes old tokens and hands back a fresh one', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const me = (await t.api('GET', '/auth/me', { token: u.token })).body.user;
    const res = await t.api('PUT', '/users/profile', {
      token: u.token,
      body: { username: me.username, currentPassword: u.password, newPassword: 'Nouveau!2345', confirmPassword: 'Nouveau!2345' },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect((await t.api('GET', '/auth/me', { token: u.token })).status).toBe(401);
    expect((await t.api('GET', '/auth/me', { token: res.body.token })).status).toBe(200);
    expect(await t.login(u.email, 'Nouveau!2345')).toBeTruthy();
  });

  it('refuses a mismatch, a short password and a wrong current password', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const username = (await t.api('GET', '/auth/me', { token: u.token })).body.user.username;
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: u.password, newPassword: 'Nouveau!2345', confirmPassword: 'Autre!2345' },
        'Les mots de passe ne correspondent pas',
      ],
      [
        { currentPassword: u.password, newPassword: 'court', confirmPassword: 'court' },
        'Le mot de passe doit contenir au moins 8 caractères',
      ],
      [
        { currentPassword: 'mauvais-mot', newPassword: 'Nouveau!2345', confirmPassword: 'Nouveau!2345' },
        'Mot de passe actuel incorrect',
      ],
      [{ newPassword: 'Nouveau!2345', confirmPassword: 'Nouveau!2345' }, 'Le mot de passe actuel est requis'],
    ];
    for (const [body, error] of cases) {
      const res = await t.api('PUT', '/users/profile', { token: u.token, body: { username, ...body } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await t.api('GET', '/auth/me', { token: u.token })).status).toBe(200);
  });

  it('refuses a password change to a user linked to WHMCS (403)', async () => {
    const u = await t.createUser({ role: 'contributor' });
    await db.getRepository(User).update({ id: u.id }, { whmcs_client_id: 4242 });
    const username = (await t.api('GET', '/auth/me', { token: u.token })).body.user.username;
    const res = await t.api('PUT', '/users/profile', {
      token: u.token,
      body: { username, currentPassword: u.password, newPassword: 'Nouveau!2345', confirmPassword: 'Nouveau!2345' },
    });
    expect(res.status).toBe(403);
    expect((await t.api('PUT', '/users/profile', { token: u.token, body: { username, bio: 'ok' } })).status).toBe(200);
  });

  it('requires a signed-in user', async () => {
    expect((await t.api('PUT', '/users/profile', { body: { username: 'x' } })).status).toBe(401);
  });
});

describe('POST /users/avatar', () => {
  it('stores a 256 px square WebP thumbnail and sets it on the user', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#AA3355' } })
      .jpeg()
      .toBuffer();
    const res = await t.api('POST', '/users/avatar', { token: u.token, raw: avatarForm(photo, 'moi.jpg', 'image/jpeg') });
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(/^\/blog\/uploads\/avatars\/.+\.webp$/);
    expect(res.body.user.avatar).toBe(res.body.avatar);
    const served = Buffer.from(await (await fetch(`${t.origin}${res.body.avatar}`)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const second = await t.api('POST', '/users/avatar', { token: u.token, raw: avatarForm(photo, 'moi.jpg', 'image/jpeg') });
    expect((await fetch(`${t.origin}${res.body.avatar}`)).status).toBe(404);
    expect((await t.api('GET', '/auth/me', { token: u.token })).body.user.avatar).toBe(second.body.avatar);
  });

  it('asks for an image when the file is not one or is missing', async () => {
    const u = await t.createUser({ role: 'contributor' });
    for (const form of [avatarForm('<svg onload="alert(1)"/>', 'a.svg', 'image/svg+xml'), avatarForm('texte', 'a.png')]) {
      const res = await t.api('POST', '/users/avatar', { token: u.token, raw: form });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Veuillez sélectionner une image');
    }
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (await t.api('POST', '/users/avatar', { token: u.token, raw: avatarForm(png, 'a.png', 'image/png', 'image') })).body.error,
    ).toBe('Veuillez sélectionner une image');
  });

  it('refuses an image over 5 MB', async () => {
    const u = await t.createUser({ role: 'contributor' });
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    const res = await t.api('POST', '/users/avatar', { token: u.token, raw: avatarForm(big) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("L'image ne doit pas dépasser 5 Mo");
  });
});
