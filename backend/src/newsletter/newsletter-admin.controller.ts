import { Controller, Delete, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../access/decorators/access.decorator';
import { notFound } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { pageOf, paginationOf } from '../common/http/pagination';
import { newsletterErrors } from '../i18n/errors';
import {
  ListSendsQueryDto,
  ListSubscribersQueryDto,
  type NewsletterSendDto,
  NewsletterSendsResponseDto,
  NewsletterSummaryResponseDto,
  type SubscriberDto,
  SubscribersResponseDto,
} from './dto/newsletter-admin.dto';
import type { NewsletterSubscriber } from './entities/newsletter-subscriber.entity';
import { NewsletterAdminRepository } from './newsletter-admin.repository';
import { NewsletterSendsRepository } from './newsletter-sends.repository';

const CHART_DAYS = 30;

/** The subscribers for admins: how many in each state and per day, the list, and erasure. */
@ApiTags('Newsletter')
@Controller('admin/newsletter')
@Roles('admin')
export class NewsletterAdminController {
  constructor(
    private readonly subscribers: NewsletterAdminRepository,
    private readonly sends: NewsletterSendsRepository,
  ) {}

  @Get('sends')
  @ApiOperation({ summary: 'Envois de la newsletter, les plus récents d’abord : destinataires, envoyés, en échec, restants' })
  @ApiOkResponse({ type: NewsletterSendsResponseDto })
  @ApiErrors(400)
  async listSends(@Query() query: ListSendsQueryDto): Promise<NewsletterSendsResponseDto> {
    const page = pageOf(query, 10);
    const { rows, total } = await this.sends.page(page);
    const counts = await this.sends.counts(rows.map((s) => s.id));
    const sends = rows.map((send): NewsletterSendDto => {
      const c = counts.get(send.id)!;
      const recipients = c.queued + c.sending + c.sent + c.failed + c.skipped;
      return {
        id: send.id,
        kind: send.kind,
        subject: send.subject,
        article_ids: send.article_ids.split(',').filter(Boolean).map(Number),
        state: send.state === 'planning' ? 'planning' : c.queued ? 'sending' : 'done',
        recipients,
        sent: c.sent,
        failed: c.failed,
        sending: c.sending,
        remaining: c.queued,
        skipped: c.skipped,
        created_at: new Date(send.created_at).toISOString(),
      };
    });
    return { success: true, sends, pagination: paginationOf(page, total) };
  }

  @Get('summary')
  @ApiOperation({ summary: 'Abonnés par état, et inscriptions, confirmations et désabonnements par jour (30 jours)' })
  @ApiOkResponse({ type: NewsletterSummaryResponseDto })
  async summary(): Promise<NewsletterSummaryResponseDto> {
    const since = new Date(Date.now() - CHART_DAYS * 86_400_000);
    since.setUTCHours(0, 0, 0, 0);
    const [counts, days] = await Promise.all([this.subscribers.countsByState(), this.subscribers.perDay(since)]);
    return { success: true, counts, days };
  }

  @Get('subscribers')
  @ApiOperation({ summary: 'Abonnés, les plus récents d’abord, cherchés par adresse et filtrés par état' })
  @ApiOkResponse({ type: SubscribersResponseDto })
  @ApiErrors(400)
  async list(@Query() query: ListSubscribersQueryDto): Promise<SubscribersResponseDto> {
    const page = pageOf(query, 25);
    const { rows, total } = await this.subscribers.page({ search: query.q, state: query.state }, page);
    return { success: true, subscribers: rows.map(subscriberDto), pagination: paginationOf(page, total) };
  }

  @Delete('subscribers/:id')
  @ApiOperation({
    summary:
      'Effacer un abonné (droit à l’effacement) : la ligne disparaît, une empreinte de l’adresse reste dans la liste de suppression',
  })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(404)
  async erase(@Param('id', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    if (!(await this.subscribers.erase(id))) throw notFound(newsletterErrors.subscriberNotFound);
    return { success: true };
  }
}

function subscriberDto(s: NewsletterSubscriber): SubscriberDto {
  return {
    id: s.id,
    email: s.email,
    state: s.state,
    frequency: s.frequency,
    categories: s.categories ? s.categories.split(',').map(Number) : [],
    requested_at: new Date(s.requested_at).toISOString(),
    confirmed_at: s.confirmed_at ? new Date(s.confirmed_at).toISOString() : null,
    consent_source: s.consent_source,
    consent_version: s.consent_version,
  };
}
