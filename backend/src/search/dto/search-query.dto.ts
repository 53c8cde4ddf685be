import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { MAX_QUERY_LENGTH } from '../french-analyzer';

/** Result pages reachable: the engine ranks every match, a deeper page costs the same and helps nobody. */
export const MAX_SEARCH_PAGE = 50;
export const SEARCH_PAGE_SIZE = 10;

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
