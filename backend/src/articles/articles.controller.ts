import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Authenticated, Public, Staff } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ErrorResponseDto, SuccessResponseDto } from '../common/http/error-response.dto';
import { ArticleWriterService } from '../publishing/article-writer.service';
import { SchedulingService } from '../publishing/scheduling.service';
import { ArticlesService } from './articles.service';
import {
  ArticleDetailResponseDto,
  ArticleEditResponseDto,
  ArticleSavedResponseDto,
  ArticlesPageResponseDto,
} from '../editorial/dto/article-response.dto';
import { ListArticlesQueryDto, ListManagedArticlesQueryDto } from './dto/list-articles-query.dto';
import { SaveArticleDto } from '../editorial/dto/save-article.dto';
import { articleSuccesses } from '../i18n/successes';

/**
 * `/articles/{article}` is read by slug and changed by number: one parameter name for both, so the
 * document has one path (two paths differing only by a parameter name are the same URL to a client).
 */
const BY_SLUG = ApiParam({ name: 'article', type: String, description: 'Slug de l’article', example: 'bien-choisir-son-vps' });
const BY_ID = ApiParam({
  name: 'article',
  schema: { type: 'integer' },
  description: 'Identifiant numérique de l’article',
  example: 42,
});

@ApiTags('Articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly editor: ArticleWriterService,
    private readonly scheduling: SchedulingService,
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
  async listManaged(
    @CurrentUser() actor: AuthUser,
    @Query() query: ListManagedArticlesQueryDto,
  ): Promise<ArticlesPageResponseDto> {
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

  @Get(':article')
  @Public()
  @BY_SLUG
  @ApiOperation({ summary: 'Page d’un article publié, avec l’auteur et trois suggestions (aperçu pour l’équipe et l’auteur)' })
  @ApiOkResponse({ type: ArticleDetailResponseDto })
  @ApiResponse({
    status: 301,
    description: 'Ancienne adresse d’un article publié : `Location` donne l’actuelle',
    headers: { Location: { description: 'Adresse actuelle de l’article', schema: { type: 'string' } } },
    type: ErrorResponseDto,
  })
  @ApiErrors(404)
  async getBySlug(
    @Param('article') slug: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ArticleDetailResponseDto> {
    return { success: true, ...(await this.articles.getBySlug(slug, viewer)) };
  }

  @Post()
  @Staff()
  @ApiOperation({ summary: 'Créer un article (brouillon par défaut, publié, ou programmé avec publish_at)' })
  @ApiOkResponse({ type: ArticleSavedResponseDto })
  @ApiErrors(400, 409)
  async create(@CurrentUser() actor: AuthUser, @Body() dto: SaveArticleDto): Promise<ArticleSavedResponseDto> {
    return { success: true, message: articleSuccesses.created, article: await this.editor.create(actor, dto) };
  }

  @Put(':article')
  @Authenticated()
  @BY_ID
  @ApiOperation({ summary: 'Modifier un article (un contributeur : son article refusé seulement, qui repart en relecture)' })
  @ApiOkResponse({ type: ArticleSavedResponseDto })
  @ApiErrors(400, 403, 404, 409)
  async update(
    @CurrentUser() actor: AuthUser,
    @Param('article', ParseIntPipe) id: number,
    @Body() dto: SaveArticleDto,
  ): Promise<ArticleSavedResponseDto> {
    const { article, resubmitted } = await this.editor.update(actor, id, dto);
    // With auto-approve on, a resubmission is published at once: telling the author it awaits review would be wrong.
    const message = !resubmitted
      ? article.status === 'approved'
        ? articleSuccesses.scheduled
        : articleSuccesses.updated
      : article.status === 'published'
        ? articleSuccesses.resubmittedPublished
        : articleSuccesses.resubmitted;
    return { success: true, message, article };
  }

  @Delete(':article/schedule')
  @Staff()
  @BY_ID
  @ApiOperation({
    summary:
      'Annuler une publication programmée : l’article de l’équipe redevient brouillon, celui d’un contributeur repart en relecture',
  })
  @ApiOkResponse({ type: ArticleSavedResponseDto })
  @ApiErrors(404, 409)
  async cancelSchedule(
    @CurrentUser() actor: AuthUser,
    @Param('article', ParseIntPipe) id: number,
  ): Promise<ArticleSavedResponseDto> {
    return { success: true, message: articleSuccesses.scheduleCancelled, article: await this.scheduling.cancel(id, actor.id) };
  }

  @Delete(':article')
  @Staff()
  @BY_ID
  @ApiOperation({ summary: 'Supprimer un article' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(404)
  async remove(@Param('article', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    await this.editor.remove(id);
    return { success: true };
  }
}
