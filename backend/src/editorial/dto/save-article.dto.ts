import { PARIS_DATE_RULE, codedMessage } from '../../common/http/validation';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { articleErrors, revisionErrors, scheduleErrors } from '../../i18n/errors';
import { DRAFT_KEY_PATTERN } from '../draft-key';
import { ArticleContentInputDto } from './article-content.dto';
import { ARTICLE_STATUSES, ArticleStatus } from '../entities/article.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The article edit payload of spec §3. Title and content are checked in the service so that a missing
 * one answers the spec's single text. `reading_time` is accepted (the editor sends it) but recomputed.
 */
export class SaveArticleDto extends ArticleContentInputDto {
  @ApiProperty({ example: 'Installer un serveur Minecraft', maxLength: 255, required: true })
  @IsOptional()
  @Transform(trim)
  @IsString(codedMessage(articleErrors.titleAndContentRequired))
  @MaxLength(255)
  declare title?: string;

  @ApiProperty({ description: 'HTML; nettoyé par le serveur', example: '<p>Bonjour</p>', required: true })
  @IsOptional()
  @IsString(codedMessage(articleErrors.titleAndContentRequired))
  @MaxLength(2_000_000)
  declare content?: string;

  @ApiPropertyOptional({ description: 'Généré depuis le titre si vide', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  declare slug?: string;

  @ApiPropertyOptional({ type: String, description: 'Adresse de l’image (souvent /blog/uploads/…)' })
  declare featured_image?: string | null;

  @ApiPropertyOptional({ type: String, description: 'Mots-clés séparés par des virgules' })
  declare meta_keywords?: string | null;

  @ApiPropertyOptional({ enum: ARTICLE_STATUSES, description: 'Équipe : draft ou published (draft par défaut)' })
  @IsOptional()
  @IsIn(ARTICLE_STATUSES, codedMessage(articleErrors.statusInvalid))
  status?: ArticleStatus;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: `Équipe, avec status published : date de publication programmée (future), sinon publié tout de suite. ${PARIS_DATE_RULE}`,
    example: '2026-11-24T08:00:00.000Z',
  })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsISO8601({ strict: true }, codedMessage(scheduleErrors.dateInvalid))
  publish_at?: string | null;

  @ApiPropertyOptional({
    description:
      'Équipe : « Ne pas envoyer aux abonnés » — sa publication n’envoie pas la newsletter (absent : inchangé, faux pour un nouvel article)',
  })
  @IsOptional()
  @IsBoolean()
  newsletter_skip?: boolean;

  @ApiPropertyOptional({
    description: 'Nouvel article : la clé de son brouillon (copie de travail), supprimé une fois l’article enregistré',
    pattern: DRAFT_KEY_PATTERN.source,
    example: 'k3v9q2m7x1ab',
  })
  @IsOptional()
  @IsString()
  @Matches(DRAFT_KEY_PATTERN, codedMessage(revisionErrors.draftKeyInvalid))
  draft_key?: string;

  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Ignoré : recalculé par le serveur' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  reading_time?: number;
}
