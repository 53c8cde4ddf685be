import { Controller, Get, Param, ParseIntPipe, Query, Redirect, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { notFound } from '../common/http/api-error';
import { offerErrors } from '../i18n/errors';
import { OrderLinks } from './order-links';

/** The order link's address, outside the API prefix (see app-factory.ts): `/blog/go/offre/{product}`. */
export const GO_OFFER_ROUTE = { controller: 'blog/go', path: 'offre/:pid' } as const;

@ApiTags('Offres')
@Controller(GO_OFFER_ROUTE.controller)
export class GoOfferController {
  constructor(private readonly links: OrderLinks) {}

  @Get(GO_OFFER_ROUTE.path)
  @Public()
  @Redirect()
  @ApiOperation({
    summary: 'Commander une offre',
    description:
      'Compte le clic sur « Commander » (par article, offre et jour ; sans cookie ni donnée personnelle ; robots et clics répétés dans l’heure depuis la même adresse non comptés), puis redirige vers le panier WHMCS de cette offre. Seule une offre connue et affichée est acceptée : la redirection va toujours vers le site WHMCS configuré.',
  })
  @ApiParam({ name: 'pid', description: 'Identifiant du produit WHMCS', example: 1 })
  @ApiQuery({ name: 'a', required: false, description: 'Identifiant de l’article où le bouton a été cliqué', example: 12 })
  @ApiQuery({
    name: 'c',
    required: false,
    description: 'Cycle de facturation (sinon celui affiché sur la carte)',
    example: 'monthly',
  })
  @ApiResponse({
    status: 302,
    description: 'Vers le panier WHMCS de l’offre, ou le lien d’affiliation de l’auteur de l’article',
    headers: {
      Location: { description: '`cart.php?a=add&pid=…&billingcycle=…` du site WHMCS configuré', schema: { type: 'string' } },
    },
  })
  @ApiErrors(400, 404)
  async go(
    @Param('pid', ParseIntPipe) pid: number,
    @Query('a') article: unknown,
    @Query('c') cycle: unknown,
    @Req() request: FastifyRequest,
  ): Promise<{ url: string; statusCode: number }> {
    // Fastify's `request.ip` already follows TRUST_PROXY (app-factory.ts).
    const reader = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const url = await this.links.destination(pid, article, cycle, reader);
    if (url === null) throw notFound(offerErrors.notFound);
    return { url, statusCode: 302 };
  }
}
