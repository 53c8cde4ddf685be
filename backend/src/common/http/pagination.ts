import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** One page of a list, as a repository reads it. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** The deepest page number a list accepts. */
const MAX_PAGE = 100_000;

/** Out-of-range page sizes are brought back into range rather than refused (spec: "capped at 100"). */
const capTo =
  (max: number) =>
  ({ value }: { value: unknown }) => {
    const n = Number(value);
    return value === undefined || value === '' || !Number.isFinite(n) ? value : Math.min(Math.max(Math.trunc(n), 1), max);
  };

/**
 * The `page` and `limit` query parameters of a paged list, with the list's default and largest page
 * size: every list answers a bounded page, whatever it is asked.
 */
export function PageQuery(size: { default: number; max: number }) {
  class PageQueryDto {
    @ApiPropertyOptional({ default: size.default, maximum: size.max, description: `Ramené à ${size.max} au plus` })
    @IsOptional()
    @Transform(capTo(size.max))
    @IsInt()
    limit?: number;

    @ApiPropertyOptional({ default: 1 })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE)
    page?: number;
  }
  return PageQueryDto;
}

export class PaginationDto {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
  @ApiProperty() total_pages!: number;
}

/** The page asked for, with its defaults applied, and where it starts. */
export function pageOf(query: { page?: number; limit?: number }, defaultLimit: number): PageRequest & { page: number } {
  const limit = query.limit ?? defaultLimit;
  const page = query.page ?? 1;
  return { page, limit, offset: (page - 1) * limit };
}

export function paginationOf(page: { page: number; limit: number }, total: number): PaginationDto {
  return { page: page.page, limit: page.limit, total, total_pages: Math.ceil(total / page.limit) };
}
