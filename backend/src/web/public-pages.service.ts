import type { RenderedPage } from './rendered-page';
import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { articleAnswerScope } from '../articles/article-answer-scope';
import { ArticlesService } from '../articles/articles.service';
import { ListArticlesQueryDto } from '../articles/dto/list-articles-query.dto';
import { MovedPermanently } from '../common/http/api-error';
import { createValidationPipe } from '../common/http/validation';
import type { FastifyInstance } from 'fastify';
import { type AnswerScope, GLOBAL_SCOPE } from '../public-cache/answer-scope';
import type { FrontendBundle } from './frontend-bundle';
import { PublicResponseCache } from '../public-cache/public-response-cache';
import { PageStylesStore } from './page-styles-store';
import { fillTemplate } from './page-template';
import { recentVersion, slugsOf } from './recent-articles-part';
import { SharedAnswers } from './shared-answers';

export type { RenderedPage } from './rendered-page';

const ARTICLES_KEY = '/blog/api/articles';
const ARTICLE_KEY_PREFIX = `${ARTICLES_KEY}/`;

const NOT_FOUND = { success: false, notFound: true };

/** A direct read's answer for an article's former slug: the page answers 301 to the current one. */
interface Moved {
  success: false;
  movedTo: string;
}

function movedTo(answer: unknown): string | null {
  const target = (answer as Partial<Moved> | undefined)?.movedTo;
  return typeof target === 'string' ? target : null;
}

/** A 301 to `location` (an article's former address, a list page's `page` spelled otherwise). */
function redirectTo(location: string, dataMs = 0): RenderedPage {
  return { status: 301, location, html: Buffer.alloc(0), timings: { dataMs, renderMs: 0 }, scope: GLOBAL_SCOPE };
}

