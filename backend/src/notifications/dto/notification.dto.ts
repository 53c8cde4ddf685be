import { MAX_DB_ID } from '../../common/http/validation';
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

export class UnsubscribeQueryDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_DB_ID) user!: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) @IsIn(NOTIFICATION_KINDS) kind!: NotificationKind;
  @ApiProperty({ description: 'Fin de validité du lien (secondes Unix) ; un lien expiré ne change rien' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(99_999_999_999)
  exp!: number;
  @ApiProperty({ description: 'Signature du lien (HMAC)' }) @IsString() @MaxLength(128) sig!: string;
}
