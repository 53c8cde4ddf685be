import { ApiProperty } from '@nestjs/swagger';
import { ArticleListItemDto } from '../../editorial/dto/article-response.dto';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

export class SearchResultDto extends ArticleListItemDto {
  @ApiProperty({
    description: 'Extrait du texte en HTML : le texte échappé, les mots trouvés entre <mark> et </mark>',
    example: 'Installer un <mark>serveur</mark> <mark>Minecraft</mark> sur un VPS…',
  })
  excerpt!: string;
}

export class SearchResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [SearchResultDto], description: 'Les plus pertinents d’abord (titre, puis texte), puis les plus récents' })
  results!: SearchResultDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() total_pages!: number;
}
