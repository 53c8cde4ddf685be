import { Injectable } from '@nestjs/common';
import type { Transaction } from '../database/unit-of-work';
import { formatAmount, notificationTexts as t, parisDateAndTime } from '../i18n/notifications';
import { NotificationsRepository } from './notifications.repository';

/** The submission a workflow notification is about. */
export interface SubmissionRef {
  submissionId: number;
  articleId: number | null;
  contributorId: number;
  title: string;
}

export interface RewardRef {
  userId: number;
  submissionId: number | null;
  articleId: number;
  title: string;
  amountCents: number;
  currency: string;
}

/** Back-office screens a notification links to (paths under /blog). */
export const notificationLinks = {
  review: (submissionId: number) => `/admin/submissions?submission=${submissionId}`,
  contributorEdit: (articleId: number) => `/contributor/edit/${articleId}`,
  contributorDashboard: () => '/contributor/dashboard',
  article: (slug: string) => `/article/${encodeURIComponent(slug)}`,
  rewards: () => '/admin/rewards',
  ledger: () => '/admin/rewards/ledger',
} as const;

/**
 * Who is told what, for each workflow event. Every method writes inside the caller's transaction, so an
 * event is never notified without having happened, and never happens without being notified. Returns
 * the new notifications' ids: their e-mails are queued once the transaction has committed.
 */
@Injectable()
export class Notifier {
  constructor(private readonly repo: NotificationsRepository) {}

  /** Sent or resubmitted: every active admin and rédacteur. */
  async submissionSent(tx: Transaction, s: SubmissionRef, resubmitted: boolean): Promise<number[]> {
    return this.repo.addWithin(tx, await this.repo.staffIds(tx), {
      kind: 'submission_received',
      title: resubmitted ? t.submissionResubmitted(s.title) : t.submissionReceived(s.title),
      link: notificationLinks.review(s.submissionId),
      submission_id: s.submissionId,
      article_id: s.articleId,
    });
  }

  async submissionPublished(tx: Transaction, s: SubmissionRef, slug: string): Promise<number[]> {
    return this.repo.addWithin(tx, [s.contributorId], {
      kind: 'submission_published',
      title: t.submissionPublished(s.title),
      link: notificationLinks.article(slug),
      submission_id: s.submissionId,
      article_id: s.articleId,
    });
  }

  /** Accepted for a later date, or that date moved: the contributor knows when their article goes live. */
  async submissionScheduled(tx: Transaction, s: SubmissionRef, at: Date, moved: boolean): Promise<number[]> {
    const { date, time } = parisDateAndTime(at);
    return this.repo.addWithin(tx, [s.contributorId], {
      kind: 'submission_scheduled',
      title: moved ? t.submissionRescheduled(s.title, date, time) : t.submissionScheduled(s.title, date, time),
      link: notificationLinks.contributorDashboard(),
      submission_id: s.submissionId,
      article_id: s.articleId,
    });
  }

  async submissionUnscheduled(tx: Transaction, s: SubmissionRef): Promise<number[]> {
    return this.repo.addWithin(tx, [s.contributorId], {
      kind: 'submission_scheduled',
      title: t.submissionUnscheduled(s.title),
      link: notificationLinks.contributorDashboard(),
      submission_id: s.submissionId,
      article_id: s.articleId,
    });
  }

  async submissionRejected(tx: Transaction, s: SubmissionRef, reason: string): Promise<number[]> {
    return this.repo.addWithin(tx, [s.contributorId], {
      kind: 'submission_rejected',
      title: t.submissionRejected(s.title),
      body: t.rejectionReason(reason),
      link: s.articleId ? notificationLinks.contributorEdit(s.articleId) : notificationLinks.contributorDashboard(),
      submission_id: s.submissionId,
      article_id: s.articleId,
    });
  }

  /** `balanceCents`: the client's new credit balance, when WHMCS said it. */
  async rewardCredited(tx: Transaction, r: RewardRef, balanceCents: number | null): Promise<number[]> {
    return this.repo.addWithin(tx, [r.userId], {
      kind: 'reward_credited',
      title: t.rewardCredited(formatAmount(r.amountCents, r.currency), r.title),
      body: balanceCents === null ? null : t.rewardBalance(formatAmount(balanceCents, r.currency)),
      link: notificationLinks.contributorDashboard(),
      submission_id: r.submissionId,
      article_id: r.articleId,
    });
  }

  /** Given up after its retries: every admin, who can retry it from the rewards screen. */
  async rewardFailed(tx: Transaction, r: RewardRef, reason: string): Promise<number[]> {
    return this.repo.addWithin(tx, await this.repo.staffIds(tx, true), {
      kind: 'reward_failed',
      title: t.rewardFailed(r.title),
      body: reason,
      link: notificationLinks.rewards(),
      submission_id: r.submissionId,
      article_id: r.articleId,
    });
  }

  /** The WHMCS check found credits that do not match the ledger: every admin (nothing was corrected). */
  async rewardMismatch(tx: Transaction, count: number): Promise<number[]> {
    return this.repo.addWithin(tx, await this.repo.staffIds(tx, true), {
      kind: 'reward_mismatch',
      title: t.rewardMismatch(count),
      body: t.rewardMismatchBody,
      link: notificationLinks.ledger(),
      submission_id: null,
      article_id: null,
    });
  }

  /** A note by staff tells the contributor; a note by the contributor tells the staff. */
  async noteAdded(
    tx: Transaction,
    s: SubmissionRef,
    note: { authorId: number; authorName: string; body: string },
  ): Promise<number[]> {
    const byContributor = note.authorId === s.contributorId;
    const recipients = byContributor ? await this.repo.staffIds(tx) : [s.contributorId];
    return this.repo.addWithin(
      tx,
      recipients.filter((id) => id !== note.authorId),
      {
        kind: 'note_added',
        title: t.noteAdded(note.authorName, s.title),
        body: note.body,
        link: byContributor
          ? notificationLinks.review(s.submissionId)
          : s.articleId
            ? notificationLinks.contributorEdit(s.articleId)
            : notificationLinks.contributorDashboard(),
        submission_id: s.submissionId,
        article_id: s.articleId,
      },
    );
  }
}
