import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, Public, Staff } from '../auth/decorators/access.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { ArticleEditorService } from './article-editor.service';
import { ArticlesService } from './articles.service';
import {
  ArticleDetailResponseDto,
  ArticleEditResponseDto,
  ArticleSavedResponseDto,
  ArticlesPageResponseDto,
} from './dto/article-response.dto';
import { ListArticlesQueryDto, ListManagedArticlesQueryDto } from './dto/list-articles-query.dto';
import { SaveArticleDto } from './dto/save-article.dto';

@ApiTags('Articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly editor: ArticleEditorService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Articles publiés, du plus récent au plus ancien, filtrables par catégorie' })
  @ApiOkResponse({ type: ArticlesPageResponseDto })
  @ApiErrors(400)
  async listPublished(@Query() query: ListArticlesQueryDto): Promise<ArticlesPageResponseDto> {
    return { success: true, ...(await this.articles.listPublished(query)) };
  }

  @Get('all')
  @Authenticated()
  @ApiOperation({ summary: 'Articles gérés : tous pour l’équipe, les siens pour un contributeur' })
  @ApiOkResponse({ type: ArticlesPageResponseDto })
  @ApiErrors(400)
  async listManaged(@CurrentUser() actor: AuthUser, @Query() query: ListManagedArticlesQueryDto): Promise<ArticlesPageResponseDto> {
    return { success: true, ...(await this.articles.listManaged(actor, query)) };
  }

  @Get('edit/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Charger un article dans l’éditeur (équipe, ou son auteur)' })
  @ApiOkResponse({ type: ArticleEditResponseDto })
  @ApiErrors(404)
  async getForEdit(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ArticleEditResponseDto> {
    return { success: true, article: await this.articles.getForEdit(actor, id) };
  }

  @Get(':slug')
  @Public()
  @ApiOperation({ summary: 'Page d’un article publié, avec l’auteur et trois suggestions (aperçu pour l’équipe et l’auteur)' })
  @ApiOkResponse({ type: ArticleDetailResponseDto })
  @ApiErrors(404)
  async getBySlug(@Param('slug') slug: string, @CurrentUser() viewer: AuthUser | undefined): Promise<ArticleDetailResponseDto> {
    return { success: true, ...(await this.articles.getBySlug(slug, viewer)) };
  }

  @Post()
  @Staff()
  @ApiOperation({ summary: 'Créer un article (brouillon par défaut, ou publié)' })
  @ApiOkResponse({ type: ArticleSavedResponseDto })
  @ApiErrors(400, 409)
  async create(@CurrentUser() actor: AuthUser, @Body() dto: SaveArticleDto): Promise<ArticleSavedResponseDto> {
    return { success: true, message: 'Article créé', article: await this.editor.create(actor, dto) };
  }

  @Put(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Modifier un article (un contributeur : son article refusé seulement, qui repart en relecture)' })
  @ApiOkResponse({ type: ArticleSavedResponseDto })
  @ApiErrors(400, 403, 404, 409)
  async update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SaveArticleDto,
  ): Promise<ArticleSavedResponseDto> {
    const { article, resubmitted } = await this.editor.update(actor, id, dto);
    return { success: true, message: resubmitted ? 'Article modifié et ressoumis pour revue !' : 'Article modifié', article };
  }

  @Delete(':id')
  @Staff()
  @ApiOperation({ summary: 'Supprimer un article' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(404)
  async remove(@Param('id', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    await this.editor.remove(id);
    return { success: true };
  }
}
