import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery, PaginationDto } from '../../common/http/pagination';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import {
  SUBSCRIBER_FREQUENCIES,
  SUBSCRIBER_STATES,
  type SubscriberFrequency,
  type SubscriberState,
} from '../entities/newsletter-subscriber.entity';

export class SubscriberCountsDto {
  @ApiProperty({ description: 'En attente de confirmation' }) pending!: number;
  @ApiProperty({ description: 'Confirmés' }) confirmed!: number;
  @ApiProperty({ description: 'Désabonnés' }) unsubscribed!: number;
  @ApiProperty({ description: 'En échec (adresse refusée par son serveur)' }) failed!: number;
}

export class SubscribersDayDto {
  @ApiProperty({ example: '2026-11-28', description: 'Jour (UTC)' }) day!: string;
  @ApiProperty() requested!: number;
  @ApiProperty() confirmed!: number;
  @ApiProperty() unsubscribed!: number;
}

export class NewsletterSummaryResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: SubscriberCountsDto }) counts!: SubscriberCountsDto;
  @ApiProperty({ type: [SubscribersDayDto], description: 'Les 30 derniers jours, sans les jours vides' })
  days!: SubscribersDayDto[];
}

export class ListSubscribersQueryDto extends PageQuery({ default: 25, max: 100 }) {
  @ApiPropertyOptional({ description: 'Une partie de l’adresse' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  q?: string;

  @ApiPropertyOptional({ enum: SUBSCRIBER_STATES })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATES)
  state?: SubscriberState;
}

export class SubscriberDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: SUBSCRIBER_STATES }) state!: SubscriberState;
  @ApiProperty({ enum: SUBSCRIBER_FREQUENCIES }) frequency!: SubscriberFrequency;
  @ApiProperty({ type: [Number], description: 'Catégories suivies ; vide : toutes' }) categories!: number[];
  @ApiProperty({ type: String, format: 'date-time' }) requested_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmed_at!: string | null;
  @ApiProperty({ description: 'Page du formulaire (preuve du consentement)' }) consent_source!: string;
  @ApiProperty({ description: 'Version du texte de consentement' }) consent_version!: string;
}

export class SubscribersResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [SubscriberDto] }) subscribers!: SubscriberDto[];
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class ListSendsQueryDto extends PageQuery({ default: 10, max: 50 }) {}

/** A send and where it stands; each count is a number of subscribers (one e-mail each at most). */
export class NewsletterSendDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['article', 'digest'], description: 'article : un article publié ; digest : le résumé du lundi' })
  kind!: 'article' | 'digest';
  @ApiProperty({ description: 'Objet de l’e-mail' }) subject!: string;
  @ApiProperty({ type: [Number] }) article_ids!: number[];
  @ApiProperty({ enum: ['planning', 'sending', 'done'], description: 'planning : destinataires en cours de listage' })
  state!: 'planning' | 'sending' | 'done';
  @ApiProperty({ description: 'Destinataires listés' }) recipients!: number;
  @ApiProperty({ description: 'E-mails acceptés par le serveur SMTP' }) sent!: number;
  @ApiProperty({ description: 'Adresses refusées pour de bon (abonné passé « en échec »)' }) failed!: number;
  @ApiProperty({
    description: 'Pris par un worker sans issue connue (arrêté pendant l’envoi) : jamais renvoyés, à vérifier',
  })
  sending!: number;
  @ApiProperty({ description: 'Pas encore envoyés' }) remaining!: number;
  @ApiProperty({ description: 'Désabonnés ou effacés avant leur tour : rien envoyé' }) skipped!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class NewsletterSendsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [NewsletterSendDto] }) sends!: NewsletterSendDto[];
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class ImportResponseDto extends SuccessResponseDto {
  @ApiProperty({ description: 'Nouvelles adresses, en attente de leur confirmation (un e-mail chacune)' }) added!: number;
  @ApiProperty({ description: 'Déjà abonnées (quel que soit leur état) : inchangées' }) existing!: number;
  @ApiProperty({ description: 'Effacées auparavant : jamais réinscrites (liste de suppression)' }) suppressed!: number;
  @ApiProperty({ description: 'Lignes sans adresse valide' }) invalid!: number;
}
