import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user';
import { Public, Staff } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { NewsletterTestMail } from './newsletter-test-mail';
import { ApiError, badRequest } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ErrorResponseDto, SuccessResponseDto } from '../common/http/error-response.dto';
import { AppConfig } from '../config/app-config';
import { newsletterErrors } from '../i18n/errors';
import { newsletterTexts } from '../i18n/newsletter';
import { CategoriesRepository } from '../categories/categories.repository';
import {
  ConfirmFormDto,
  ConfirmQueryDto,
  ManageFormDto,
  ManageQueryDto,
  SubscribeDto,
  SubscribeResponseDto,
  TestMailDto,
  TestMailResponseDto,
  NewsletterUnsubscribeFormDto,
} from './dto/newsletter.dto';
import { checkManage } from './newsletter-links';
import {
  confirmedPage,
  confirmPage,
  invalidManagePage,
  managePage,
  refusedFormPage,
  refusedLinkPage,
  requestedPage,
  unsubscribedPage,
} from './newsletter-pages';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterSubscriptionsService } from './newsletter-subscriptions.service';

/** Subscription requests one client IP may make per hour (every request counts, whatever the address). */
export const SUBSCRIBE_LIMIT_PER_IP = 10;
const SUBSCRIBE_WINDOW_MS = 60 * 60_000;

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;
const isEmail = (value: string) => value.trim().length <= 254 && EMAIL.test(value.trim());

