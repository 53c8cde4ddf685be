import { expect, test } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '@blog/whmcs-sandbox';
import { ADMIN, CONTRIBUTOR } from './support/admin';
import { startPrivateServer, type PrivateServer } from './support/private-server';

const IDENTIFIER = 'sandbox-identifier';
const SECRET = 'sandbox-secret';
const WHMCS_PASSWORD = 'Client!Autre12';

test.describe.configure({ mode: 'serial' });

let sandbox: RunningSandbox;
let server: PrivateServer;

test.beforeAll(async () => {
  sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, port: 0, seedDemo: true, controlApi: true });
  server = await startPrivateServer({ WHMCS_URL: sandbox.url, WHMCS_AUTH_FLOOR_MS: '0' });
  // The demo contributor (local password) also opens a WHMCS account, with another password.
  const form = new URLSearchParams({
    identifier: IDENTIFIER,
    secret: SECRET,
    action: 'AddClient',
    responsetype: 'json',
    firstname: 'Camille',
    lastname: 'Roux',
    email: CONTRIBUTOR.email,
    password2: WHMCS_PASSWORD,
    address1: '5 quai Rambaud',
    city: 'Lyon',
    state: 'Lyon',
    postcode: '69002',
    country: 'FR',
    phonenumber: '0478000001',
  });
  const added = (await (await fetch(`${sandbox.url}/includes/api.php`, { method: 'POST', body: form })).json()) as {
    result: string;
  };
  expect(added.result).toBe('success');
});

test.afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
});

test('the customer tab asks for the blog password before linking an existing blog account, then links it', async ({
  page,
  request,
}) => {
  await page.goto(`${server.baseURL}/blog/login`);
  await expect(page.getByRole('tab', { name: /^Client / })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Adresse e-mail').fill(CONTRIBUTOR.email);
  await page.locator('input[name=password]').fill(WHMCS_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page.getByTestId('form-error')).toHaveText(
    'Un compte du blog existe déjà avec cette adresse e-mail. Pour le relier à votre compte client, saisissez aussi le mot de passe de ce compte du blog.',
  );
  const blogPassword = page.getByLabel('Mot de passe de votre compte du blog');
  await expect(blogPassword).toBeVisible();

  await blogPassword.fill('pas-le-bon-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Le mot de passe du compte du blog est incorrect.');
  await expect(page).toHaveURL(/\/blog\/login$/);

  await blogPassword.fill(CONTRIBUTOR.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);

  const linked = await request.post(`${server.baseURL}/blog/api/whmcs/auth`, {
    data: { email: CONTRIBUTOR.email, password: WHMCS_PASSWORD },
  });
  expect(linked.status()).toBe(200);
  const { user } = (await linked.json()) as { user: { email: string; whmcs_client_id: number | null } };
  expect(user.whmcs_client_id).toEqual(expect.any(Number));
});

test('a staff password on the customer tab reads like a wrong one, with a pointer to « Équipe »', async ({ page }) => {
  await page.goto(`${server.baseURL}/blog/login`);
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Email ou mot de passe incorrect');
  await expect(page.getByText('Membre de l’équipe ? Connectez-vous avec l’onglet « Équipe ».')).toBeVisible();
  await expect(page.getByLabel('Mot de passe de votre compte du blog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog\/login$/);
});
