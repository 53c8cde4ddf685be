import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, bearer, CLIENT, CONTRIBUTOR, signIn, typeInEditor, unique, words } from './support/admin';
import { privateServerForSpec } from './support/private-server';

/**
 * A contributor puts an « Offre » block in an article; once approved, readers see the plan with its price
 * from the (embedded sandbox) WHMCS catalogue and order it through the counted link, into the WHMCS cart.
 * On a server of its own: the article published here must not change the lists other specs read.
 */

const local = privateServerForSpec();

interface MySubmission {
  id: number;
  title: string;
  article_id: number;
}

test('a contributor inserts an « Offre » block; after approval readers see the card and order through the WHMCS cart', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  const contributor = await signIn(page, local.api, CONTRIBUTOR);
  const title = `Choisir son VPS ${unique()}`;

  await page.goto('/blog/admin');
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page.getByRole('heading', { name: 'Soumettre un article' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByLabel('Description courte').fill('Le bon VPS pour héberger ses projets.');
  await typeInEditor(page, words(320));
  await page.keyboard.press('Enter');

  // The « Offre » tool from the block toolbox: search the catalogue, pick a plan and a cycle, see the card.
  const editor = page.getByTestId('rich-editor');
  await editor.locator('.ce-toolbar__plus').click();
  await page.locator('.ce-popover-item').filter({ hasText: 'Offre' }).click();
  const block = editor.locator('.offer-block');
  await block.getByRole('searchbox', { name: 'Rechercher dans le catalogue des offres' }).fill('vps');
  await expect(block.getByRole('button', { name: 'Minecraft Starter' })).toHaveCount(0);
  await block.getByRole('button', { name: 'VPS SSD S' }).click();
  await block.getByRole('combobox', { name: 'Cycle de facturation' }).selectOption('annually');
  await expect(block.locator('.offer-card')).toContainText('VPS SSD S');
  await expect(block.locator('.offer-card-price')).toHaveText(/59,90\s€ \/ an/);

  await page.getByRole('button', { name: "Soumettre l'article" }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/submissions$/);

  // Staff approve it; the stored article holds the plan and cycle only.
  const mine = (await (await local.api.get('/blog/api/submissions/my', { headers: bearer(contributor) })).json()) as {
    submissions: MySubmission[];
  };
  const submission = mine.submissions.find((s) => s.title === title)!;
  const admin = await apiSession(local.api, ADMIN);
  const approval = await local.api.put(`/blog/api/admin/submissions/${submission.id}/approve`, {
    headers: bearer(admin),
    data: {},
  });
  expect(approval.ok()).toBeTruthy();
  const edit = (await (
    await local.api.get(`/blog/api/articles/edit/${submission.article_id}`, { headers: bearer(admin) })
  ).json()) as {
    article: { slug: string; content: string };
  };
  expect(edit.article.content).toContain('<hr data-offer="7" data-cycle="annually" />');

  // A reader sees the card with the current price and orders through the counted link.
  const reader = await browser.newContext({ baseURL: local.server.baseURL });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/blog/article/${edit.article.slug}`);
  const card = readerPage.locator('.article-body .offer-card');
  await expect(card).toContainText('VPS SSD S');
  await expect(card.locator('.offer-card-price')).toHaveText(/59,90\s€ \/ an/);
  await card.getByRole('link', { name: 'Commander' }).click();
  await expect(readerPage).toHaveTitle('Panier : VPS SSD S');
  expect(new URL(readerPage.url()).searchParams.get('billingcycle')).toBe('annually');
  await reader.close();
  await context.close();
});

test('a customer joins the affiliate programme; the order links of their article go through their affiliate link and the click shows in « Mes statistiques »', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: local.server.baseURL });
  const page = await context.newPage();
  const customer = await signIn(page, local.api, CLIENT);
  await page.goto('/blog/admin/profile');
  const programme = page.getByTestId('affiliate-programme');
  await expect(programme.getByRole('heading', { name: 'Programme d’affiliation' })).toBeVisible();
  await programme.getByRole('button', { name: 'Rejoindre le programme' }).click();
  await expect(programme).toContainText('Affilié n° 1');

  // Their article with an « Offre » block, approved by staff.
  const title = `Mon serveur Minecraft ${unique()}`;
  const categories = (await (await local.api.get('/blog/api/categories')).json()) as { categories: { id: number }[] };
  const submitted = await local.api.post('/blog/api/submissions', {
    headers: bearer(customer),
    data: {
      title,
      short_description: 'Mon retour.',
      content: `<p>${words(320)}</p><hr data-offer="1" data-cycle="monthly">`,
      category_id: categories.categories[0]!.id,
    },
  });
  expect(submitted.ok()).toBeTruthy();
  const submission = ((await submitted.json()) as { submission: { id: number; article_id: number } }).submission;
  const admin = await apiSession(local.api, ADMIN);
  expect(
    (await local.api.put(`/blog/api/admin/submissions/${submission.id}/approve`, { headers: bearer(admin), data: {} })).ok(),
  ).toBeTruthy();
  const edit = (await (
    await local.api.get(`/blog/api/articles/edit/${submission.article_id}`, { headers: bearer(admin) })
  ).json()) as {
    article: { slug: string };
  };

  // A reader orders: WHMCS's affiliate link sets its cookie, then the cart shows the plan.
  const reader = await browser.newContext({ baseURL: local.server.baseURL });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/blog/article/${edit.article.slug}`);
  await readerPage.locator('.article-body .offer-card').getByRole('link', { name: 'Commander' }).click();
  await expect(readerPage).toHaveTitle('Panier : Minecraft Starter');
  const cookies = await reader.cookies();
  expect(cookies.find((cookie) => cookie.name === 'WHMCSAffiliateID')?.value).toBe('1');
  await reader.close();

  await page.goto('/blog/admin/stats');
  await expect(page.getByTestId('offer-clicks-row').filter({ hasText: title })).toContainText('Minecraft Starter');
  await context.close();
});
