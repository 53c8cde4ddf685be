import { WriteRateLimit } from '../../auth/rate-limit/write-rate-limit';
import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/auth-user';
import { Authenticated } from '../../access/decorators/access.decorator';
import { CurrentUser } from '../../access/decorators/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import {
  RestoredResponseDto,
  RevisionResponseDto,
  RevisionsResponseDto,
  SaveWorkingCopyDto,
  WorkingCopyResponseDto,
  WorkingCopySavedResponseDto,
} from './revision.dto';
import { RevisionsService } from './revisions.service';
import { revisionSuccesses } from '../../i18n/successes';

const ARTICLE = ApiParam({
  name: 'article',
  schema: { type: 'integer' },
  description: 'Identifiant numérique de l’article',
  example: 42,
});
const REVISION = ApiParam({
  name: 'revision',
  schema: { type: 'integer' },
  description: 'Identifiant de la version',
  example: 7,
});
const TARGET = ApiParam({
  name: 'target',
  type: String,
  description:
    '« new-<clé> » pour un nouvel article en cours d’écriture (une clé par article commencé ; « new » : celui de clé 1), sinon le numéro de l’article',
  example: 'new-k3v9q2m7x1ab',
});

@ApiTags('Historique et sauvegarde automatique')
@Controller()
@Authenticated()
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get('articles/:article/revisions')
  @ARTICLE
  @ApiOperation({ summary: 'Versions d’un article, la plus récente d’abord (équipe, ou son auteur)' })
  @ApiOkResponse({ type: RevisionsResponseDto })
  @ApiErrors(404)
  async list(@CurrentUser() actor: AuthUser, @Param('article', ParseIntPipe) articleId: number): Promise<RevisionsResponseDto> {
    return { success: true, revisions: await this.revisions.list(actor, articleId) };
  }

  @Get('articles/:article/revisions/:revision')
  @ARTICLE
  @REVISION
  @ApiOperation({ summary: 'Une version et ce qui a changé depuis, jusqu’à la version actuelle (diff)' })
  @ApiOkResponse({ type: RevisionResponseDto })
  @ApiErrors(404)
  async detail(
    @CurrentUser() actor: AuthUser,
    @Param('article', ParseIntPipe) articleId: number,
    @Param('revision', ParseIntPipe) revisionId: number,
  ): Promise<RevisionResponseDto> {
    return { success: true, revision: await this.revisions.detail(actor, articleId, revisionId) };
  }

  @WriteRateLimit('restore')
  @Post('articles/:article/revisions/:revision/restore')
  @ARTICLE
  @REVISION
  @ApiOperation({
    summary:
      'Restaurer une version : une nouvelle version est enregistrée dans l’historique et reprise dans l’éditeur ; l’article change quand on l’enregistre',
  })
  @ApiOkResponse({ type: RestoredResponseDto })
  @ApiErrors(403, 404)
  async restore(
    @CurrentUser() actor: AuthUser,
    @Param('article', ParseIntPipe) articleId: number,
    @Param('revision', ParseIntPipe) revisionId: number,
  ): Promise<RestoredResponseDto> {
    const copy = await this.revisions.restore(actor, articleId, revisionId);
    return { success: true, message: revisionSuccesses.restored, working_copy: copy };
  }

  @Get('autosaves/:target')
  @TARGET
  @ApiOperation({ summary: 'Ma copie de travail enregistrée automatiquement (null s’il n’y en a pas)' })
  @ApiOkResponse({ type: WorkingCopyResponseDto })
  @ApiErrors(400, 404)
  async workingCopy(@CurrentUser() actor: AuthUser, @Param('target') target: string): Promise<WorkingCopyResponseDto> {
    return { success: true, working_copy: await this.revisions.workingCopy(actor, target) };
  }

  @WriteRateLimit('autosave')
  @Put('autosaves/:target')
  @TARGET
  @ApiOperation({
    summary:
      'Sauvegarde automatique : remplace ma copie de travail ; ne change ni l’article, ni son statut, ni les pages publiques',
  })
  @ApiOkResponse({ type: WorkingCopySavedResponseDto })
  @ApiErrors(400, 403, 404, 409)
  async autosave(
    @CurrentUser() actor: AuthUser,
    @Param('target') target: string,
    @Body() dto: SaveWorkingCopyDto,
  ): Promise<WorkingCopySavedResponseDto> {
    return { success: true, saved_at: await this.revisions.autosave(actor, target, dto) };
  }

  @Delete('autosaves/:target')
  @TARGET
  @ApiOperation({ summary: 'Ignorer ma copie de travail' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400, 404)
  async discard(@CurrentUser() actor: AuthUser, @Param('target') target: string): Promise<SuccessResponseDto> {
    await this.revisions.discard(actor, target);
    return { success: true };
  }
}
