import { ApiProperty } from '@nestjs/swagger';
import { ArticleListItemDto } from '../../articles/dto/article-response.dto';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { MAX_SEARCH_PAGE, SEARCH_COUNT_LIMIT } from './search-query.dto';

export class SearchResultDto extends ArticleListItemDto {
  @ApiProperty({
    description: 'Extrait du texte en HTML : le texte échappé, les mots trouvés entre <mark> et </mark>',
    example: 'Installer un <mark>serveur</mark> <mark>Minecraft</mark> sur un VPS…',
  })
  excerpt!: string;
}

export class SearchResponseDto extends SuccessResponseDto {
  @ApiProperty({
    type: [SearchResultDto],
    description: 'Ceux qui ont le plus de mots cherchés dans leur titre d’abord, puis les plus récents',
  })
  results!: SearchResultDto[];
  @ApiProperty({
    maximum: SEARCH_COUNT_LIMIT,
    description: `Nombre d’articles trouvés, compté jusqu’à ${SEARCH_COUNT_LIMIT} : ${SEARCH_COUNT_LIMIT} veut dire « plus de ${SEARCH_COUNT_LIMIT - 1} » (seules les ${MAX_SEARCH_PAGE} premières pages sont accessibles)`,
  })
  total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() total_pages!: number;
}
