import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { WhmcsEndpoint } from '../billing/whmcs-endpoint';
import type { Reader } from '../common/http/readers';
import { PUBLIC_CONTENT_CHANGED } from '../public-cache/public-cache-invalidator';
import { AffiliatesRepository } from './affiliates.repository';
import { OfferCatalogue } from './offer-catalogue';
import { affiliateUrl, cartUrl } from './offer-plans';
import { OrderClicks } from './order-clicks';

/** Articles whose order context is kept; beyond, the memory starts again (an unbounded `a` must not fill it). */
const MAX_ARTICLES = 10_000;

type OrderContext = { affiliate: number | null } | null;

/** A positive article id, else 0 (no article): a reader's link never fails for a mangled `a`. */
export function articleIdOf(raw: unknown): number {
  return typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;
}

/**
 * Where « Commander » leads: a shown plan only, counted once per reader, then to WHMCS's cart, or
 * through the affiliate link of the article's author. Everything it reads (the catalogue, whether an
 * article is published and its author's affiliate id) is kept in memory until public content changes
 * on any instance (a publication, a sync, an author joining the programme all say so), so that a click
 * costs no query once the article has been seen.
 */
@Injectable()
export class OrderLinks {
  private readonly articles = new Map<number, Promise<OrderContext>>();
  /** The WHMCS addresses already built, by plan, cycle and affiliate (a few per plan). */
  private readonly urls = new Map<string, string>();

  constructor(
    private readonly catalogue: OfferCatalogue,
    private readonly clicks: OrderClicks,
    private readonly whmcs: WhmcsEndpoint,
    private readonly affiliates: AffiliatesRepository,
  ) {}

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  forget(): void {
    this.articles.clear();
    this.urls.clear();
  }

  /** The WHMCS address to send the reader to, or null for a plan that is not (or no longer) sold. */
  async destination(pid: number, article: unknown, cycle: unknown, reader: Reader): Promise<string | null> {
    const plan = await this.catalogue.orderable(pid, typeof cycle === 'string' ? cycle : undefined);
    if (!plan) return null;
    const articleId = articleIdOf(article);
    const context = articleId === 0 ? null : await this.contextOf(articleId);
    await this.clicks.count(plan.pid, context ? articleId : 0, reader);
    const affiliate = context?.affiliate ?? null;
    const key = `${plan.pid}:${plan.cycle}:${affiliate ?? ''}`;
    let url = this.urls.get(key);
    if (url === undefined) {
      url =
        affiliate === null
          ? cartUrl(this.whmcs.publicBase, plan.pid, plan.cycle)
          : affiliateUrl(this.whmcs.publicBase, affiliate, plan.pid);
      if (this.urls.size >= MAX_ARTICLES) this.urls.clear();
      this.urls.set(key, url);
    }
    return url;
  }

  private contextOf(articleId: number): Promise<OrderContext> {
    let context = this.articles.get(articleId);
    if (!context) {
      if (this.articles.size >= MAX_ARTICLES) this.articles.clear();
      const read = this.affiliates.orderContextOf(articleId);
      context = read;
      this.articles.set(articleId, read);
      read.catch(() => {
        if (this.articles.get(articleId) === read) this.articles.delete(articleId);
      });
    }
    return context;
  }
}
