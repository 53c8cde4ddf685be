import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ArticlesService } from './articles.service';
import { AuthorPageResponseDto } from '../editorial/dto/article-response.dto';
import { AuthorArticlesQueryDto } from './dto/list-articles-query.dto';

/** Authors' public pages: who they are and what they published. */
@ApiTags('Articles')
@Controller('authors')
export class AuthorsController {
  constructor(private readonly articles: ArticlesService) {}

  @Get(':username')
  @Public()
  @ApiParam({ name: 'username', description: 'Nom d’utilisateur de l’auteur', example: 'lea-martin' })
  @ApiOperation({ summary: 'Page publique d’un auteur : profil et articles publiés, paginés' })
  @ApiOkResponse({ type: AuthorPageResponseDto })
  @ApiErrors(400, 404)
  async page(@Param('username') username: string, @Query() query: AuthorArticlesQueryDto): Promise<AuthorPageResponseDto> {
    return { success: true, ...(await this.articles.authorPage(username, query)) };
  }
}
