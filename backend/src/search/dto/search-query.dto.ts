import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { MAX_QUERY_LENGTH } from '../french-analyzer';

/** Result pages reachable: readers refine a query long before page 50, and a deeper page costs more to find. */
export const MAX_SEARCH_PAGE = 50;
export const SEARCH_PAGE_SIZE = 10;
/**
 * Matches counted at most: one past the last reachable result, so that a total at this limit reads
 * « more than 500 » (counting further would cost more for no page a reader can open).
 */
export const SEARCH_COUNT_LIMIT = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE + 1;

export class SearchQueryDto {
  @ApiPropertyOptional({
    description: `Mots cherchés (accents et majuscules indifférents) ; au-delà de ${MAX_QUERY_LENGTH} caractères, le reste est ignoré`,
    example: 'serveurs minecraft',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.slice(0, MAX_QUERY_LENGTH) : value))
  @IsString()
  q?: string;

  @ApiPropertyOptional({ default: 1, maximum: 100_000, description: `Au-delà de la page ${MAX_SEARCH_PAGE}, aucun résultat` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ description: 'Slug de catégorie', example: 'minecraft' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  category?: string;
}
