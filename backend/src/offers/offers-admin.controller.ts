import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../access/decorators/access.decorator';
import { badRequest } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { daysBefore, parisDay } from '../common/text/paris-day';
import { offerErrors } from '../i18n/errors';
import { ChooseCardsDto, OffersAdminResponseDto, type AdminOfferDto } from './dto/offers-admin.dto';
import { CARD_SLOTS } from './entities/offer-card-choice.entity';
import { isShown } from './offer-catalogue';
import { fromPrice, parsePrices } from './offer-plans';
import { OffersSync } from './offers-sync';
import { OffersRepository } from './offers.repository';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';

const CLICK_DAYS = 30;

/** /admin/offers: the synced catalogue and its last sync, « Synchroniser maintenant », the cards' plans, lost offers. */
@ApiTags('Offres')
@Controller('admin/offers')
@Roles('admin')
export class OffersAdminController {
  constructor(
    private readonly offers: OffersRepository,
    private readonly sync: OffersSync,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Catalogue synchronisé, dernière synchronisation, choix des cartes, articles dont une offre a disparu, clics',
  })
  @ApiOkResponse({ type: OffersAdminResponseDto })
  async overview(): Promise<OffersAdminResponseDto> {
    return { success: true, ...(await this.read()) };
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Synchroniser maintenant avec WHMCS (GetProducts) ; en cas d’échec, le catalogue précédent reste et l’erreur est montrée',
  })
  @ApiOkResponse({ type: OffersAdminResponseDto })
  async syncNow(): Promise<OffersAdminResponseDto> {
    await this.sync.run();
    return { success: true, ...(await this.read()) };
  }

  @Put('cards')
  @ApiOperation({ summary: 'Choisir l’offre de chaque carte promotionnelle (null : la moins chère de son type)' })
  @ApiOkResponse({ type: OffersAdminResponseDto })
  @ApiErrors(400)
  async chooseCards(@Body() dto: ChooseCardsDto): Promise<OffersAdminResponseDto> {
    const products = new Map((await this.offers.all()).map((p) => [p.pid, p]));
    for (const slot of CARD_SLOTS) {
      const pid = dto[slot];
      if (pid === undefined) continue;
      if (pid !== null) {
        const product = products.get(pid);
        if (!product || !isShown(product) || (product.kind === 'vps' ? 'vps' : 'game') !== slot)
          throw badRequest(offerErrors.cardPlanUnknown);
      }
      await this.offers.chooseCard(slot, pid);
    }
    // The cards are on the home page and on every article page.
    this.publicCache.invalidate();
    return { success: true, ...(await this.read()) };
  }

  private async read(): Promise<Omit<OffersAdminResponseDto, 'success'>> {
    const [products, state, choices, clicks] = await Promise.all([
      this.offers.all(),
      this.offers.syncState(),
      this.offers.cardChoices(),
      this.offers.clickTotals(daysBefore(parisDay(), CLICK_DAYS - 1)),
    ]);
    const planClicks = new Map(clicks.byPlan.map((row) => [row.product_id, row.clicks]));
    const offers = products.map((p): AdminOfferDto => ({
      pid: p.pid,
      gid: p.gid,
      kind: p.kind === 'vps' ? 'vps' : 'game',
      name: p.name,
      state: p.removed ? 'removed' : p.hidden ? 'hidden' : 'shown',
      monthly_cents: fromPrice(parsePrices(p.prices))?.monthlyCents ?? null,
      clicks_30_days: planClicks.get(p.pid) ?? 0,
    }));
    const gone = products.filter((p) => !isShown(p));
    const names = new Map(products.map((p) => [p.pid, p.name]));
    const orphans = (await this.offers.articlesWithPlans(gone.map((p) => p.pid))).map((a) => ({
      article_id: a.id,
      title: a.title,
      slug: a.slug,
      status: a.status,
      pid: a.pid,
      plan_name: names.get(a.pid) ?? null,
    }));
    const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
    return {
      sync: {
        last_success_at: iso(state?.last_success_at),
        last_attempt_at: iso(state?.last_attempt_at),
        last_error: state?.last_error ?? null,
      },
      offers,
      cards: { game: choices.get('game') ?? null, vps: choices.get('vps') ?? null },
      orphans,
      clicks_by_article: clicks.byArticle,
    };
  }
}
