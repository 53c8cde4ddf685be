import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, CLIENT, signIn, typeInEditor, unique, words } from './support/admin';

interface MySubmission {
  title: string;
  article_id: number;
  status: string;
  reward_amount: number;
}

test('a customer submits an article, the admin rejects it, the customer resubmits, the admin approves and the reward shows on the profile', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Mon retour d’expérience ${unique()}`;

  // The contributor signs in on the customer tab with the WHMCS demo client.
  await page.goto('/blog/contributor/login');
  await page.getByRole('tab', { name: /^Client / }).click();
  await page.getByLabel('Adresse e-mail').fill(CLIENT.email);
  await page.getByLabel('Mot de passe').fill(CLIENT.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  const client = await apiSession(request, CLIENT);
  const before = client.user.total_rewards;

  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page.getByRole('heading', { name: 'Soumettre un article' })).toBeVisible();
  await expect(page.getByTestId('reward-notice')).toContainText('Minimum 300 mots requis');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByLabel('Description courte').fill('Ce que j’ai appris en hébergeant mon serveur.');
  await typeInEditor(page, words(120));
  await expect(page.getByTestId('word-counter')).toHaveText('120 / 300 mots');
  await page.getByRole('button', { name: "Soumettre l'article" }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Votre article doit contenir au moins 300 mots (actuellement: 120)');

  await page.keyboard.insertText(` ${words(200)}`);
  await expect(page.getByTestId('word-counter')).toHaveText('320 mots ✓');
  await page.getByRole('button', { name: "Soumettre l'article" }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: "Soumission envoyée avec succès ! Elle sera examinée par l'équipe." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/admin\/submissions$/);
  await expect(page.getByRole('heading', { name: 'Mes soumissions' })).toBeVisible();
  await expect(page.getByTestId('submission-row').filter({ hasText: title })).toContainText('En attente');

  // The admin rejects it with a reason, in another browser.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signIn(adminPage, request, ADMIN);
  await adminPage.goto('/blog/admin/submissions');
  await expect(adminPage.getByRole('heading', { name: 'Soumissions des contributeurs' })).toBeVisible();
  await adminPage.getByRole('button', { name: `Rejeter : ${title}` }).click();
  const reject = adminPage.getByRole('dialog');
  await expect(reject.getByRole('button', { name: 'Rejeter' })).toBeDisabled();
  await reject.getByLabel('Raison du rejet').fill('Ajoute une section sur les sauvegardes.');
  await reject.getByRole('button', { name: 'Rejeter' }).click();
  await expect(adminPage.getByTestId('toast').filter({ hasText: 'Soumission rejetée' })).toBeVisible();

  // The contributor sees the red banner with the reason, edits and resubmits.
  await page.reload();
  const row = page.getByTestId('submission-row').filter({ hasText: title });
  await expect(row).toContainText('Rejeté');
  await row.getByRole('link', { name: `Modifier : ${title}` }).click();
  await expect(page).toHaveURL(/\/blog\/contributor\/edit\/\d+$/);
  await expect(page.getByTestId('rejected-banner')).toContainText('Ajoute une section sur les sauvegardes.');
  await typeInEditor(page, ' Sauvegardez chaque nuit.');
  await page.getByRole('button', { name: "Resoumettre l'article" }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Article modifié et ressoumis pour revue !' })).toBeVisible();
  await expect(page.getByTestId('submission-row').filter({ hasText: title })).toContainText('En attente');

  // The admin approves it.
  await adminPage.reload();
  await adminPage.getByRole('button', { name: `Aperçu : ${title}` }).click();
  const preview = adminPage.getByRole('dialog');
  await expect(preview).toContainText('Sauvegardez chaque nuit.');
  await preview.getByRole('button', { name: 'Approuver' }).click();
  await preview.getByRole('button', { name: 'Approuver et publier' }).click();
  await expect(adminPage.getByTestId('toast').filter({ hasText: 'Soumission approuvée et publiée' })).toBeVisible();
  await adminContext.close();

  // The contributor's profile shows the credited total once the reward has been credited.
  const mine = await request.get('/blog/api/submissions/my', { headers: bearer(client) });
  const submission = ((await mine.json()) as { submissions: MySubmission[] }).submissions.find((s) => s.title === title);
  expect(submission?.status).toBe('published');
  const expected = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(before + (submission?.reward_amount ?? 0))
    .replace(/[\u202F ](?=€)/, '\u00A0');
  await expect(async () => {
    await page.goto('/blog/admin/profile');
    await expect(page.getByTestId('profile-total-rewards')).toHaveText(expected, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  expect(admin.user.role).toBe('admin');
});
