import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { Gauge } from 'prom-client';
import { Public } from '../access/decorators/access.decorator';
import { notFound, unauthorized } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { AppConfig } from '../config/app-config';
import { metricsErrors } from '../i18n/errors';
import { metricsRegistry } from '../metrics/metrics';
import { MetricsRepository } from './metrics.repository';

const rewardsByStatus = new Gauge({
  name: 'blog_rewards',
  help: 'Récompenses par statut (pending, uncertain, credited, failed), lues dans la base à chaque relevé',
  labelNames: ['status'],
  registers: [metricsRegistry],
});

const emailsByState = new Gauge({
  name: 'blog_emails',
  help: 'E-mails de notification par état (sent, failed, pending, sending, skipped, uncertain), lus dans la base à chaque relevé',
  labelNames: ['state'],
  registers: [metricsRegistry],
});

const digest = (value: string) => createHash('sha256').update(value).digest();

@ApiTags('Exploitation')
@Controller('metrics')
export class MetricsController {
  private readonly expected: Buffer | null;

  constructor(
    config: AppConfig,
    private readonly figures: MetricsRepository,
  ) {
    this.expected = config.metricsToken ? digest(config.metricsToken) : null;
  }

  @Get()
  @Public()
  @ApiOperation({
    summary:
      'Métriques Prometheus de cette instance ; seulement avec `Authorization: Bearer <METRICS_TOKEN>` (404 sans METRICS_TOKEN configuré)',
  })
  @ApiOkResponse({ description: 'Format texte de Prometheus', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiErrors(401, 404)
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    if (!this.expected) throw notFound();
    const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    // Compared as digests: equal lengths, and the time taken says nothing about the token.
    if (!given || !timingSafeEqual(digest(given), this.expected)) throw unauthorized(metricsErrors.token);
    await this.readDatabase();
    void reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store');
    return metricsRegistry.metrics();
  }

  /** Rewards and e-mails as the database holds them, so that every instance reports the same figures. */
  private async readDatabase(): Promise<void> {
    const rewards = await this.figures.rewardsByStatus();
    const emails = await this.figures.emailsByState();
    rewardsByStatus.reset();
    for (const status of ['pending', 'uncertain', 'credited', 'failed']) rewardsByStatus.set({ status }, 0);
    for (const row of rewards) rewardsByStatus.set({ status: row.key }, row.n);
    emailsByState.reset();
    for (const state of ['sent', 'failed']) emailsByState.set({ state }, 0);
    for (const row of emails) emailsByState.set({ state: row.key }, row.n);
  }
}
