import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { articleErrors } from '../../i18n/errors';
import { ARTICLE_STATUSES, ArticleStatus } from '../entities/article.entity';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** Out-of-range page sizes are brought back into range rather than refused (spec: "capped at 100"). */
const capTo =
  (max: number) =>
  ({ value }: { value: unknown }) => {
    const n = Number(value);
    return value === undefined || value === '' || !Number.isFinite(n) ? value : Math.min(Math.max(Math.trunc(n), 1), max);
  };

export class ListArticlesQueryDto {
  @ApiPropertyOptional({ description: 'Slug de catégorie', example: 'minecraft' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  category?: string;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE, description: 'Ramené à 100 au plus' })
  @IsOptional()
  @Transform(capTo(MAX_PAGE_SIZE))
  @IsInt()
  limit?: number;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;
}

export const DEFAULT_MANAGED_PAGE_SIZE = 200;
export const MAX_MANAGED_PAGE_SIZE = 500;

export class ListManagedArticlesQueryDto {
  @ApiPropertyOptional({ enum: ARTICLE_STATUSES })
  @IsOptional()
  @IsIn([...ARTICLE_STATUSES, ''], { message: articleErrors.statusInvalid })
  status?: ArticleStatus | '';

  @ApiPropertyOptional({ default: DEFAULT_MANAGED_PAGE_SIZE, maximum: MAX_MANAGED_PAGE_SIZE })
  @IsOptional()
  @Transform(capTo(MAX_MANAGED_PAGE_SIZE))
  @IsInt()
  limit?: number;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;
}
