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

export class OfferCardsResponseDto extends SuccessResponseDto {
  @ApiProperty({
    type: [OfferCardDto],
    description: 'Le serveur de jeu puis le VPS mis en avant (absents tant que le catalogue est vide)',
  })
  cards!: OfferCardDto[];
}
