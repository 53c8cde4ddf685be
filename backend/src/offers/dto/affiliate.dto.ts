import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

export class AffiliateDto {
  @ApiProperty({ description: 'Identifiant d’affilié WHMCS (porté par les liens `aff.php?aff=`)', example: 3 })
  affiliate_id!: number;
  @ApiProperty({ description: 'Visiteurs venus par le lien d’affilié (WHMCS)', example: 42 }) visitors!: number;
  @ApiProperty({ description: 'Solde des commissions, en centimes d’euro (WHMCS)', example: 1250 }) balance_cents!: number;
  @ApiProperty({ description: 'Montant déjà retiré, en centimes d’euro (WHMCS)', example: 500 }) withdrawn_cents!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Dernière lecture des chiffres dans WHMCS' })
  refreshed_at!: string | null;
}

export class OfferClicksDto {
  @ApiProperty({ example: 12 }) article_id!: number;
  @ApiProperty({ example: 'Monter son serveur Minecraft' }) title!: string;
  @ApiProperty({ example: 1 }) product_id!: number;
  @ApiProperty({ example: 'Minecraft Starter' }) product_name!: string;
  @ApiProperty({ description: 'Clics sur « Commander » (tous les jours)', example: 8 }) clicks!: number;
}

export class AffiliateStatsResponseDto extends SuccessResponseDto {
  @ApiProperty({ description: 'Le compte est associé à un client WHMCS (condition pour rejoindre le programme)' })
  has_client!: boolean;
  @ApiProperty({ type: AffiliateDto, nullable: true, description: 'Absent tant que l’auteur n’a pas rejoint le programme' })
  affiliate!: AffiliateDto | null;
  @ApiProperty({ type: [OfferClicksDto], description: 'Clics sur « Commander » dans ses articles, par article et par offre' })
  clicks!: OfferClicksDto[];
}

export class AffiliateJoinedResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Vous avez rejoint le programme d’affiliation' }) message!: string;
  @ApiProperty({ type: AffiliateDto }) affiliate!: AffiliateDto;
}
