import { centsToNumber } from '../rewards/money';
import type { Reward } from '../rewards/entities/reward.entity';
import type { SubmissionDto } from './dto/submission.dto';
import type { Submission } from './entities/submission.entity';
import { displayName } from '../users/display-name';

const iso = (date: Date | string | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

/**
 * Who reads the answer. The review modal's admin notes are internal to staff: the contributor is told
 * the rejection reason, never the notes.
 */
export type SubmissionAudience = 'staff' | 'contributor';

/**
 * A submission's reward: its article's (amount and status), and the one born of its approval, found by
 * submission even once the article is deleted. Whether the reward is credited is read from that row's
 * status; the submission keeps no copy of it.
 */
export interface SubmissionRewards {
  ofArticle: Reward | undefined;
  ofSubmission: Reward | undefined;
}

/** Spec §3 submission: article fields are read from the article itself, which may have been deleted. */
export function toSubmissionDto(submission: Submission, rewards: SubmissionRewards, audience: SubmissionAudience): SubmissionDto {
  const reward = rewards.ofArticle;
  const article = submission.article ?? null;
  const contributor = submission.contributor;
  return {
    id: submission.id,
    article_id: submission.article_id,
    title: article?.title ?? 'Article supprimé',
    short_description: article?.short_description ?? null,
    content: article?.content ?? '',
    featured_image: article?.featured_image ?? null,
    reading_time: article?.reading_time ?? 0,
    category_id: article?.category_id ?? null,
    contributor_id: submission.contributor_id,
    contributor_name: displayName(contributor) ?? '',
    contributor_email: contributor?.email ?? '',
    category_name: article?.category?.name ?? null,
    category_color: article?.category?.color ?? null,
    status: submission.status,
    submitted_at: iso(submission.submitted_at) ?? new Date(0).toISOString(),
    reviewed_at: iso(submission.reviewed_at),
    published_at: iso(article?.published_at),
    reward_amount: reward ? centsToNumber(reward.amount_cents) : 0,
    reward_currency: reward?.currency ?? null,
    reward_status: reward?.status ?? null,
    reward_credited: rewards.ofSubmission?.status === 'credited',
    admin_notes: audience === 'staff' ? submission.admin_notes : null,
    rejection_reason: submission.rejection_reason,
  };
}