@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly subscriptions: NewsletterSubscriptionsService,
    private readonly config: AppConfig,
    @Inject(ThrottlerStorage) private readonly limits: ThrottlerStorage,
    private readonly subscribers: NewsletterRepository,
    private readonly categories: CategoriesRepository,
    private readonly testMail: NewsletterTestMail,
  ) {}

  /** « M'envoyer un test » of the editor: the article's e-mail to the staff member who asks. */
  @Post('test')
  @HttpCode(200)
  @Staff()
  @ApiOperation({ summary: 'M’envoyer un test : la newsletter de l’article, envoyée tout de suite à mon adresse' })
  @ApiOkResponse({ type: TestMailResponseDto })
  @ApiErrors(400, 404, 502)
  async sendTest(@CurrentUser() actor: AuthUser, @Body() dto: TestMailDto): Promise<TestMailResponseDto> {
    const email = await this.testMail.send(actor, dto.article_id);
    return { success: true, message: newsletterTexts.testSent(email) };
  }

  /**
   * A subscription request: the same answer for a new, pending, confirmed or unsubscribed address, so
   * nobody learns who subscribes. The form without JavaScript (`from=page`) gets a French page.
   */
  @Post('subscriptions')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'S’inscrire à la newsletter (double opt-in : un e-mail de confirmation est envoyé)' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ type: SubscribeResponseDto })
  @ApiTooManyRequestsResponse({ description: newsletterErrors.tooManyRequests.text, type: ErrorResponseDto })
  @ApiErrors(400)
  async subscribe(
    @Body() dto: SubscribeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscribeResponseDto | string> {
    const asPage = dto.from === 'page';
    const brand = this.config.brand.name;
    if (!(await this.withinIpLimit(request.ip, reply))) {
      if (!asPage) throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, newsletterErrors.tooManyRequests);
      htmlPage(reply, 429);
      return refusedFormPage(brand, newsletterTexts.tooManyTitle, newsletterErrors.tooManyRequests.text, dto.source);
    }
    if (!isEmail(dto.email)) {
      if (!asPage) throw badRequest(newsletterErrors.invalidEmail);
      htmlPage(reply, 400);
      return refusedFormPage(brand, newsletterTexts.invalidEmailTitle, newsletterErrors.invalidEmail.text, dto.source);
    }
    await this.subscriptions.subscribe({
      email: dto.email,
      frequency: dto.frequency ?? 'each',
      categoryIds: dto.categories ?? [],
      source: dto.source ?? '/newsletter',
      ip: request.ip,
    });
    if (!asPage) return { success: true, message: newsletterTexts.requested };
    htmlPage(reply, 200);
    return requestedPage(brand, dto.source);
  }

  @Get('confirm')
  @Public()
  @ApiOperation({ summary: 'Lien de confirmation de l’e-mail : la page qui demande de confirmer, rien ne change' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Page de confirmation', schema: { type: 'string' } })
  @ApiErrors(400)
  confirmLink(@Query() query: ConfirmQueryDto, @Res({ passthrough: true }) reply: FastifyReply): string {
    const checked = this.subscriptions.check(query);
    htmlPage(reply, checked.check === 'valid' ? 200 : 400);
    return checked.check === 'valid'
      ? confirmPage(this.config.brand.name, checked.query)
      : refusedLinkPage(this.config.brand.name, checked.check);
  }

  @Post('confirm')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Confirmer l’inscription (bouton de la page du lien signé, valable 48 h)' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400)
  async confirm(
    @Query() query: ConfirmQueryDto,
    @Body() form: ConfirmFormDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponseDto | string> {
    const checked = this.subscriptions.check(query);
    const confirmed = checked.check === 'valid' && (await this.subscriptions.confirm(checked));
    const refusal = checked.check === 'expired' ? 'expired' : 'invalid';
    if (form?.from === 'page') {
      htmlPage(reply, confirmed ? 200 : 400);
      return confirmed ? confirmedPage(this.config.brand.name) : refusedLinkPage(this.config.brand.name, refusal);
    }
    if (!confirmed)
      throw badRequest(refusal === 'expired' ? newsletterErrors.confirmationExpired : newsletterErrors.confirmationInvalid);
    return { success: true };
  }

  /** « Gérer mon abonnement » (the link of every newsletter e-mail): a page; opening it changes nothing. */
  @Get('manage')
  @Public()
  @ApiOperation({ summary: 'Page « Gérer mon abonnement » (lien signé de chaque e-mail) : fréquence, catégories, désabonnement' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Page de gestion', schema: { type: 'string' } })
  @ApiErrors(400)
  async managePage(@Query() query: ManageQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.renderManage(query, reply);
  }

  /** Mail clients may open the `List-Unsubscribe` address: the same page, whose button unsubscribes. */
  @Get('unsubscribe')
  @Public()
  @ApiOperation({ summary: 'Adresse de désabonnement ouverte dans un navigateur : la page de gestion, rien ne change' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Page de gestion', schema: { type: 'string' } })
  @ApiErrors(400)
  async unsubscribePage(@Query() query: ManageQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.renderManage(query, reply);
  }

  @Post('manage')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Changer la fréquence et les catégories (sans compte, par le lien signé)' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400)
  async manage(
    @Query() query: ManageQueryDto,
    @Body() form: ManageFormDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponseDto | string> {
    const id = checkManage(this.config.jwtSecret, query);
    const categories = [...new Set(form.categories ?? [])].sort((a, b) => a - b).join(',');
    const saved = id !== null && (await this.subscribers.choose(id, form.frequency, categories));
    if (form.from !== 'page') {
      if (!saved) throw badRequest(newsletterErrors.manageLinkInvalid);
      return { success: true };
    }
    return this.renderManage(query, reply, newsletterTexts.savedWhat);
  }

  /**
   * One-click unsubscribe (RFC 8058): the mailbox's button posts `List-Unsubscribe=One-Click` to the
   * signed address of the e-mail's `List-Unsubscribe` header; the manage page's button posts `from=page`.
   * Every later batch skips the subscriber.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Se désabonner en un clic (RFC 8058 : List-Unsubscribe=One-Click), par le lien signé' })
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data', 'application/json')
  @ApiBody({ type: NewsletterUnsubscribeFormDto, required: false })
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400)
  async unsubscribe(
    @Query() query: ManageQueryDto,
    @Body() form: NewsletterUnsubscribeFormDto | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponseDto | string> {
    const id = checkManage(this.config.jwtSecret, query);
    const done = id !== null && (await this.subscribers.unsubscribe(id));
    if (form?.from === 'page') {
      htmlPage(reply, done ? 200 : 400);
      return done ? unsubscribedPage(this.config.brand.name) : invalidManagePage(this.config.brand.name);
    }
    if (!done) throw badRequest(newsletterErrors.manageLinkInvalid);
    return { success: true };
  }

  private async renderManage(query: ManageQueryDto, reply: FastifyReply, notice?: string): Promise<string> {
    const id = checkManage(this.config.jwtSecret, query);
    const subscriber = id === null ? null : await this.subscribers.findById(id);
    if (!subscriber) {
      htmlPage(reply, 400);
      return invalidManagePage(this.config.brand.name);
    }
    htmlPage(reply, 200);
    const categories = (await this.categories.listActive()).map((c) => ({ id: c.id, name: c.name }));
    const signed = new URLSearchParams({ s: query.s!, signature: query.signature! }).toString();
    return managePage(this.config.brand.name, signed, subscriber, categories, notice);
  }

  /** Counts this request against its IP's hourly budget; over it, `Retry-After` says when to try again. */
  private async withinIpLimit(ip: string, reply: FastifyReply): Promise<boolean> {
    const limit = SUBSCRIBE_LIMIT_PER_IP * this.config.rateLimit.writeFactor;
    const record = await this.limits.increment(
      `newsletter:ip:${ip}`,
      SUBSCRIBE_WINDOW_MS,
      limit,
      SUBSCRIBE_WINDOW_MS,
      'newsletter',
    );
    if (!record.isBlocked && record.totalHits <= limit) return true;
    reply.header(
      'Retry-After',
      String(Math.max(1, Math.ceil(record.isBlocked ? record.timeToBlockExpire : record.timeToExpire))),
    );
    return false;
  }
}

function htmlPage(reply: FastifyReply, status: number): void {
  reply.status(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
}
