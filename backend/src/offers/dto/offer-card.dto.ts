import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { WHMCS_BILLING_CYCLES, type WhmcsBillingCycle } from '../../billing/whmcs-client';

/** A plan as a promo card shows it, from the synced catalogue. */
export class OfferCardDto {
  @ApiProperty({ description: 'Identifiant du produit WHMCS', example: 1 }) pid!: number;
  @ApiProperty({ enum: ['game', 'vps'], example: 'game' }) kind!: 'game' | 'vps';
  @ApiProperty({ example: 'Minecraft Starter' }) name!: string;
  @ApiProperty({ type: [String], example: ['4 Go de RAM', 'Slots illimités', 'Protection anti-DDoS'] }) features!: string[];
  @ApiProperty({ description: 'Prix par mois affiché (« À partir de … / mois »), en centimes d’euro', example: 499 })
  monthly_cents!: number;
  @ApiProperty({
    enum: WHMCS_BILLING_CYCLES,
    description: 'Cycle de facturation que le lien de commande choisit',
    example: 'monthly',
  })
  cycle!: WhmcsBillingCycle;
  @ApiProperty({ description: 'Lien de commande (compté, puis redirigé vers le panier WHMCS)', example: '/blog/go/offre/1' })
  order_path!: string;
}

/** The plan an article's sidebar shows for its category. */
export class CategoryOfferDto {
  @ApiProperty({ example: 'minecraft' }) category_slug!: string;
  @ApiProperty({ type: OfferCardDto }) card!: OfferCardDto;
}

export class OfferCardsResponseDto extends SuccessResponseDto {
  @ApiProperty({
    type: [OfferCardDto],
    description: 'Le serveur de jeu puis le VPS mis en avant (absents tant que le catalogue est vide)',
  })
  cards!: OfferCardDto[];

  @ApiProperty({
    type: [CategoryOfferDto],
    description:
      'Par catégorie, l’offre la moins chère dont le nom contient celui de la catégorie (barre latérale de ses articles) ; une catégorie sans offre n’y figure pas',
  })
  by_category!: CategoryOfferDto[];
}

/** A shown plan of the synced catalogue, as the editor's « Offre » tool lists it. */
export class CatalogueOfferDto {
  @ApiProperty({ example: 7 }) pid!: number;
  @ApiProperty({ enum: ['game', 'vps'], example: 'vps' }) kind!: 'game' | 'vps';
  @ApiProperty({ example: 'VPS SSD S' }) name!: string;
  @ApiProperty({ type: [String], example: ['2 vCPU', '4 Go de RAM', '80 Go SSD NVMe'] }) features!: string[];
  @ApiProperty({
    description: 'Prix en centimes d’euro par cycle proposé (un cycle absent n’est pas proposé)',
    example: { monthly: 599, quarterly: 1725, annually: 5990 },
    type: 'object',
    additionalProperties: { type: 'integer' },
  })
  prices!: Record<string, number>;
}

export class CatalogueResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [CatalogueOfferDto] }) offers!: CatalogueOfferDto[];
}
