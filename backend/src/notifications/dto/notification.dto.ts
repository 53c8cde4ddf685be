import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { NOTIFICATION_KINDS, NotificationKind } from '../entities/notification.entity';

export class NotificationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind!: NotificationKind;
  @ApiProperty({ example: 'Nouvelle soumission : « Installer un serveur Minecraft »' }) title!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Raison : sources manquantes' }) body!: string | null;
  @ApiProperty({ description: 'Écran du back-office, chemin sous /blog', example: '/admin/submissions?submission=12' })
  link!: string;
  @ApiProperty({ type: Number, nullable: true }) submission_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) article_id!: number | null;
  @ApiProperty() read!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class ListNotificationsQueryDto {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;
}

export class NotificationsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [NotificationDto] }) notifications!: NotificationDto[];
  @ApiProperty({ description: 'Non lues, toutes pages confondues' }) unread!: number;
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pages!: number;
}

export class UnreadCountResponseDto extends SuccessResponseDto {
  @ApiProperty() unread!: number;
}

export class EmailPreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind!: NotificationKind;
  @ApiProperty({ example: 'Mon article est publié' }) label!: string;
  @ApiProperty() enabled!: boolean;
}

export class EmailPreferencesResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [EmailPreferenceDto] }) preferences!: EmailPreferenceDto[];
}

export class UpdateEmailPreferencesDto {
  @ApiProperty({
    description: 'Par sorte d’e-mail : true pour le recevoir, false pour ne plus le recevoir',
    example: { submission_published: true, reward_credited: false },
    type: 'object',
    additionalProperties: { type: 'boolean' },
  })
  @IsObject()
  emails!: Partial<Record<NotificationKind, boolean>>;
}

/**
 * The fields of a signed unsubscribe link, read as they come: a cut or altered link is answered with a
 * readable page (the link's check says what is wrong), not with the API's validation error.
 */
export class UnsubscribeQueryDto {
  @ApiPropertyOptional({ description: 'Destinataire (identifiant)' }) @IsOptional() @IsString() @MaxLength(20) user?: string;
  @ApiPropertyOptional({ enum: NOTIFICATION_KINDS }) @IsOptional() @IsString() @MaxLength(40) kind?: string;
  @ApiPropertyOptional({ description: 'Fin de validité du lien (secondes Unix) ; un lien expiré ne change rien' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  exp?: string;
  @ApiPropertyOptional({ description: 'Signature du lien (HMAC)' }) @IsOptional() @IsString() @MaxLength(128) sig?: string;
}

/**
 * The body of an unsubscribe POST: `List-Unsubscribe=One-Click` from a mail client (RFC 8058), or
 * `from=page` from the button of the link's page, which is answered with a page.
 */
export class UnsubscribeFormDto {
  @ApiPropertyOptional({ example: 'One-Click', name: 'List-Unsubscribe' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  'List-Unsubscribe'?: string;
  @ApiPropertyOptional({ enum: ['page'] }) @IsOptional() @IsIn(['page']) from?: 'page';
}
