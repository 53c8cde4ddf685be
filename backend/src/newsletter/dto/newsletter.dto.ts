import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { SUBSCRIBER_FREQUENCIES, type SubscriberFrequency } from '../entities/newsletter-subscriber.entity';

/** A form's repeated field (`categories=1&categories=2`), a single one, or a JSON array: a list of integers. */
const toIntegers = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : [value]).filter((v) => v !== '' && v !== null && v !== undefined).map(Number);

/**
 * A subscription, posted by the page's form without JavaScript (`from=page`, answered with a page) or
 * as JSON by the same form with it. The address is checked by the route, which answers either way.
 */
export class SubscribeDto {
  @ApiProperty({ example: 'lecteur@exemple.fr', maxLength: 254 })
  @IsString()
  @MaxLength(320)
  email!: string;

  @ApiPropertyOptional({
    enum: SUBSCRIBER_FREQUENCIES,
    default: 'each',
    description: 'each : à chaque nouvel article ; weekly : un résumé par semaine',
  })
  @IsOptional()
  @IsIn(SUBSCRIBER_FREQUENCIES)
  frequency?: SubscriberFrequency;

  @ApiPropertyOptional({ type: [Number], description: 'Catégories suivies ; aucune : toutes' })
  @IsOptional()
  @Transform(toIntegers)
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  categories?: number[];

  @ApiPropertyOptional({
    description: 'Page du blog où le formulaire a été rempli (preuve du consentement)',
    example: '/article/bien-demarrer',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  source?: string;

  @ApiPropertyOptional({ enum: ['page'], description: 'page : formulaire sans JavaScript, réponse en page HTML' })
  @IsOptional()
  @IsIn(['page'])
  from?: 'page';
}

export class SubscribeResponseDto extends SuccessResponseDto {
  @ApiProperty({ description: 'La même réponse quel que soit l’état de l’adresse' }) message!: string;
}

/** A confirmation link's fields, as the e-mail gives them. */
export class ConfirmQueryDto {
  @ApiPropertyOptional({ description: 'Abonné (identifiant)' }) @IsOptional() @IsString() @MaxLength(20) s?: string;
  @ApiPropertyOptional({ description: 'Fin de validité du lien (secondes Unix)' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  exp?: string;
  @ApiPropertyOptional({ description: 'Signature du lien (HMAC)' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  signature?: string;
}

export class ConfirmFormDto {
  @ApiPropertyOptional({ enum: ['page'] }) @IsOptional() @IsIn(['page']) from?: 'page';
}

/** The fields of a « Gérer mon abonnement » or one-click unsubscribe link. */
export class ManageQueryDto {
  @ApiPropertyOptional({ description: 'Abonné (identifiant)' }) @IsOptional() @IsString() @MaxLength(20) s?: string;
  @ApiPropertyOptional({ description: 'Signature du lien (HMAC)' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  signature?: string;
}

/** New choices from « Gérer mon abonnement » (page without JavaScript: `from=page`). */
export class ManageFormDto {
  @ApiProperty({ enum: SUBSCRIBER_FREQUENCIES, description: 'each : à chaque nouvel article ; weekly : un résumé par semaine' })
  @IsIn(SUBSCRIBER_FREQUENCIES)
  frequency!: SubscriberFrequency;

  @ApiPropertyOptional({ type: [Number], description: 'Catégories suivies ; aucune : toutes' })
  @IsOptional()
  @Transform(toIntegers)
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  categories?: number[];

  @ApiPropertyOptional({ enum: ['page'] }) @IsOptional() @IsIn(['page']) from?: 'page';
}

/**
 * A one-click unsubscribe (RFC 8058: the mailbox posts `List-Unsubscribe=One-Click`), or the button of
 * the manage page (`from=page`).
 */
export class NewsletterUnsubscribeFormDto {
  @ApiPropertyOptional({ name: 'List-Unsubscribe', enum: ['One-Click'] })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  'List-Unsubscribe'?: string;

  @ApiPropertyOptional({ enum: ['page'] }) @IsOptional() @IsIn(['page']) from?: 'page';
}

export class TestMailDto {
  @ApiProperty({ description: 'Article (enregistré, brouillon ou publié) dont la newsletter est envoyée en test' })
  @IsInt()
  article_id!: number;
}

export class TestMailResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'E-mail de test envoyé à redaction@exemple.fr' }) message!: string;
}
