import { Readable } from 'node:stream';
import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parisDay } from '../common/text/paris-day';
import { newsletterTexts } from '../i18n/newsletter';
import { readMultipartFile } from '../uploads/multipart-file';
import { NewsletterTransferService } from './newsletter-transfer.service';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../access/decorators/access.decorator';
import { notFound } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { pageOf, paginationOf } from '../common/http/pagination';
import { newsletterErrors } from '../i18n/errors';
import {
  ImportResponseDto,
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
import { NewsletterRepository } from './newsletter.repository';
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
    private readonly transfer: NewsletterTransferService,
    private readonly newsletter: NewsletterRepository,
  ) {}

  @Get('subscribers/csv')
  @ApiOperation({
    summary:
      'Export CSV des abonnés (séparateur « ; », dates de Paris, cellules protégées contre les formules) avec la preuve du consentement',
  })
  @ApiOkResponse({ description: 'Fichier CSV (UTF-8 avec BOM)', content: { 'text/csv': { schema: { type: 'string' } } } })
  exportCsv(@Res({ passthrough: true }) reply: FastifyReply): StreamableFile {
    reply.header('Cache-Control', 'no-store');
    return new StreamableFile(Readable.from(this.transfer.exportCsv()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${newsletterTexts.csvFileName(parisDay())}"`,
    });
  }

  @Post('subscribers/import')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Importer des adresses d’un autre outil (CSV) : sans preuve de consentement, chaque nouvelle adresse reçoit un e-mail de confirmation, jamais la newsletter avant son clic',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  @ApiOkResponse({ type: ImportResponseDto })
  @ApiErrors(400)
  async importCsv(@Req() request: FastifyRequest): Promise<ImportResponseDto> {
    const file = await readMultipartFile(request, 'file', newsletterErrors.importFileMissing);
    return { success: true, ...(await this.transfer.importCsv(file)) };
  }

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
    if (!(await this.newsletter.erase(id))) throw notFound(newsletterErrors.subscriberNotFound);
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
