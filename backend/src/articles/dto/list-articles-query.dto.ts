import { ApiPropertyOptional } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/http/pagination';
import { articleErrors } from '../../i18n/errors';
import { ARTICLE_STATUSES, ArticleStatus } from '../../editorial/entities/article.entity';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export class ListArticlesQueryDto extends PageQuery({ default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }) {
  @ApiPropertyOptional({ description: 'Slug de catégorie', example: 'minecraft' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  category?: string;
}

/** The pages of an author's published articles. */
export class AuthorArticlesQueryDto extends PageQuery({ default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }) {}

export const DEFAULT_MANAGED_PAGE_SIZE = 200;
export const MAX_MANAGED_PAGE_SIZE = 500;

export class ListManagedArticlesQueryDto extends PageQuery({ default: DEFAULT_MANAGED_PAGE_SIZE, max: MAX_MANAGED_PAGE_SIZE }) {
  @ApiPropertyOptional({ enum: ARTICLE_STATUSES })
  @IsOptional()
  @IsIn([...ARTICLE_STATUSES, ''], codedMessage(articleErrors.statusInvalid))
  status?: ArticleStatus | '';
}
