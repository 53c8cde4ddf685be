import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/http/pagination';

export const DEFAULT_USERS_PAGE_SIZE = 50;
export const MAX_USERS_PAGE_SIZE = 200;

export class ListUsersQueryDto extends PageQuery({ default: DEFAULT_USERS_PAGE_SIZE, max: MAX_USERS_PAGE_SIZE }) {
  @ApiPropertyOptional({ description: 'Partie du nom d’utilisateur, du nom affiché ou de l’e-mail', example: 'dupont' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(100)
  q?: string;
}
