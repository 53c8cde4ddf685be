import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/auth-user';
import { Authenticated } from '../../access/decorators/access.decorator';
import { CurrentUser } from '../../access/decorators/current-user.decorator';
import { WriteRateLimit } from '../../auth/rate-limit/write-rate-limit';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { DraftsResponseDto, SaveWorkingCopyDto, WorkingCopySavedResponseDto } from './revision.dto';
import { RevisionsService } from './revisions.service';

/**
 * A user's drafts: the working copies of the new articles they started and never saved, and of the
 * articles they changed without saving. A draft is never an article: it is not public, not submitted,
 * not paid; it is read and thrown away through /autosaves/{target}.
 */
@ApiTags('Brouillons')
@Controller('drafts')
@Authenticated()
export class DraftsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  @ApiOperation({ summary: 'Mes brouillons, le plus récent d’abord (les miens seulement)' })
  @ApiOkResponse({ type: DraftsResponseDto })
  async list(@CurrentUser() actor: AuthUser): Promise<DraftsResponseDto> {
    return { success: true, drafts: await this.revisions.drafts(actor) };
  }

  @WriteRateLimit('autosave')
  @Put(':target')
  @ApiParam({
    name: 'target',
    type: String,
    description: '« new-<clé> » pour un nouvel article (une clé par article commencé), sinon le numéro de l’article',
    example: 'new-k3v9q2m7x1ab',
  })
  @ApiOperation({
    summary:
      'Enregistrer le brouillon : ma copie de travail, sans soumettre ; ne change ni l’article, ni son statut, ni les pages publiques',
  })
  @ApiOkResponse({ type: WorkingCopySavedResponseDto })
  @ApiErrors(400, 403, 404, 409)
  async save(
    @CurrentUser() actor: AuthUser,
    @Param('target') target: string,
    @Body() dto: SaveWorkingCopyDto,
  ): Promise<WorkingCopySavedResponseDto> {
    return { success: true, saved_at: await this.revisions.autosave(actor, target, dto, true) };
  }
}
