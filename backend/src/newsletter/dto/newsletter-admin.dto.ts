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
