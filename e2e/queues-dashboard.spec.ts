import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ADMIN, signIn } from './support/admin';
import { watchConsole } from './support/console';
import { startPrivateServer, type PrivateServer } from './support/private-server';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function openFromMenu(page: Page): Promise<void> {
  await page.goto('/blog/admin');
  const nav = page.getByRole('navigation', { name: 'Navigation du back office' });
  await nav.getByRole('link', { name: 'Files de tâches' }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/queues\/$/);
}

test('without Redis, an admin opens « Files de tâches » from the menu and reads that jobs run in the API', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await signIn(page, request, ADMIN);
  await openFromMenu(page);
  await expect(page.getByRole('heading', { name: 'Les tâches s’exécutent dans l’API' })).toBeVisible();
  await expect(page.getByText(/REDIS_URL/).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  expect(problems).toEqual([]);
});

test('a visitor who is not signed in is sent to the sign-in, then to the dashboard', async ({ page }) => {
  await page.goto('/blog/admin/queues');
  await expect(page).toHaveURL(/\/blog\/admin\/login\?next=%2Fadmin%2Fqueues-open$/);
  // The team's tab is chosen from the page asked for.
  await expect(page.getByRole('tab', { name: 'Équipe' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/queues\/$/);
  await expect(page.getByRole('heading', { name: 'Les tâches s’exécutent dans l’API' })).toBeVisible();
});

test.describe('with Redis', () => {
  let redis: ChildProcess | null = null;
  let server: PrivateServer | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    server = await startPrivateServer({ REDIS_URL: `redis://127.0.0.1:${port}`, QUEUE_PREFIX: `e2e-queues-${port}` });
  });

  test.afterAll(async () => {
    await server?.stop();
    redis?.kill('SIGKILL');
  });

  test('an admin opens « Files de tâches » from the menu and sees every queue of the product', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.baseURL });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page, context.request, ADMIN);
    await openFromMenu(page);
    for (const queue of ['rewards', 'mail', 'publish', 'reconcile'])
      await expect(page.getByRole('link', { name: new RegExp(`^${queue}`) }).first()).toBeVisible();
    // Scripts, styles and data of the board all come from the API, under the product's page policy.
    expect(problems).toEqual([]);
    await context.close();
  });
});
