import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { SaveArticleDto, TITLE_AND_CONTENT_REQUIRED } from '../articles/dto/save-article.dto';
import { Article } from '../articles/entities/article.entity';
import { Category } from '../categories/entities/category.entity';
import { badRequest, notFound } from '../common/http/api-error';
import { uniqueSlug } from '../common/text/slug';
import { countWords, readingTime } from '../common/text/words';
import { isUniqueViolation } from '../database/unique-violation';
import { centsToNumber } from '../rewards/money';
import { RewardsRepository } from '../rewards/rewards.repository';
import { SettingsService } from '../settings/settings.service';
import { ContributorSubmissionStatsDto, SubmissionDto, SubmissionStatsDto } from './dto/submission.dto';
import { SubmissionEvent } from './entities/submission-event.entity';
import { Submission, SubmissionStatus } from './entities/submission.entity';
import { cleanPlainText, isAllowedImageSource, sanitizeSubmissionHtml } from './submission-content';
import { toSubmissionDto, type SubmissionAudience } from './submission-mapper';
import { SubmissionReviewService, SUBMISSION_NOT_FOUND } from './submission-review.service';
import { SubmissionsRepository } from './submissions.repository';

export const CATEGORY_UNKNOWN = 'Catégorie introuvable';
export const IMAGE_URL_INVALID = "Adresse d'image invalide";

/** A contributor's new article and its submission; the lists and counters of both review screens. */
@Injectable()
export class SubmissionsService {
  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly review: SubmissionReviewService,
    private readonly settings: SettingsService,
    private readonly rewards: RewardsRepository,
  ) {}

  async create(actor: AuthUser, dto: SaveArticleDto): Promise<SubmissionDto> {
    const title = cleanPlainText(dto.title, 255);
    const content = typeof dto.content === 'string' ? sanitizeSubmissionHtml(dto.content) : '';
    if (!title || !content) throw badRequest(TITLE_AND_CONTENT_REQUIRED);
    const featured = cleanPlainText(dto.featured_image, 500);
    if (featured && !isAllowedImageSource(featured)) throw badRequest(IMAGE_URL_INVALID);
    const settings = await this.settings.getAll();
    const minWords = Number(settings.min_words_count) || 0;
    const words = countWords(content);
    if (words < minWords) throw badRequest(`Votre article doit contenir au moins ${minWords} mots (actuellement: ${words})`);
    const shortDescription = cleanPlainText(dto.short_description, 1000);

    const save = () =>
      this.submissions.transaction(async (manager) => {
        const categoryId = dto.category_id ?? null;
        if (categoryId !== null && !(await manager.findOne(Category, { where: { id: categoryId } })))
          throw badRequest(CATEGORY_UNKNOWN);
        const slug = await uniqueSlug(dto.slug || title, (candidate) => manager.exists(Article, { where: { slug: candidate } }));
        const article = await manager.save(
          Article,
          manager.create(Article, {
            title,
            slug,
            content,
            short_description: shortDescription,
            featured_image: featured,
            category_id: categoryId,
            author_id: actor.id,
            status: 'pending',
            meta_title: cleanPlainText(dto.meta_title, 255),
            meta_description: cleanPlainText(dto.meta_description, 1000) ?? shortDescription,
            meta_keywords: cleanPlainText(dto.meta_keywords, 500),
            reading_time: readingTime(content),
            views: 0,
          }),
        );
        const submission = await manager.save(
          Submission,
          manager.create(Submission, {
            article_id: article.id,
            contributor_id: actor.id,
            status: 'pending',
            submitted_at: new Date(),
          }),
        );
        await manager.save(
          SubmissionEvent,
          manager.create(SubmissionEvent, { submission_id: submission.id, action: 'submitted', actor_id: actor.id }),
        );
        return submission.id;
      });
    let id: number;
    try {
      id = await save();
    } catch (error) {
      // Two articles with the same title at once: the slug check raced, the next try picks another slug.
      if (!isUniqueViolation(error)) throw error;
      id = await save();
    }
    // Auto-approve goes through the same approval (and reward) path as a review.
    if (settings.auto_approve === 'true') await this.review.approve(id, null, null);
    return this.one(id, 'contributor');
  }

  async one(id: number, audience: SubmissionAudience): Promise<SubmissionDto> {
    const [submission] = await this.submissions.list({ id });
    if (!submission) throw notFound(SUBMISSION_NOT_FOUND);
    return (await this.toDtos([submission], audience))[0];
  }

  async list(
    filter: { contributorId?: number; status?: SubmissionStatus },
    audience: SubmissionAudience,
  ): Promise<SubmissionDto[]> {
    return this.toDtos(await this.submissions.list(filter), audience);
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
    const rewards = await this.submissions.rewardsByArticle(
      rows.map((s) => s.article_id).filter((id): id is number => id !== null),
    );
    return rows.map((s) => toSubmissionDto(s, s.article_id !== null ? rewards.get(s.article_id) : undefined, audience));
  }
}
