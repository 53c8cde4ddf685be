import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnEvent } from '@nestjs/event-emitter';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_CONTENT_CHANGED } from '../public-cache/public-cache-invalidator';
import { AppConfig } from '../config/app-config';
import { archiveSitemapXml, robotsTxt, rssXml, sitemapIndexXml, sitemapXml } from './seo-documents';
import { ARCHIVE_SLICE_IDS, SeoRepository } from './seo.repository';

export const RSS_ITEMS = 30;

/**
 * /blog/sitemap.xml, /blog/rss.xml and /blog/robots.txt, as raw Fastify routes (documents for
 * crawlers, not API answers, hence outside Swagger). The two XML documents are built once and
 * kept until public content changes.
 */
@Injectable()
export class SeoRoutes implements OnModuleInit {
  private cache = new Map<string, Promise<string>>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly repo: SeoRepository,
    private readonly config: AppConfig,
  ) {}

  @OnEvent(PUBLIC_CONTENT_CHANGED)
  invalidate(): void {
    this.cache.clear();
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || process.env.OPENAPI_ONLY === 'true') return;
    const publicUrl = this.config.publicUrl;
    fastify.get('/blog/sitemap.xml', (_req, reply) =>
      this.send(reply, 'application/xml; charset=utf-8', 'sitemap', async () =>
        sitemapXml(
          publicUrl,
          await this.repo.sitemapArticles(),
          await this.repo.activeCategories(),
          await this.repo.sitemapAuthors(),
        ),
      ),
    );
    fastify.get('/blog/rss.xml', (_req, reply) =>
      this.send(reply, 'application/rss+xml; charset=utf-8', 'rss', async () =>
        rssXml(publicUrl, this.config.brand, await this.repo.latestArticles(RSS_ITEMS)),
      ),
    );
    // One category's and one author's feeds: not kept here (there may be many), the public response cache holds them.
    fastify.get<{ Params: { slug: string } }>('/blog/category/:slug/rss.xml', async (req, reply) => {
      const category = await this.repo.categoryBySlug(req.params.slug);
      if (!category) return reply.callNotFound();
      const slug = encodeURIComponent(req.params.slug);
      const xml = rssXml(publicUrl, this.config.brand, await this.repo.latestArticles(RSS_ITEMS, { categoryId: category.id }), {
        title: `${category.name} — Blog ${this.config.brand.name}`,
        description: `Les derniers articles de la catégorie ${category.name} sur le blog ${this.config.brand.name}.`,
        pagePath: `/category/${slug}`,
        feedPath: `/category/${slug}/rss.xml`,
      });
      await reply
        .header('Content-Type', 'application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(xml);
    });
    fastify.get<{ Params: { username: string } }>('/blog/auteur/:username/rss.xml', async (req, reply) => {
      const author = await this.repo.authorByUsername(req.params.username);
      if (!author) return reply.callNotFound();
      const username = encodeURIComponent(req.params.username);
      const xml = rssXml(publicUrl, this.config.brand, await this.repo.latestArticles(RSS_ITEMS, { authorId: author.id }), {
        title: `${author.name} — Blog ${this.config.brand.name}`,
        description: `Les derniers articles de ${author.name} sur le blog ${this.config.brand.name}.`,
        pagePath: `/auteur/${username}`,
        feedPath: `/auteur/${username}/rss.xml`,
      });
      await reply
        .header('Content-Type', 'application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(xml);
    });
    fastify.get('/blog/sitemap-archive.xml', (_req, reply) =>
      this.send(reply, 'application/xml; charset=utf-8', 'archive', async () =>
        sitemapIndexXml(publicUrl, Math.ceil((await this.repo.maxArticleId()) / ARCHIVE_SLICE_IDS)),
      ),
    );
    // Not kept here (there may be many): the public response cache holds the ones asked for.
    fastify.get<{ Params: { n: string } }>('/blog/sitemap-archive-:n(^\\d{1,6}).xml', async (req, reply) => {
      const n = Number(req.params.n);
      if (n < 1) return reply.callNotFound();
      const xml = archiveSitemapXml(
        publicUrl,
        await this.repo.archiveArticles((n - 1) * ARCHIVE_SLICE_IDS, n * ARCHIVE_SLICE_IDS),
      );
      await reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(xml);
    });
    fastify.get('/blog/robots.txt', (_req, reply) =>
      this.send(reply, 'text/plain; charset=utf-8', 'robots', async () => robotsTxt(publicUrl)),
    );
  }

  private async send(reply: FastifyReply, type: string, key: string, build: () => Promise<string>): Promise<void> {
    let body = this.cache.get(key);
    if (!body) {
      body = build();
      this.cache.set(key, body);
      // A failed build is not kept: the next request tries again.
      body.catch(() => this.cache.delete(key));
    }
    await reply
      .header('Content-Type', type)
      .header('Cache-Control', 'public, max-age=300')
      .send(await body);
  }
}
