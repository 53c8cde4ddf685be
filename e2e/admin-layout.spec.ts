import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiSession, bearer, CONTRIBUTOR, signIn, unique, words } from './support/admin';

/**
 * The back office's three tables on a laptop and a phone: every row action is on screen without
 * scrolling sideways, nor does the page scroll sideways; on a phone each row is a card.
 */

const TABLES = [
  { path: '/blog/admin/articles', row: 'article-row' },
  { path: '/blog/admin/submissions', row: 'submission-row', tab: 'Toutes' },
  { path: '/blog/admin/users', row: 'user-row' },
] as const;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

let prepared: Promise<void> | null = null;

/** A pending and a rejected submission with long titles, so the submissions table shows every action. */
function prepare(request: APIRequestContext): Promise<void> {
  prepared ??= (async () => {
    const admin = await apiSession(request, ADMIN);
    const contributor = await apiSession(request, CONTRIBUTOR);
    for (const title of [
      `Un très long titre de soumission pour vérifier la mise en page ${unique()}`,
      `Soumission refusée ${unique()}`,
    ]) {
      const answer = await request.post('/blog/api/submissions', {
        headers: bearer(contributor),
        data: { title, short_description: 'Mise en page du back office.', content: `<p>${words(320)}</p>` },
      });
      expect(answer.ok()).toBeTruthy();
      if (title.startsWith('Soumission refusée')) {
        const { submission } = (await answer.json()) as { submission: { id: number } };
        await request.put(`/blog/api/admin/submissions/${submission.id}/reject`, {
          headers: bearer(admin),
          data: { rejection_reason: 'À reprendre.' },
        });
      }
    }
  })();
  return prepared;
}

async function openTable(page: Page, table: (typeof TABLES)[number]): Promise<void> {
  await page.goto(table.path);
  if ('tab' in table) await page.getByRole('tab', { name: new RegExp(`^${table.tab}`) }).click();
  await expect(page.getByTestId(table.row).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Left and right edges of every row action (links and buttons of the actions cell), by row. */
async function actionBoxes(page: Page, row: string) {
  return page.getByTestId(row).evaluateAll((rows) =>
    rows.flatMap((tr) =>
      Array.from(tr.querySelectorAll('td[data-cell="actions"] a, td[data-cell="actions"] button')).map((el) => {
        const box = el.getBoundingClientRect();
        return {
          label: el.getAttribute('aria-label') ?? el.textContent ?? '',
          left: box.left,
          right: box.right,
          width: box.width,
        };
      }),
    ),
  );
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const account of [ADMIN, CONTRIBUTOR]) {
      const who = account === ADMIN ? 'admin' : 'contributor';
      const tables = who === 'admin' ? TABLES : TABLES.filter((t) => t.row !== 'user-row');
      test(`every row action of the tables is on screen, without sideways scrolling (${who})`, async ({ page, request }) => {
        await prepare(request);
        await signIn(page, request, account);
        for (const table of tables) {
          await openTable(page, table);
          const boxes = await actionBoxes(page, table.row);
          expect(boxes.length, `${table.path}: actions`).toBeGreaterThan(0);
          const outside = boxes.filter((b) => b.width === 0 || b.left < 0 || b.right > viewport.width);
          expect(outside, `${table.path}: actions hors de l'écran`).toEqual([]);
          // Every cell too (dates, rewards), not only the actions.
          const clipped = await page.getByTestId(table.row).evaluateAll(
            (rows, width) =>
              rows.flatMap((tr) =>
                Array.from(tr.querySelectorAll('td'))
                  .filter((td) => td.getBoundingClientRect().right > width + 0.5)
                  .map((td) => td.textContent ?? ''),
              ),
            viewport.width,
          );
          expect(clipped, `${table.path}: cellules coupées`).toEqual([]);
          const table_ = page.getByTestId('admin-table');
          expect(
            await table_.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
            `${table.path}: tableau plus large que sa boîte`,
          ).toBe(true);
          expect(await pageScrollsSideways(page), `${table.path}: la page défile de côté`).toBe(false);

          const display = await page
            .getByTestId(table.row)
            .first()
            .evaluate((tr) => getComputedStyle(tr).display);
          if (viewport.width === 1280) expect(display, `${table.path}: un tableau à 1280 px`).toBe('table-row');
          if (viewport.width === 390) expect(display, `${table.path}: des cartes à 390 px`).toBe('grid');
          if (viewport.width === 390)
            await expect(
              page.getByTestId(table.row).first().locator('td[data-cell="actions"] :is(a, button)').first(),
            ).toBeInViewport();
        }
      });
    }
  });
}
