import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Staff } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { MessageResponseDto } from '../common/http/error-response.dto';
import {
  ApproveSubmissionDto,
  ListSubmissionsQueryDto,
  RejectSubmissionDto,
  SubmissionResponseDto,
  SubmissionStatsResponseDto,
  SubmissionsPageResponseDto,
} from '../editorial/dto/submission.dto';
import { ReviewService } from '../publishing/review.service';
import { laterPublication, SchedulingService } from '../publishing/scheduling.service';
import { SubmissionsService } from './submissions.service';
import { submissionSuccesses } from '../i18n/successes';

@ApiTags('Soumissions')
@Controller('admin/submissions')
@Staff()
export class SubmissionsAdminController {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly review: ReviewService,
    private readonly scheduling: SchedulingService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Soumissions des contributeurs (statut vide : toutes)' })
  @ApiOkResponse({ type: SubmissionsPageResponseDto })
  @ApiErrors(400)
  async list(@Query() query: ListSubmissionsQueryDto): Promise<SubmissionsPageResponseDto> {
    const status = query.status === '' || query.status === 'all' ? undefined : query.status;
    return { success: true, ...(await this.submissions.page({ status }, query)) };
  }

  @Get('stats')
  @ApiOperation({ summary: 'Compteurs par statut' })
  @ApiOkResponse({ type: SubmissionStatsResponseDto })
  async stats(): Promise<SubmissionStatsResponseDto> {
    return { success: true, stats: await this.submissions.stats() };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Une soumission, quel que soit son statut (lien d’une notification)' })
  @ApiOkResponse({ type: SubmissionResponseDto })
  @ApiErrors(404)
  async one(@Param('id', ParseIntPipe) id: number): Promise<SubmissionResponseDto> {
    return { success: true, submission: await this.submissions.one(id, 'staff') };
  }

  @Put(':id/approve')
  @ApiOperation({
    summary: 'Approuver et publier (crée la récompense, créditée en arrière-plan), ou programmer la publication (publish_at)',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404, 409)
  async approve(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ApproveSubmissionDto,
  ): Promise<MessageResponseDto> {
    const later = laterPublication(dto.publish_at);
    if (later) {
      await this.scheduling.approveLater(id, user.id, later, dto.admin_notes);
      return { success: true, message: submissionSuccesses.approvedScheduled };
    }
    await this.review.approve(id, user.id, dto.admin_notes);
    return { success: true, message: submissionSuccesses.approvedPublished };
  }

  @Put(':id/reject')
  @ApiOperation({ summary: 'Rejeter avec une raison (montrée au contributeur)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404, 409)
  async reject(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: RejectSubmissionDto,
  ): Promise<MessageResponseDto> {
    await this.review.reject(id, user.id, dto.rejection_reason, dto.admin_notes);
    return { success: true, message: submissionSuccesses.rejected };
  }
}
