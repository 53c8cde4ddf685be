import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Authenticated } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { affiliateSuccesses } from '../i18n/successes';
import { AffiliatesService } from './affiliates.service';
import { type AffiliateDto, AffiliateJoinedResponseDto, AffiliateStatsResponseDto } from './dto/affiliate.dto';
import type { OfferAffiliate } from './entities/offer-affiliate.entity';

const toAffiliateDto = (row: OfferAffiliate): AffiliateDto => ({
  affiliate_id: row.affiliate_id,
  visitors: row.visitors,
  balance_cents: row.balance_cents,
  withdrawn_cents: row.withdrawn_cents,
  refreshed_at: row.refreshed_at ? new Date(row.refreshed_at).toISOString() : null,
});

@ApiTags('Offres')
@Controller('affiliate')
@Authenticated()
export class AffiliatesController {
  constructor(private readonly affiliates: AffiliatesService) {}

  @Get()
  @ApiOperation({
    summary: 'Mon programme d’affiliation et les clics sur « Commander » dans mes articles',
    description: 'Chiffres lus dans WHMCS par un job (visiteurs, solde, retiré) ; clics par article et par offre.',
  })
  @ApiOkResponse({ type: AffiliateStatsResponseDto })
  @ApiErrors(401)
  async mine(@CurrentUser() user: AuthUser): Promise<AffiliateStatsResponseDto> {
    const stats = await this.affiliates.statsOf(user.id);
    return {
      success: true,
      has_client: stats.hasClient,
      affiliate: stats.affiliate ? toAffiliateDto(stats.affiliate) : null,
      clicks: stats.clicks,
    };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rejoindre le programme d’affiliation',
    description: 'Active dans WHMCS l’affiliation du client associé à mon compte (jamais un autre) ; sans effet si déjà fait.',
  })
  @ApiOkResponse({ type: AffiliateJoinedResponseDto })
  @ApiErrors(401, 409, 502)
  async join(@CurrentUser() user: AuthUser): Promise<AffiliateJoinedResponseDto> {
    return { success: true, message: affiliateSuccesses.joined, affiliate: toAffiliateDto(await this.affiliates.join(user.id)) };
  }
}
