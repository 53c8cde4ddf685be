import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

/** The longest query read for suggestions (more is cut, never refused): a few words typed in the header. */
export const MAX_SUGGEST_QUERY_LENGTH = 80;
/** Suggestions of each kind at most. */
export const SUGGESTED_ARTICLES = 5;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_AUTHORS = 3;

export class SuggestQueryDto {
  @ApiPropertyOptional({
    description: `Début de recherche tapé dans l’en-tête ; au-delà de ${MAX_SUGGEST_QUERY_LENGTH} caractères, le reste est ignoré`,
    example: 'minecr',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.slice(0, MAX_SUGGEST_QUERY_LENGTH) : value))
  @IsString()
  q?: string;
}

export class SuggestedArticleDto {
  @ApiProperty({ example: 'heberger-un-serveur-minecraft' }) slug!: string;
  @ApiProperty({ example: 'Héberger un serveur Minecraft' }) title!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Minecraft' }) category_name!: string | null;
}

export class SuggestedCategoryDto {
  @ApiProperty({ example: 'minecraft' }) slug!: string;
  @ApiProperty({ example: 'Minecraft' }) name!: string;
}

export class SuggestedAuthorDto {
  @ApiProperty({ example: 'lea-martin' }) username!: string;
  @ApiProperty({ example: 'Léa Martin', description: 'Nom affiché (le nom d’utilisateur sans nom affiché)' }) name!: string;
}

export class SuggestResponseDto extends SuccessResponseDto {
  @ApiProperty({
    type: [SuggestedArticleDto],
    maxItems: SUGGESTED_ARTICLES,
    description: 'Articles publiés, comme la recherche les classe',
  })
  articles!: SuggestedArticleDto[];
  @ApiProperty({
    type: [SuggestedCategoryDto],
    maxItems: SUGGESTED_CATEGORIES,
    description: 'Catégories dont un mot du nom commence ainsi',
  })
  categories!: SuggestedCategoryDto[];
  @ApiProperty({
    type: [SuggestedAuthorDto],
    maxItems: SUGGESTED_AUTHORS,
    description: 'Auteurs ayant publié, dont un mot du nom commence ainsi (accents et majuscules indifférents)',
  })
  authors!: SuggestedAuthorDto[];
}
