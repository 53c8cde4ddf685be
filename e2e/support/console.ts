import { GAME_ARTICLES } from '../../backend/src/demo/demo-articles-games';
import type { Page } from '@playwright/test';

/** Collects console errors and warnings (hydration mismatches are reported there) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A seeded demo article (with headings, keywords and a category), looked up by title: other browser
 * tests publish articles of their own on the same server, so "the newest article" is not stable.
 */
export async function firstArticle(baseURL: string): Promise<{ slug: string; title: string; category_slug: string | null }> {
  const response = await fetch(`${baseURL}/blog/api/articles?limit=100`);
  const body = (await response.json()) as { articles: Array<{ slug: string; title: string; category_slug: string | null }> };
  const seeded = body.articles.find((a) => a.title === GAME_ARTICLES[0]!.title);
  if (!seeded)
    throw new Error('Article de démonstration introuvable : le serveur de test doit démarrer avec les données de démo.');
  return seeded;
}
