import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Public } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { CatalogueResponseDto, OfferCardsResponseDto } from './dto/offer-card.dto';
import { OfferCatalogue } from './offer-catalogue';

@ApiTags('Offres')
@Controller('offers')
export class OffersController {
  constructor(private readonly catalogue: OfferCatalogue) {}

  @Get('cards')
  @Public()
  @ApiOperation({
    summary: 'Offres des cartes promotionnelles',
    description:
      'Le serveur de jeu et le VPS des cartes promotionnelles (choisis par l’équipe, sinon les moins chers) et l’offre de chaque catégorie pour la barre latérale de ses articles, du catalogue synchronisé depuis WHMCS (jamais WHMCS lui-même) ; une offre masquée ou retirée n’y figure pas.',
  })
  @ApiOkResponse({ type: OfferCardsResponseDto })
  async cards(): Promise<OfferCardsResponseDto> {
    return { success: true, ...(await this.catalogue.promoCards()) };
  }

  @Get('catalogue')
  @Authenticated()
  @ApiOperation({
    summary: 'Catalogue des offres pour le bloc « Offre » de l’éditeur',
    description: 'Les offres affichables du catalogue synchronisé (équipe et contributeurs), avec leurs prix par cycle.',
  })
  @ApiOkResponse({ type: CatalogueResponseDto })
  @ApiErrors(401)
  async plans(): Promise<CatalogueResponseDto> {
    return { success: true, offers: await this.catalogue.shownPlans() };
  }
}
