import { Injectable } from '@nestjs/common';
import { notFound } from '../common/http/api-error';
import { pageOf, paginationOf } from '../common/http/pagination';
import { submissionErrors } from '../i18n/errors';
import { centsToNumber } from '../rewards/money';
import { RewardsRepository } from '../rewards/rewards.repository';
import {
  ContributorSubmissionStatsDto,
  DEFAULT_REVIEW_PAGE_SIZE,
  SubmissionDto,
  SubmissionStatsDto,
} from '../editorial/dto/submission.dto';
import { Submission, SubmissionStatus } from '../editorial/entities/submission.entity';
import { toSubmissionDto, type SubmissionAudience } from '../editorial/submission-mapper';
import { SettingsService } from '../settings/settings.service';
import { SubmissionQualities } from './submission-quality';
import { SubmissionsRepository } from './submissions.repository';

/** The lists and counters of both review screens (reads only: writes go through the publishing module). */
@Injectable()
export class SubmissionsService {
  private readonly qualities = new SubmissionQualities();

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly rewards: RewardsRepository,
    private readonly settings: SettingsService,
  ) {}

  async one(id: number, audience: SubmissionAudience): Promise<SubmissionDto> {
    const [submission] = await this.submissions.list({ id });
    if (!submission) throw notFound(submissionErrors.notFound);
    return (await this.toDtos([submission], audience))[0];
  }

  async list(
    filter: { contributorId?: number; status?: SubmissionStatus },
    audience: SubmissionAudience,
  ): Promise<SubmissionDto[]> {
    return this.toDtos(await this.submissions.list(filter), audience);
  }

  /** A page of every contributor's submissions, for the review screen. */
  async page(filter: { status?: SubmissionStatus }, query: { page?: number; limit?: number }) {
    const page = pageOf(query, DEFAULT_REVIEW_PAGE_SIZE);
    const [rows, total] = await this.submissions.page(filter, page);
    return { submissions: await this.toDtos(rows, 'staff'), pagination: paginationOf(page, total) };
  }

  async stats(): Promise<SubmissionStatsDto> {
    const counts = await this.submissions.countByStatus();
    return { total: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
  }

  async contributorStats(userId: number): Promise<ContributorSubmissionStatsDto> {
    const counts = await this.submissions.countByStatus(userId);
    const earned = await this.rewards.creditedCentsOf(userId);
    return { total: Object.values(counts).reduce((a, b) => a + b, 0), ...counts, total_earned: centsToNumber(earned) };
  }

  private async toDtos(rows: Submission[], audience: SubmissionAudience): Promise<SubmissionDto[]> {
    const rewards = await this.submissions.rewardsOf(
      rows.map((s) => s.article_id).filter((id): id is number => id !== null),
      rows.filter((s) => s.article_id === null).map((s) => s.id),
    );
    const byArticle = new Map(rewards.map((r) => [r.article_id, r]));
    const bySubmission = new Map(rewards.filter((r) => r.submission_id !== null).map((r) => [r.submission_id!, r]));
    const dtos = rows.map((s) =>
      toSubmissionDto(
        s,
        { ofArticle: s.article_id !== null ? byArticle.get(s.article_id) : undefined, ofSubmission: bySubmission.get(s.id) },
        audience,
      ),
    );
    if (audience === 'staff') await this.addQuality(rows, dtos);
    return dtos;
  }

  /** Staff see each article's writing analysis (issue #51), against the published articles and the word minimum. */
  private async addQuality(rows: Submission[], dtos: SubmissionDto[]): Promise<void> {
    if (!rows.some((s) => s.article)) return;
    const titles = [...new Set(rows.flatMap((s) => (s.article ? [s.article.title] : [])))];
    const [published, minWords] = await Promise.all([
      this.submissions.publishedKeywords(titles),
      this.settings.get('min_words_count'),
    ]);
    const articles = rows.flatMap((s) => (s.article ? [s.article] : []));
    const qualities = this.qualities.of(articles, published, Number(minWords) || 0);
    rows.forEach((s, i) => {
      if (s.article) dtos[i]!.quality = qualities.get(s.article.id);
    });
  }
}
