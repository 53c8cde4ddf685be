import { GAME_ARTICLES } from './demo-articles-games';
import { HOSTING_ARTICLES } from './demo-articles-hosting';
import type { DemoArticle } from './demo-article';

/** Nine published demo articles spread over the demo categories and the past weeks. */
export const DEMO_ARTICLES: DemoArticle[] = [...GAME_ARTICLES, ...HOSTING_ARTICLES];

/**
 * A cover drawn locally (a gradient with soft shapes), so the demo needs no image from the Internet.
 * `seed` varies the shapes from one article to the next.
 */
export function demoCoverSvg(from: string, to: string, seed: number): Buffer {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 197 + i * 263) % 1200;
    const y = (seed * 131 + i * 151) % 630;
    const r = 60 + ((seed + i * 37) % 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="1200" height="630" fill="url(#g)"/>${circles}
      <rect x="80" y="430" width="420" height="24" rx="12" fill="#0F1419" fill-opacity="0.35"/>
      <rect x="80" y="474" width="280" height="24" rx="12" fill="#0F1419" fill-opacity="0.25"/>
    </svg>`,
  );
}
