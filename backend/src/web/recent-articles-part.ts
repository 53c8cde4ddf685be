import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CachedResponse, PublicResponseCache, SharedPart, SharedPartSource } from '../public-cache/public-response-cache';
import type { FrontendBundle } from './frontend-bundle';
import type { RenderedPage } from './rendered-page';

/** Renders a public page as the server does (`PublicPagesService`). */
interface PageRenderer {
  render(fastify: FastifyInstance, bundle: FrontendBundle, appUrl: string): Promise<RenderedPage | null>;
}

/** The recent articles as an article page shows them: the sidebar's items and the data they hydrate from. */
export interface RecentArticles extends SharedPart {
  /** The list's items, as React renders them in the sidebar. */
  readonly itemsHtml: string;
  /** The list's API answer, embedded in the page's data. */
  readonly answer: unknown;
  /** The long dates the items show, formatted on the server (the page's `dates`). */
  readonly dates: Record<string, string>;
  readonly slugs: readonly string[];
}

interface ListAnswer {
  articles?: { slug?: unknown; id?: unknown }[];
}

const versions = new WeakMap<object, string>();

/** Pages built on the same list answer carry the same version (computed once for a shared answer). */
export function recentVersion(answer: unknown): string {
  const known = answer !== null && typeof answer === 'object' ? versions.get(answer) : undefined;
  if (known !== undefined) return known;
  const version = createHash('sha1').update(JSON.stringify(answer)).digest('base64url');
  if (answer !== null && typeof answer === 'object' && Object.isFrozen(answer)) versions.set(answer, version);
  return version;
}

export function slugsOf(answer: unknown): string[] {
  return ((answer as ListAnswer | null)?.articles ?? []).map((a) => a.slug).filter((s): s is string => typeof s === 'string');
}

/**
 * The recent articles every article page shows (but those in it, which leave themselves out). A
 * publication changes them on every article page; instead of dropping the stored pages, the cache
 * asks here for the list as it is now and splices it into each page on its next hit. The list comes
 * from the server render of an article just older than the recent ones (so none are left out),
 * once per content generation.
 */
export class RecentArticlesPart implements SharedPartSource {
  private latest: { generation: number; part: Promise<RecentArticles | null> } | null = null;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly bundle: FrontendBundle,
    private readonly pages: PageRenderer,
    private readonly cache: PublicResponseCache,
    private readonly views: { withoutViews<T>(work: () => Promise<T>): Promise<T> },
  ) {}

  current(): Promise<RecentArticles | null> {
    const generation = this.cache.generation;
    if (this.latest?.generation !== generation) this.latest = { generation, part: this.read(generation).catch(() => null) };
    return this.latest.part;
  }

  private async read(generation: number): Promise<RecentArticles | null> {
    const entry = this.bundle.entry;
    const limit = recentCount(entry.RECENT_ARTICLES_KEY) + 1;
    const list = await this.fastify.inject({ method: 'GET', url: `/blog/api/articles?limit=${limit}` });
    const older = list.statusCode === 200 ? (list.json() as ListAnswer).articles?.[limit - 1] : undefined;
    if (typeof older?.slug !== 'string' || typeof older.id !== 'number') return null;
    // Nobody reads that article: the render counts no view.
    const url = `/article/${encodeURIComponent(older.slug)}`;
    const page = await this.views.withoutViews(() => this.pages.render(this.fastify, this.bundle, url));
    const answer = page?.recent;
    if (!page || page.status !== 200 || !answer) return null;
    const html = page.html.toString();
    const items = itemsRange(html, entry.RECENT_LIST_ATTRIBUTE);
    const data = dataRange(html, entry.SSR_DATA_ELEMENT_ID);
    if (!items || !data) return null;
    const { dates } = JSON.parse(html.slice(data.start, data.end)) as { dates?: Record<string, string> };
    return {
      version: recentVersion(answer),
      generation,
      itemsHtml: html.slice(items.start, items.end),
      answer,
      dates: dates ?? {},
      slugs: slugsOf(answer),
    };
  }

  /** The page with these recent articles in its sidebar and data; null for a page they would list. */
  splice(stored: CachedResponse, part: SharedPart): Buffer | null {
    const recent = part as RecentArticles;
    if (stored.scope.kind !== 'article' || recent.slugs.includes(stored.scope.slug)) return null;
    const entry = this.bundle.entry;
    const html = stored.body.toString('utf8');
    const items = itemsRange(html, entry.RECENT_LIST_ATTRIBUTE);
    const data = dataRange(html, entry.SSR_DATA_ELEMENT_ID);
    if (!items || !data || data.start < items.end) return null;
    const ssr = JSON.parse(html.slice(data.start, data.end)) as {
      rendered: boolean;
      fallback: Record<string, unknown>;
      dates?: Record<string, string>;
    };
    ssr.fallback[entry.RECENT_ARTICLES_KEY] = recent.answer;
    ssr.dates = Object.assign({}, ssr.dates, recent.dates);
    return Buffer.from(
      html.slice(0, items.start) +
        recent.itemsHtml +
        html.slice(items.end, data.start) +
        entry.serializeSsrData(ssr) +
        html.slice(data.end),
    );
  }
}

/** How many articles the recent list asks for (its key's `limit`). */
function recentCount(key: string): number {
  return Number(new URL(key, 'http://page').searchParams.get('limit')) || 0;
}

/** The children of the element marked with this attribute (a list of items with no nested list). */
export function itemsRange(html: string, attribute: string): { start: number; end: number } | null {
  const at = html.indexOf(` ${attribute}=`);
  if (at < 0) return null;
  const start = html.indexOf('>', at) + 1;
  const end = html.indexOf('</ul>', start);
  return start > 0 && end >= start ? { start, end } : null;
}

/** The JSON inside the page's data element. */
export function dataRange(html: string, id: string): { start: number; end: number } | null {
  const open = html.indexOf(`id="${id}">`);
  if (open < 0) return null;
  const start = open + `id="${id}">`.length;
  const end = html.indexOf('</script>', start);
  return end >= start ? { start, end } : null;
}
