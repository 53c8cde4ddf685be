import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/decorators/access.decorator';
import { ApiError, badRequest } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ErrorResponseDto, SuccessResponseDto } from '../common/http/error-response.dto';
import { AppConfig } from '../config/app-config';
import { newsletterErrors } from '../i18n/errors';
import { newsletterTexts } from '../i18n/newsletter';
import { ConfirmFormDto, ConfirmQueryDto, SubscribeDto, SubscribeResponseDto } from './dto/newsletter.dto';
import { confirmedPage, confirmPage, refusedFormPage, refusedLinkPage, requestedPage } from './newsletter-pages';
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
  ) {}

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
