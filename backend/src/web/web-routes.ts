import fastifyStatic from '@fastify/static';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ArticleViewCounter } from '../articles/article-view-counter';
import { declareAnswerScope } from '../public-cache/answer-scope';
import { PublicResponseCache } from '../public-cache/public-response-cache';
import { type FrontendBundle, loadFrontendBundle } from './frontend-bundle';
import { PAGE_STYLES_PREFIX, PageStylesStore } from './page-styles-store';
import { FRONTEND_MISSING_HTML } from './page-template';
import { PublicPagesService } from './public-pages.service';
import { RecentArticlesPart } from './recent-articles-part';

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The frontend under /blog, as raw Fastify routes (outside Swagger: they answer HTML and files,
 * not API JSON): hashed assets cached for a year, the public pages rendered on the server, and
 * the SPA shell for every other /blog path (login, register, back office).
 */
@Injectable()
export class WebRoutes implements OnApplicationBootstrap {
  private readonly logger = new Logger('Web');
  private bundle: FrontendBundle | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly pages: PublicPagesService,
    private readonly styles: PageStylesStore,
    private readonly cache: PublicResponseCache,
    private readonly views: ArticleViewCounter,
  ) {}

  // Registered once Nest has installed its error handler: awaiting a Fastify plugin earlier makes
  // Fastify build the API routes with its default handler, and errors would skip the French envelope.
  async onApplicationBootstrap(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || process.env.OPENAPI_ONLY === 'true') return;
    try {
      this.bundle = loadFrontendBundle();
    } catch (error) {
      this.logger.error(`Chargement du rendu serveur impossible : ${String(error)}`);
    }
    if (!this.bundle) {
      this.logger.warn(
        'Interface non construite (frontend/dist absent) : lancez « npm run build » pour servir le blog sous /blog.',
      );
    } else {
      this.cache.useSharedPart(new RecentArticlesPart(fastify, this.bundle, this.pages, this.cache, this.views));
      await fastify.register(fastifyStatic, {
        root: this.bundle.clientDir,
        prefix: '/blog/',
        decorateReply: false,
        // One route per built file: anything else under /blog falls through to the pages below.
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of the scripts and styles; they are sent to clients that accept them.
        preCompressed: true,
        setHeaders: (res, path) => {
          res.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? ONE_YEAR_IMMUTABLE : 'public, max-age=3600');
        },
      });
    }
    fastify.get(`${PAGE_STYLES_PREFIX}:file`, (request: FastifyRequest, reply: FastifyReply) =>
      this.serveStyles(fastify, request, reply),
    );
    const handler = (request: FastifyRequest, reply: FastifyReply) => this.serve(fastify, request, reply);
    fastify.get('/blog', handler);
    fastify.get('/blog/*', handler);
  }

  /**
   * A page's component styles (see PageStylesStore). Under several instances, the page may come from
   * another one: the link names the page, and rendering it here gives the same styles while its
   * content is the same.
   */
  private async serveStyles(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { file } = request.params as { file: string };
    const { from } = request.query as { from?: unknown };
    let css = this.styles.get(file);
    if (css === undefined && this.bundle && typeof from === 'string' && /^\/(?!\/)/.test(from) && from.length <= 512) {
      try {
        await this.pages.render(fastify, this.bundle, from);
        css = this.styles.get(file);
      } catch (error) {
        this.logger.error(`Rendu de ${from} pour ses styles impossible`, error instanceof Error ? error.stack : String(error));
      }
    }
    if (css === undefined) {
      await reply
        .code(404)
        .header('Content-Type', 'text/css; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('/* Feuille de styles inconnue */\n');
      return;
    }
    await reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', ONE_YEAR_IMMUTABLE).send(css);
  }

  private async serve(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const url = request.url;
    // Unknown API or upload paths keep the API's JSON 404, never the HTML shell.
    if (/^\/blog\/(api|uploads)(\/|$)/.test(url) || /^\/blog\/(assets\/|index\.html|\.vite)/.test(url)) {
      return reply.callNotFound();
    }
    reply.header('Content-Type', 'text/html; charset=utf-8');
    if (!this.bundle) {
      await reply.code(503).send(FRONTEND_MISSING_HTML);
      return;
    }
    const appUrl = url.replace(/^\/blog/, '') || '/';
    try {
      const page = await this.pages.render(fastify, this.bundle, appUrl.startsWith('/') ? appUrl : `/${appUrl}`);
      reply.header('Cache-Control', 'no-cache');
      if (page?.location) {
        await reply.code(page.status).header('Location', page.location).send('');
        return;
      }
      if (page) {
        // For measurements (npm run bench): never stored with a cached page, which costs nothing to serve.
        reply.header(
          'Server-Timing',
          `data;dur=${page.timings.dataMs.toFixed(1)}, render;dur=${page.timings.renderMs.toFixed(1)}`,
        );
        declareAnswerScope(request, page.scope);
        await reply.code(page.status).send(page.html);
        return;
      }
      await reply.code(200).send(await this.pages.shell(fastify, this.bundle));
    } catch (error) {
      this.logger.error(`Rendu de ${url} impossible`, error instanceof Error ? error.stack : String(error));
      // The browser can still render the page itself from the shell.
      await reply.code(200).send(await this.pages.shell(fastify, this.bundle));
    }
  }
}
