import { expect, test, type Page } from '@playwright/test';
import { CONTRIBUTOR, unique } from './support/admin';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The error box is inside the viewport and holds the focus. */
async function expectSeen(page: Page, text: string | RegExp) {
  const alert = page.getByTestId('form-error');
  await expect(alert).toHaveText(text);
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
}

async function fillRegistration(page: Page, email: string) {
  const fields: Record<string, string> = {
    firstname: 'Camille',
    lastname: 'Martin',
    email,
    password: 'Inscription!2345',
    passwordConfirm: 'Inscription!2345',
    address1: '1 rue de la Paix',
    city: 'Paris',
    postcode: '75001',
    phonenumber: '0102030405',
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`input[name=${name}]`).fill(value);
  await page.locator('input[type=checkbox]').check();
}

for (const size of WIDTHS) {
  test.describe(`form errors at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.setTimeout(90_000);

    test('a registration refused on the browser side shows its error where the person is looking', async ({ page }) => {
      await page.goto('/blog/register');
      const submit = page.getByRole('button', { name: "S'inscrire" }).last();
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await expectSeen(page, 'Tous les champs sont requis');
      // The same refusal twice: brought back and focused again.
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await expectSeen(page, 'Tous les champs sont requis');
    });

    test('the refusal that protects an existing account is scrolled into view and focused', async ({ page }) => {
      await page.goto('/blog/register');
      await fillRegistration(page, CONTRIBUTOR.email);
      const submit = page.getByRole('button', { name: "S'inscrire" }).last();
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await expectSeen(page, /Un compte existe déjà avec cette adresse e-mail/);
    });

    test('a failed sign-in focuses its error', async ({ page }) => {
      await page.goto('/blog/login');
      await page.getByRole('tab', { name: 'Équipe' }).click();
      await page.getByLabel('Adresse e-mail').fill(`personne-${unique()}@demo.local`);
      await page.getByLabel('Mot de passe').fill('Mauvais!2345');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expectSeen(page, /.+/);
    });
  });
}
