import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Min, ValidateIf } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

export class OfferSyncStateDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Dernière synchronisation réussie' })
  last_success_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Pourquoi la dernière tentative a échoué ; null après un succès' })
  last_error!: string | null;
}

export class AdminOfferDto {
  @ApiProperty() pid!: number;
  @ApiProperty({ description: 'Groupe de produits WHMCS' }) gid!: number;
  @ApiProperty({ enum: ['game', 'vps'] }) kind!: 'game' | 'vps';
  @ApiProperty() name!: string;
  @ApiProperty({
    enum: ['shown', 'hidden', 'removed'],
    description: 'shown : affichée ; hidden : masquée dans WHMCS ; removed : retirée',
  })
  state!: 'shown' | 'hidden' | 'removed';
  @ApiProperty({ type: Number, nullable: true, description: 'Prix mensuel le plus bas affiché, en centimes d’euro' })
  monthly_cents!: number | null;
  @ApiProperty({ description: 'Clics sur « Commander » des 30 derniers jours (un lecteur par heure, robots exclus)' })
  clicks_30_days!: number;
}

export class CardChoicesDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Offre choisie pour la carte « serveur de jeu » ; null : la moins chère',
  })
  game!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Offre choisie pour la carte « VPS » ; null : la moins chère' })
  vps!: number | null;
}

export class OrphanOfferBlockDto {
  @ApiProperty() article_id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ description: 'Offre masquée ou retirée dans WHMCS : son bloc n’est plus affiché' }) pid!: number;
  @ApiProperty({ type: String, nullable: true }) plan_name!: string | null;
}

export class ArticleClicksDto {
  @ApiProperty() article_id!: number;
  @ApiProperty({ type: String, nullable: true, description: 'null : article supprimé, ou clic hors article (cartes)' })
  title!: string | null;
  @ApiProperty() clicks!: number;
}

export class OffersAdminResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: OfferSyncStateDto }) sync!: OfferSyncStateDto;
  @ApiProperty({ type: [AdminOfferDto] }) offers!: AdminOfferDto[];
  @ApiProperty({ type: CardChoicesDto }) cards!: CardChoicesDto;
  @ApiProperty({ type: [OrphanOfferBlockDto], description: 'Articles dont un bloc « Offre » montre une offre disparue' })
  orphans!: OrphanOfferBlockDto[];
  @ApiProperty({
    type: [ArticleClicksDto],
    description: 'Les 20 articles les plus cliqués sur 30 jours (0 : cartes promotionnelles)',
  })
  clicks_by_article!: ArticleClicksDto[];
}

export class ChooseCardsDto {
  @ApiProperty({ type: Number, nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(1)
  game?: number | null;

  @ApiProperty({ type: Number, nullable: true, required: false })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(1)
  vps?: number | null;
}
