/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { apiKeys } from './api/keys';
import { App } from './app/App';
import { HeadCollectorContext } from './app/page-head';
import { dataKeysFor, render } from './entry-server';
import { createServerEmotionCache } from './theme/emotion';
import { ServerStylesContext } from './theme/static-styles';

// React's own render, counted.
jest.mock('react-dom/server', () => {
  const actual = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  return { ...actual, renderToString: jest.fn(actual.renderToString) };
});

// The answers every page shares, frozen as the API process keeps them for a content generation.
const shared = (brandName: string): Record<string, unknown> =>
  Object.freeze({
    [apiKeys.site]: Object.freeze({
      success: true,
      brand: Object.freeze({
        name: brandName,
        mainSiteUrl: 'https://hebergeur.example',
        gameServersUrl: 'https://hebergeur.example/serveurs-de-jeu',
        vpsUrl: 'https://hebergeur.example/vps',
        clientAreaUrl: 'https://hebergeur.example/espace-client',
        supportUrl: 'https://hebergeur.example/support',
        discordUrl: 'https://discord.com',
        twitterUrl: 'https://x.com',
        youtubeUrl: 'https://www.youtube.com',
        instagramUrl: 'https://www.instagram.com',
        termsUrl: 'https://hebergeur.example/cgu',
      }),
      public_url: 'https://blog.example',
    }),
    [apiKeys.settings]: Object.freeze({ success: true, settings: Object.freeze({ color_primary: '#FACC15' }) }),
    [apiKeys.categories]: Object.freeze({
      success: true,
      categories: Object.freeze(
        ['minecraft', 'vps'].map((slug, index) =>
          Object.freeze({
            id: index + 1,
            name: slug.toUpperCase(),
            slug,
            description: null,
            color: '#FACC15',
            icon: 'folder',
            order_position: index,
            is_active: true,
          }),
        ),
      ),
    }),
  });

const listItem = (slug: string) => ({
  id: slug.length,
  slug,
  title: `Guide ${slug}`,
  short_description: 'Tout ce qu’il faut savoir.',
  featured_image: null,
  category_id: 2,
  category_name: 'VPS',
  category_color: '#FACC15',
  category_slug: 'vps',
  author_name: 'Camille',
  author_avatar: null,
  reading_time: 4,
  published_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'published',
});

const articleAnswer = {
  success: true,
  article: {
    ...listItem('securiser-son-vps'),
    content: '<p>Un pare-feu d’abord.</p>',
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    views: 12,
    author_id: 3,
    author_bio: null,
    author_tags: [],
    author_article_count: 1,
    updated_at: '2026-11-21T10:00:00.000Z',
  },
  suggested: [listItem('choisir-son-vps')],
};

/** The answers of a page: the shared ones, an article, and lists of one article. */
function answersFor(url: string, generation: Record<string, unknown>): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const key of dataKeysFor(url) ?? []) {
    if (key in generation) fallback[key] = generation[key];
    else if (key === apiKeys.article('securiser-son-vps')) fallback[key] = articleAnswer;
    else
      fallback[key] = {
        success: true,
        articles: [listItem('choisir-son-vps')],
        pagination: { page: 1, limit: 12, total: 1, total_pages: 1 },
      };
  }
  return fallback;
}

/**
 * React's development build writes an error's stack into the page (a page whose answer is missing
 * errors, and the browser renders it): its frames depend on the call path, not on the page.
 */
const withoutStacks = (html: string) => html.replace(/ data-c?stck="[^"]*"/g, '');

