import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique } from './support/admin';

test('the admin changes the primary colour and the public site uses it', async ({ page, request }) => {
  const admin = await signIn(page, request, ADMIN);
  try {
    await page.goto('/blog/admin/theme');
    const hex = page.getByRole('textbox', { name: 'Couleur principale : code hexadécimal' });
    await hex.fill('#22C55E');
    await expect(page.getByTestId('theme-preview')).toHaveCSS('--color-primary', '#22C55E');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Thème enregistré' })).toBeVisible();
    await page.goto('/blog/');
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toUpperCase()),
      )
      .toBe('#22C55E');
    // The reset asks first, then restores the default.
    await page.goto('/blog/admin/theme');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Réinitialiser cette couleur ?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Réinitialiser Couleur principale' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Couleur réinitialisée' })).toBeVisible();
    await expect(hex).toHaveValue('#FACC15');
  } finally {
    await request.post('/blog/api/settings/reset/color_primary', { headers: bearer(admin) });
  }
});

test('the admin changes the reward amount and the call-to-action badge shows it', async ({ page, request }) => {
  const admin = await signIn(page, request, ADMIN);
  try {
    await page.goto('/blog/admin/rewards');
    const save = page.getByRole('button', { name: 'Enregistrer' });
    const cancel = page.getByRole('button', { name: 'Annuler' });
    await expect(save).toBeDisabled();
    await expect(cancel).toBeDisabled();
    await page.getByLabel('Montant de la récompense').fill('-1');
    await save.click();
    await expect(page.getByTestId('form-error')).toHaveText('Montant de récompense invalide');
    await page.getByLabel('Montant de la récompense').fill('2.5');
    await save.click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Paramètres enregistrés avec succès' })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.goto('/blog/');
    await expect(page.getByTestId('cta-badge')).toHaveText('+2,50 € par article');
  } finally {
    await request.put('/blog/api/admin/rewards/settings', { headers: bearer(admin), data: { article_reward_amount: '1.00' } });
  }
});

test('the admin creates a profile tag, assigns it to a contributor and sees it on the ranking', async ({ page, request }) => {
  await signIn(page, request, ADMIN);
  const contributor = await apiSession(request, CONTRIBUTOR);
  const tag = `Expert ${unique()}`;
  await page.goto('/blog/admin/profile-tags');
  await page.getByRole('button', { name: 'Nouveau Tag' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau Tag' });
  await modal.getByRole('button', { name: 'Créer' }).click();
  await expect(modal.getByTestId('form-error')).toHaveText('Le nom du tag est requis');
  await modal.getByRole('textbox', { name: 'Nom', exact: true }).fill(tag);
  await modal.getByRole('textbox', { name: 'Couleur', exact: true }).fill('#38BDF8');
  await expect(modal.getByTestId('tag-preview')).toHaveText(tag);
  await modal.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Tag créé avec succès' })).toBeVisible();
  await expect(page.getByTestId('tag-card').filter({ hasText: tag })).toBeVisible();

  await page.goto('/blog/admin/user-tags');
  await expect(page.getByText('Sélectionnez un utilisateur pour assigner des tags')).toBeVisible();
  // 50 accounts a page: the contributor is found by name.
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(contributor.user.username);
  await page
    .getByTestId('user-tags-user')
    .filter({ hasText: `@${contributor.user.username}` })
    .click();
  await page.getByRole('checkbox', { name: new RegExp(tag) }).check();
  await page.getByRole('button', { name: 'Enregistrer les tags' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Tags mis à jour avec succès' })).toBeVisible();

  await page.goto('/blog/contributors');
  await expect(page.getByText(tag)).toBeVisible();
});
