import { expect, test } from '@playwright/test';

test('the demo admin signs in on the « Équipe » tab and lands on /blog/admin', async ({ page }) => {
  await page.goto('/blog/login');
  await expect(page.getByRole('tab', { name: /^Client / })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Équipe' }).click();
  await expect(page.getByRole('tab', { name: 'Équipe' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Adresse e-mail').fill('admin@demo.local');
  await page.getByLabel('Mot de passe').fill('Admin!2345');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { isAuthenticated: boolean; token: string } | null,
  );
  expect(stored?.isAuthenticated).toBe(true);
  expect(stored?.token).toBeTruthy();
});

test('a wrong password shows the server’s French error', async ({ page, request }) => {
  const answer = await request.post('/blog/api/auth/login', {
    data: { email: 'admin@demo.local', password: 'mauvais-mot-de-passe' },
  });
  const { error } = (await answer.json()) as { error: string };
  expect(error).toBeTruthy();
  await page.goto('/blog/admin/login');
  await page.getByRole('tab', { name: 'Équipe' }).click();
  await page.getByLabel('Adresse e-mail').fill('admin@demo.local');
  await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(error);
  await expect(page).toHaveURL(/\/blog\/admin\/login$/);
});

test('the tabs are keyboard operable', async ({ page }) => {
  await page.goto('/blog/login');
  await page.getByRole('tab', { name: /^Client / }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Équipe' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Équipe' })).toHaveAttribute('aria-selected', 'true');
});

test('registration checks the fields in the spec’s order and shows the strength meter', async ({ page }) => {
  await page.goto('/blog/register');
  await page.getByRole('button', { name: "S'inscrire" }).last().click();
  await expect(page.getByTestId('form-error')).toHaveText('Tous les champs sont requis');
  await page.locator('input[name=password]').fill('Abcdef1!xyz12');
  await expect(page.getByTestId('strength-label')).toContainText('Très sécurisé');
});
