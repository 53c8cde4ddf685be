import { WriteRateLimit } from '../auth/rate-limit/write-rate-limit';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Roles } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { SaveArticleDto } from '../editorial/dto/save-article.dto';
import { ApiErrors } from '../common/http/api-errors.decorator';
import {
  ContributorSubmissionStatsResponseDto,
  SubmissionSavedResponseDto,
  SubmissionsResponseDto,
} from '../editorial/dto/submission.dto';
import { SubmissionsService } from './submissions.service';
import { ArticleWriterService } from '../publishing/article-writer.service';
import { submissionSuccesses } from '../i18n/successes';

@ApiTags('Soumissions')
@Controller('submissions')
@Roles('contributor')
export class SubmissionsController {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly writer: ArticleWriterService,
  ) {}

  @WriteRateLimit('submissions')
  @Post()
  @ApiOperation({ summary: 'Soumettre un nouvel article (statut en attente)' })
  @ApiCreatedResponse({ type: SubmissionSavedResponseDto })
  @ApiErrors(400)
  async create(@CurrentUser() user: AuthUser, @Body() dto: SaveArticleDto): Promise<SubmissionSavedResponseDto> {
    const submission = await this.submissions.one(await this.writer.submit(user, dto), 'contributor');
    const message = submission.status === 'published' ? submissionSuccesses.sentPublished : submissionSuccesses.sent;
    return { success: true, message, submission };
  }

  @Get('my')
  @ApiOperation({ summary: 'Mes soumissions' })
  @ApiOkResponse({ type: SubmissionsResponseDto })
  async mine(@CurrentUser() user: AuthUser): Promise<SubmissionsResponseDto> {
    return { success: true, submissions: await this.submissions.list({ contributorId: user.id }, 'contributor') };
  }

  @Get('stats')
  @ApiOperation({ summary: 'Mes compteurs de soumissions et mes gains' })
  @ApiOkResponse({ type: ContributorSubmissionStatsResponseDto })
  async stats(@CurrentUser() user: AuthUser): Promise<ContributorSubmissionStatsResponseDto> {
    return { success: true, stats: await this.submissions.contributorStats(user.id) };
  }
}