describe('server render with reused parts', () => {
  const renders = jest.mocked(renderToString);
  beforeEach(() => renders.mockClear());

  it('renders the parts once per generation, and the same page with them spliced in', async () => {
    const generation = shared('GameHost');
    const first = await render('/', answersFor('/', generation));
    // The page, then each part on its own for the pages after it: header, category filter, call to action, footer.
    expect(renders).toHaveBeenCalledTimes(5);
    // The page, then its card, shown a second time.
    const second = await render('/', answersFor('/', generation));
    expect(renders).toHaveBeenCalledTimes(7);
    expect(second.html.join('')).toBe(first.html.join(''));
    await render('/', answersFor('/', generation));
    expect(renders).toHaveBeenCalledTimes(8);
    expect(second.html.join('')).toBe(first.html.join(''));
    expect(second.styles).toEqual(first.styles);
    expect(second.html.join('')).not.toContain('data-reused');
    expect(second.html.join('')).toContain('GameHost');
  });

  it('keeps a variant per section of the header and per category', async () => {
    const generation = shared('GameHost');
    for (const url of [
      '/article/securiser-son-vps',
      '/category/vps',
      '/category/minecraft?page=2',
      '/page-inconnue',
      '/CONTRIBUTORS/x',
      '/',
      '/?page=3',
    ]) {
      // Rendered in a generation of its own, everything in place; then with the parts of the pages before.
      const reference = await render(url, answersFor(url, shared('GameHost')));
      await render(url, answersFor(url, generation));
      const spliced = await render(url, answersFor(url, generation));
      expect(spliced.html.join('')).toBe(reference.html.join(''));
      expect(spliced.dataJson).toBe(reference.dataJson);
      expect(spliced.styles).toEqual(reference.styles);
      expect(spliced.status).toBe(reference.status);
    }
    const article = await render('/article/securiser-son-vps', answersFor('/article/securiser-son-vps', generation));
    expect(article.html.join('')).toContain('Un pare-feu d’abord.');
    expect(article.html.join('')).toContain('href="https://discord.com"');
    expect((await render('/category/vps', answersFor('/category/vps', generation))).html.join('')).toMatch(
      /<a aria-current="page" class="[^"]+" href="\/blog\/category\/vps">VPS<\/a>/,
    );
  });

  it('renders the parts again for a new generation (a brand renamed)', async () => {
    await render('/', answersFor('/', shared('GameHost')));
    const renamed = await render('/', answersFor('/', shared('HostGame')));
    expect(renamed.html.join('')).toContain('HostGame');
    expect(renamed.html.join('')).not.toContain('GameHost');
  });

  it('renders the category filter again once the categories that could not be read are read', async () => {
    const generation = shared('GameHost');
    const unread = { ...answersFor('/', generation), [apiKeys.categories]: undefined };
    await render('/', unread);
    expect((await render('/', unread)).html.join('')).not.toContain('href="/blog/category/vps"');
    expect((await render('/', answersFor('/', generation))).html.join('')).toContain('href="/blog/category/vps"');
  });

  it('reuses a card once a second page has shown it, with its long dates, the same page as in place', async () => {
    // Twelve cards, the first three with an image loaded at once, a date per card.
    const cards = Array.from({ length: 12 }, (_, index) => ({
      ...listItem(`guide-${index}`),
      id: 100 + index,
      featured_image: index % 2 ? `/blog/uploads/guide-${index}.webp` : null,
      published_at: `2026-10-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`,
    }));
    const withCards = (generation: Record<string, unknown>) => ({
      ...answersFor('/', generation),
      [apiKeys.articles(null, 1)]: {
        success: true,
        articles: cards,
        pagination: { page: 1, limit: 12, total: 12, total_pages: 1 },
      },
    });
    const reference = await render('/', withCards(shared('GameHost')));
    expect(reference.dataJson).toContain('"2026-10-12T10:00:00.000Z"');

    const generation = shared('GameHost');
    renders.mockClear();
    await render('/', withCards(generation));
    // The page and its four fixed parts; the cards were seen once.
    expect(renders).toHaveBeenCalledTimes(5);
    const second = await render('/', withCards(generation));
    // The page, then each card on its own.
    expect(renders).toHaveBeenCalledTimes(5 + 1 + 12);
    const third = await render('/', withCards(generation));
    // The page alone (the eager card with an image, which React preloads from the page's start, is rendered in place).
    expect(renders).toHaveBeenCalledTimes(5 + 1 + 12 + 1);
    for (const page of [second, third]) {
      expect(page.html.join('')).toBe(reference.html.join(''));
      expect(page.dataJson).toBe(reference.dataJson);
      expect(page.styles).toEqual(reference.styles);
    }
    // A card whose article changed is a new variant, rendered in place.
    const renamed = withCards(generation);
    (renamed[apiKeys.articles(null, 1)] as { articles: typeof cards }).articles = cards.map((card, index) =>
      index === 4 ? { ...card, title: 'Guide renommé' } : card,
    );
    expect((await render('/', renamed)).html.join('')).toContain('Guide renommé');
  });

  it('renders as the app does through React Router and SWR: the page its path matches, answers read as given', async () => {
    for (const url of [
      '/',
      '/?page=2',
      '/category/vps',
      '/article/securiser-son-vps',
      '/article/caf%C3%A9%20cr%C3%A8me',
      '/contributors',
      '/page-inconnue',
    ]) {
      // Not frozen: nothing reused, the whole page rendered by the entry, then by the route table.
      const answers = { ...answersFor(url, shared('GameHost')) };
      answers[apiKeys.site] = { ...(answers[apiKeys.site] as object) };
      // An answer that could not be read, as the API process leaves it out.
      if (url === '/category/vps') delete answers[apiKeys.categories];
      for (let pass = 0; pass < 2; pass++) {
        const expected = renderToString(
          <HeadCollectorContext.Provider value={{ spec: null }}>
            <StaticRouter basename="/blog" location={`/blog${url === '/' ? '' : url}`}>
              <ServerStylesContext.Provider value={createServerEmotionCache().cache}>
                <App data={{ rendered: true, fallback: answers }} />
              </ServerStylesContext.Provider>
            </StaticRouter>
          </HeadCollectorContext.Provider>,
        );
        expect(withoutStacks((await render(url, answers)).html.join(''))).toBe(withoutStacks(expected));
      }
    }
  });

  it('keeps the cards in use and forgets those not shown for a while', async () => {
    const card = (index: number) => ({ ...listItem(`carte-${index}`), id: 1000 + index });
    const generation = shared('GameHost');
    const page = (cards: ReturnType<typeof card>[]) => ({
      ...answersFor('/', generation),
      [apiKeys.articles(null, 1)]: {
        success: true,
        articles: cards,
        pagination: { page: 1, limit: 12, total: 12, total_pages: 1 },
      },
    });
    // A card on every page beside eleven new ones, each page shown twice (its cards seen, then kept):
    // 440 cards in all, more than are kept.
    const kept = card(0);
    const first = Array.from({ length: 11 }, (_, index) => card(1 + index));
    for (let round = 0; round < 40; round++) {
      const cards = round === 0 ? first : Array.from({ length: 11 }, (_, index) => card(1 + round * 11 + index));
      for (let pass = 0; pass < 2; pass++) await render('/', page([kept, ...cards]));
    }
    renders.mockClear();
    await render('/', page([kept, ...first]));
    // The first page's cards were forgotten: seen again, rendered in place with the page.
    expect(renders).toHaveBeenCalledTimes(1);
    await render('/', page([kept, ...first]));
    // Then kept again, each on its own; the card in use never left.
    expect(renders).toHaveBeenCalledTimes(1 + 1 + 11);
  });

  it('keeps cards for the newest generation only', async () => {
    const older = shared('GameHost');
    for (let pass = 0; pass < 3; pass++) await render('/', answersFor('/', older));
    renders.mockClear();
    await render('/', answersFor('/', older));
    expect(renders).toHaveBeenCalledTimes(1);
    // The same brand answer, new categories: a newer generation of the same site.
    const newer = { ...older, [apiKeys.categories]: shared('GameHost')[apiKeys.categories] };
    await render('/', answersFor('/', newer));
    renders.mockClear();
    // A page still rendered with the older answers: its card, dropped, is rendered in place again.
    const late = await render('/', answersFor('/', older));
    expect(renders).toHaveBeenCalledTimes(1);
    expect(late.html.join('')).toContain('href="/blog/article/choisir-son-vps"');
    await render('/', answersFor('/', older));
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it('reuses nothing when the shared answers are read for each render (not frozen)', async () => {
    const unfrozen = { ...answersFor('/', shared('GameHost')) };
    unfrozen[apiKeys.site] = { ...(unfrozen[apiKeys.site] as object) };
    await render('/', unfrozen);
    await render('/', unfrozen);
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