/** The slug of an article's API key (`/blog/api/articles/{slug}`), or null for any other key. */
function articleSlugOf(key: string): string | null {
  if (!key.startsWith(ARTICLE_KEY_PREFIX)) return null;
  const encoded = key.slice(ARTICLE_KEY_PREFIX.length);
  if (!encoded || /[/?#]/.test(encoded)) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

const SITE_KEYS = ['/blog/api/site', '/blog/api/settings'];
/** The promo cards' plans: changed only by a sync that changes them, which moves the content generation. */
const OFFER_CARDS_KEY = '/blog/api/offers/cards';

const sharedKeysOf = new WeakMap<FrontendBundle, ReadonlySet<string>>();

/** The answers many pages show alike, read once per content generation (see `SharedAnswers`). */
function sharedKeys(bundle: FrontendBundle): ReadonlySet<string> {
  let keys = sharedKeysOf.get(bundle);
  if (!keys) {
    keys = new Set([...SITE_KEYS, '/blog/api/categories', OFFER_CARDS_KEY, bundle.entry.RECENT_ARTICLES_KEY]);
    sharedKeysOf.set(bundle, keys);
  }
  return keys;
}

/**
 * Server-side rendering of the public pages. The data is the app's own API answers, embedded in the
 * page under the keys the SPA reads them with: articles and lists read through their services as
 * their routes read them, the rest through the API itself (Fastify `inject` on the same instance).
 * The answers shared by many pages are read once per content generation.
 */
@Injectable()
export class PublicPagesService {
  private readonly logger = new Logger('SSR');

  private shared: SharedAnswers | null = null;
  /** The API's own validation of query strings, for the lists read directly. */
  private readonly queries = createValidationPipe();

  constructor(
    private readonly styles: PageStylesStore,
    private readonly cache: PublicResponseCache,
    private readonly articles: ArticlesService,
  ) {}

  /** The API answers for these keys: 2xx bodies as is, a 404 as `{ success: false, notFound: true }`. */
  private async fetchAll(
    fastify: FastifyInstance,
    keys: string[],
    shared: ReadonlySet<string>,
  ): Promise<Record<string, unknown>> {
    const answers = await Promise.all(
      keys.map((key) => (shared.has(key) ? this.sharedAnswers(fastify).get(key) : this.fetch(fastify, key))),
    );
    const fallback: Record<string, unknown> = {};
    answers.forEach((answer, index) => {
      if (answer !== undefined) fallback[keys[index]!] = answer;
    });
    return fallback;
  }

  private async fetch(fastify: FastifyInstance, key: string): Promise<unknown> {
    const direct = this.directRead(key);
    if (direct) return this.settle(key, direct);
    const answer = await fastify.inject({ method: 'GET', url: key, headers: { accept: 'application/json' } });
    if (answer.statusCode >= 200 && answer.statusCode < 300) return answer.json();
    if (answer.statusCode === 404) return NOT_FOUND;
    this.logger.warn(`${key} a répondu ${answer.statusCode} pendant le rendu serveur`);
    return undefined;
  }

  /**
   * The reads every uncached page makes (an article, a list of articles), through their services as
   * their API routes make them: the page is their only reader, so the API's routing, hooks and
   * serialization would be spent for nothing. An article's view is counted as the API counts it, and
   * its number remembered for the cache's view counting.
   */
  private directRead(key: string): (() => Promise<unknown>) | null {
    const slug = articleSlugOf(key);
    if (slug !== null) {
      return async () => {
        const answer = { success: true, ...(await this.articles.getBySlug(slug, undefined)) };
        this.cache.rememberArticle(slug, answer.article.id);
        return answer;
      };
    }
    if (key === ARTICLES_KEY || key.startsWith(`${ARTICLES_KEY}?`)) {
      return async () => {
        const params = Object.fromEntries(new URLSearchParams(key.slice(ARTICLES_KEY.length + 1)));
        const query = (await this.queries.transform(params, {
          type: 'query',
          metatype: ListArticlesQueryDto,
        })) as ListArticlesQueryDto;
        return { success: true, ...(await this.articles.listPublished(query)) };
      };
    }
    return null;
  }

  /** A direct read's answer as the API would have given it: a 404 as `{ success: false, notFound: true }`, nothing for an error. */
  private async settle(key: string, read: () => Promise<unknown>): Promise<unknown> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof MovedPermanently) return { success: false, movedTo: error.target } satisfies Moved;
      const status = error instanceof HttpException ? error.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
      if (status === HttpStatus.NOT_FOUND) return NOT_FOUND;
      this.logger.warn(`${key} a répondu ${status} pendant le rendu serveur${status >= 500 ? ` : ${String(error)}` : ''}`);
      return undefined;
    }
  }

  private sharedAnswers(fastify: FastifyInstance): SharedAnswers {
    this.shared ??= new SharedAnswers(this.cache, (key) => this.fetch(fastify, key));
    return this.shared;
  }

  /** A server-rendered public page, or null when this path is rendered by the browser only. */
  async render(fastify: FastifyInstance, bundle: FrontendBundle, appUrl: string): Promise<RenderedPage | null> {
    const keys = bundle.entry.dataKeysFor(appUrl);
    if (!keys) return null;
    const canonical = bundle.entry.canonicalListUrl(appUrl);
    if (canonical !== null) return redirectTo(`/blog${canonical}`);
    const started = performance.now();
    const fallback = await this.fetchAll(fastify, keys, sharedKeys(bundle));
    const fetched = performance.now();
    const articleKey = keys.find((key) => key.startsWith(ARTICLE_KEY_PREFIX));
    const moved = articleKey ? movedTo(fallback[articleKey]) : null;
    if (moved !== null) {
      // The query string goes along (a campaign's `utm_…` parameters are not lost on the way).
      const cut = appUrl.indexOf('?');
      return redirectTo(`/blog/article/${encodeURIComponent(moved)}${cut < 0 ? '' : appUrl.slice(cut)}`, fetched - started);
    }
    const page = await bundle.entry.render(appUrl, fallback);
    const rendered = performance.now();
    // The path that rendered the styles goes with their link: another instance that has not rendered
    // them yet renders that page to serve them (see WebRoutes).
    const href = `${this.styles.put(page.styles.css)}?from=${encodeURIComponent(appUrl)}`;
    const html = fillTemplate(bundle.template, {
      head: `${page.head}\n    ${bundle.entry.pageStylesLink(href, page.styles.names)}`,
      html: page.html,
      dataId: bundle.entry.SSR_DATA_ELEMENT_ID,
      dataJson: page.dataJson,
    });
    return {
      status: page.status,
      html,
      timings: { dataMs: fetched - started, renderMs: rendered - fetched },
      scope: articleKey
        ? articlePageScope(fallback[articleKey], fallback[bundle.entry.RECENT_ARTICLES_KEY], page.html, bundle)
        : GLOBAL_SCOPE,
      ...(articleKey ? { recent: fallback[bundle.entry.RECENT_ARTICLES_KEY] } : {}),
    };
  }

  /** The SPA shell for client-rendered routes, with the brand and theme already embedded. */
  async shell(fastify: FastifyInstance, bundle: FrontendBundle): Promise<Buffer> {
    const fallback = await this.fetchAll(fastify, SITE_KEYS, sharedKeys(bundle));
    return fillTemplate(bundle.template, {
      head: bundle.entry.shellHead(fallback),
      html: '',
      dataId: bundle.entry.SSR_DATA_ELEMENT_ID,
      dataJson: bundle.entry.serializeSsrData({ rendered: false, fallback }),
    });
  }
}

/**
 * An article page changes with its article, category and author (see `articleAnswerScope`), and with
 * the recent articles of its sidebar, which the cache splices in when they change; a page listed among
 * them (it leaves itself out) or without them is rendered again on any change.
 */
function articlePageScope(article: unknown, recent: unknown, markup: readonly string[], bundle: FrontendBundle): AnswerScope {
  const scope = articleAnswerScope(article);
  const attribute = ` ${bundle.entry.RECENT_LIST_ATTRIBUTE}=`;
  if (scope.kind !== 'article' || !markup.some((piece) => piece.includes(attribute))) return GLOBAL_SCOPE;
  if (slugsOf(recent).includes(scope.slug)) return GLOBAL_SCOPE;
  return Object.assign({}, scope, { recent: recentVersion(recent) });
}
