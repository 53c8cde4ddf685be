import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_DB_ID, codedMessage } from '../../common/http/validation';
import { articleErrors } from '../../i18n/errors';
import { ARTICLE_TEXT_LIMITS } from '../article-text-limits';

/** The editor sends "" for "no category"; a numeric string from a form is read as the number. */
export const toCategoryId = ({ value }: { value: unknown }) => {
  if (value === '' || value === null || value === undefined) return value === undefined ? undefined : null;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
};

/** Characters of HTML a body may carry; `ARTICLE_HTML_LIMITS` then bounds what is kept. */
const CONTENT_BODY_MAX = 2_000_000;

/**
 * The article's content fields as the editor sends them, every one optional: what an autosave takes as
 * it is. The save payload (`SaveArticleDto`) derives from it and is stricter on title and content; both
 * go through `cleanArticleContent`.
 */
export class ArticleContentInputDto {
  @ApiPropertyOptional({ maxLength: ARTICLE_TEXT_LIMITS.title })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.title)
  title?: string;

  @ApiPropertyOptional({ maxLength: ARTICLE_TEXT_LIMITS.slug })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.slug)
  slug?: string;

  @ApiPropertyOptional({ description: 'HTML ; nettoyé par le serveur' })
  @IsOptional()
  @IsString()
  @MaxLength(CONTENT_BODY_MAX)
  content?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ARTICLE_TEXT_LIMITS.short_description })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.short_description)
  short_description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ARTICLE_TEXT_LIMITS.featured_image })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.featured_image)
  featured_image?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toCategoryId)
  @ValidateIf((_o, value) => value !== null)
  @IsInt(codedMessage(articleErrors.categoryInvalid))
  @Min(1, codedMessage(articleErrors.categoryInvalid))
  @Max(MAX_DB_ID, codedMessage(articleErrors.categoryInvalid))
  category_id?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ARTICLE_TEXT_LIMITS.meta_title })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.meta_title)
  meta_title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ARTICLE_TEXT_LIMITS.meta_description })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.meta_description)
  meta_description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ARTICLE_TEXT_LIMITS.meta_keywords })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.meta_keywords)
  meta_keywords?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ARTICLE_TEXT_LIMITS.focus_keyword,
    description: 'Mot-clé principal, pour l’analyse de référencement de l’éditeur',
  })
  @IsOptional()
  @IsString()
  @MaxLength(ARTICLE_TEXT_LIMITS.focus_keyword)
  focus_keyword?: string | null;
}

/** The article's content fields as the API shows them (a working copy, a revision). */
export class ArticleContentDto {
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'HTML nettoyé' }) content!: string;
  @ApiProperty({ type: String, nullable: true }) short_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty({ type: Number, nullable: true }) category_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) meta_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) meta_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) meta_keywords!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Mot-clé principal' }) focus_keyword!: string | null;
}
