import { isStaff, type AuthUser } from '../access/auth-user';
import { badRequest, forbidden } from '../common/http/api-error';
import type { Article, ArticleStatus } from '../editorial/entities/article.entity';
import type { Submission, SubmissionStatus } from '../editorial/entities/submission.entity';
import { articleErrors, submissionErrors } from '../i18n/errors';
import type { RewardCurrency } from '../rewards/entities/reward.entity';
import { amountSettingToCents } from '../rewards/money';

/**
 * The decisions of the publishing workflow, apart from the reads and writes that carry them out: the
 * services call these, and their unit specs check them without a database.
 */

/** What an approval pays and the review rules, read from the settings before the transaction opens. */
export interface PublishingRules {
  amountCents: number;
  currency: RewardCurrency;
  autoApprove: boolean;
  minWords: number;
}

/**
 * The rules as the settings say now. The services read them for each approval (and, for a scheduled
 * article, at its publication minute), so the reward amount is the one set at that moment.
 */
export function publishingRulesFrom(settings: Record<string, string>): PublishingRules {
  return {
    amountCents: amountSettingToCents(settings.article_reward_amount),
    currency: settings.article_reward_currency as RewardCurrency,
    autoApprove: settings.auto_approve === 'true',
    minWords: Number(settings.min_words_count) || 0,
  };
}

/** An approval creates a reward only when the amount set is above zero. */
export const rewardOwed = (rules: PublishingRules): boolean => rules.amountCents > 0;

/** Statuses staff choose in the editor or with the list toggle (spec §4). */
export const STAFF_STATUSES: readonly ArticleStatus[] = ['draft', 'published'];

/** What a staff save of an article in `current` asking for `requested` does. */
export interface StaffSave {
  next: ArticleStatus;
  /** Not public yet and asked to be: published now, at a date, or approved if a contributor wrote it. */
  publishes: boolean;
  /** Public before or after: readers see the change. */
  showsChange: boolean;
  /** The revision it leaves when no approval or schedule takes over. */
  kind: 'saved' | 'published' | 'unpublished';
}

/** Staff keep an article's status, or move it to draft or published; `pending`, `approved`… are not theirs to set. */
export function staffSave(current: ArticleStatus, requested: ArticleStatus | undefined): StaffSave {
  const next = requested ?? current;
  if (next !== current && !STAFF_STATUSES.includes(next)) throw badRequest(articleErrors.staffStatusOnly);
  return {
    next,
    publishes: next === 'published' && current !== 'published',
    showsChange: current === 'published' || next === 'published',
    kind: next === current ? 'saved' : next === 'published' ? 'published' : 'unpublished',
  };
}

/** A new staff article is a draft unless published at once (or scheduled). */
export const staffCreate = (requested: ArticleStatus | undefined): StaffSave => staffSave('draft', requested);

/** Staff change any article; a contributor only their own (another's is not found). */
export const mayEdit = (actor: AuthUser, article: Pick<Article, 'author_id'>): boolean =>
  isStaff(actor) || article.author_id === actor.id;

/** A contributor edits their article only once it is rejected, and then sends it back to review. */
export function assertResubmittable(status: ArticleStatus): void {
  if (status === 'published') throw forbidden(articleErrors.publishedLocked);
  if (status !== 'rejected') throw forbidden(articleErrors.onlyRejectedEditable);
}

/** A staff publication also approves a submission left in any of these states (a rejected one published anyway). */
export const UNPUBLISHED: readonly SubmissionStatus[] = ['pending', 'approved', 'rejected'];

/** A submission may be scheduled from any of these (a scheduled one is rescheduled). */
export const SCHEDULABLE: readonly SubmissionStatus[] = ['pending', 'approved', 'rejected'];

/** A rejection says why: the reason, trimmed, is required. */
export function rejectionReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw badRequest(submissionErrors.reasonRequired);
  return trimmed;
}

/** A date this close to now, or past, means "now". */
export const NOW_MARGIN_MS = 1000;

/** A scheduled article is due once its time has come (within the margin); anything else is left alone. */
export function isDue(article: Pick<Article, 'status' | 'published_at'>, now: Date): boolean {
  if (article.status !== 'approved' || !article.published_at) return false;
  return new Date(article.published_at).getTime() <= now.getTime() + NOW_MARGIN_MS;
}

/**
 * Who approves a scheduled article at its minute: the staff member who scheduled it, when a contributor
 * wrote it (its submission is `approved`); null for a staff article, which is simply published.
 */
export function scheduledApproval(
  submission: Pick<Submission, 'status' | 'reviewed_by'> | null,
): { actorId: number | null; from: SubmissionStatus[]; revisionKind: 'published' } | null {
  if (!submission || submission.status !== 'approved') return null;
  return { actorId: submission.reviewed_by, from: ['approved'], revisionKind: 'published' };
}

/** Cancelling a schedule: a contributor's article goes back to the review queue, staff's to draft. */
export const unscheduledStatus = (submission: Pick<Submission, 'status'> | null): ArticleStatus =>
  submission?.status === 'approved' ? 'pending' : 'draft';
