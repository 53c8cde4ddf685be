import { expect, type Page } from '@playwright/test';

/** Whether React has hydrated the page (its root carries React's container key). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page)).toBe(true);
}
