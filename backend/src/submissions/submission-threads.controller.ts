import { WriteRateLimit } from '../auth/rate-limit/write-rate-limit';
import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Authenticated } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { NotesService } from '../publishing/notes.service';
import {
  AddSubmissionNoteDto,
  ResolveSubmissionNoteDto,
  SubmissionNoteResponseDto,
  SubmissionNotesResponseDto,
  TimelineResponseDto,
} from './dto/submission-thread.dto';
import { SubmissionThreadService, toNoteDto } from './submission-thread.service';

/** The history and the editorial notes of one submission: staff, and that submission's contributor. */
@ApiTags('Soumissions')
@Controller('submissions/:submission')
@Authenticated()
export class SubmissionThreadsController {
  constructor(
    private readonly threads: SubmissionThreadService,
    private readonly notes: NotesService,
  ) {}

  @Get('timeline')
  @ApiOperation({ summary: 'Historique de la soumission : envois, notes, décision, versement' })
  @ApiOkResponse({ type: TimelineResponseDto })
  @ApiErrors(404)
  async timeline(@CurrentUser() user: AuthUser, @Param('submission', ParseIntPipe) id: number): Promise<TimelineResponseDto> {
    return { success: true, timeline: await this.threads.timeline(user, id) };
  }

  @Get('notes')
  @ApiOperation({ summary: 'Notes éditoriales de la soumission' })
  @ApiOkResponse({ type: SubmissionNotesResponseDto })
  @ApiErrors(404)
  async list(@CurrentUser() user: AuthUser, @Param('submission', ParseIntPipe) id: number): Promise<SubmissionNotesResponseDto> {
    return { success: true, notes: await this.threads.notes(user, id) };
  }

  @WriteRateLimit('notes')
  @Post('notes')
  @ApiOperation({ summary: 'Ajouter une note (soumission en attente ou refusée) ; l’autre partie est notifiée' })
  @ApiCreatedResponse({ type: SubmissionNoteResponseDto })
  @ApiErrors(400, 404, 409)
  async add(
    @CurrentUser() user: AuthUser,
    @Param('submission', ParseIntPipe) id: number,
    @Body() dto: AddSubmissionNoteDto,
  ): Promise<SubmissionNoteResponseDto> {
    const note = await this.notes.add(user, id, dto.body);
    return { success: true, note: toNoteDto(note, await this.threads.contributorOf(user, id)) };
  }

  @Put('notes/:note/resolve')
  @ApiOperation({ summary: 'Marquer une note comme résolue (ou la rouvrir)' })
  @ApiOkResponse({ type: SubmissionNoteResponseDto })
  @ApiErrors(400, 404)
  async resolve(
    @CurrentUser() user: AuthUser,
    @Param('submission', ParseIntPipe) id: number,
    @Param('note', ParseIntPipe) noteId: number,
    @Body() dto: ResolveSubmissionNoteDto,
  ): Promise<SubmissionNoteResponseDto> {
    const note = await this.notes.resolve(user, id, noteId, dto.resolved);
    return { success: true, note: toNoteDto(note, await this.threads.contributorOf(user, id)) };
  }
}
