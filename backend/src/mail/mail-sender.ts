import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { mailErrors } from '../i18n/errors';
import type { JobAttempt } from '../queue/job-queue';
import type { Notification, NotificationKind } from '../notifications/entities/notification.entity';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { RewardsRepository } from '../rewards/rewards.repository';
import type { User } from '../users/entities/user.entity';
import { MailJobsConfig } from './jobs/mail-jobs-config';
import { renderCombinedMail, renderNotificationMail, type RenderedMail } from './mail-renderer';
import { MailSendError, MailTransport } from './mail-transport';

/**
 * Notes come in bursts: one e-mail per person and submission in this window, the rest of the burst left
 * to the in-app notifications the e-mail sends them to.
 */
export const MAIL_GROUPING_MS = 5 * 60_000;
const GROUPED_KINDS = new Set<string>(['note_added']);

/**
 * A publication and the credit of its reward, when both are still to be e-mailed, go in one e-mail: the
 * first of the two runs that claims its own takes the other (see `takeMailPartner`).
 */
const PAIRED_KINDS: Partial<Record<NotificationKind, NotificationKind>> = {
  submission_published: 'reward_credited',
  reward_credited: 'submission_published',
};

/** Done (sent, skipped, given up), or held back this long to go out with its pair. */
export type MailRunResult = { holdMs: number } | void;

/**
 * Sends the e-mail of one notification at most once. The send is recorded (`sending`) before the SMTP
 * exchange, so a retried job, a duplicate event or a second worker finds it claimed and sends nothing; a
 * server that certainly did not take the message puts it back to `pending` for the queue's retry.
 */
@Injectable()
export class MailSender {
  private readonly logger = new Logger('E-mails');

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly rewards: RewardsRepository,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
    private readonly jobs: MailJobsConfig,
  ) {}

  /** Resolves when done (sent, skipped, given up) or held back for a while; rejects to be retried. */
  async run(notificationId: number, attempt: JobAttempt): Promise<MailRunResult> {
    const notification = await this.notifications.findForMail(notificationId);
    if (!notification || notification.mail_state !== 'pending' || !notification.user) return;
    const optedOut = notification.user.email_opt_out.split(',').includes(notification.kind);
    if (optedOut || !notification.user.is_active) {
      await this.notifications.settleMail(notification.id, 'skipped');
      return;
    }
    if (GROUPED_KINDS.has(notification.kind)) {
      const since = new Date(Date.now() - MAIL_GROUPING_MS);
      if (await this.notifications.mailedAboutSince(notification, since)) {
        await this.notifications.settleMail(notification.id, 'skipped', mailErrors.groupedWithPrevious.text);
        return;
      }
    }
    const holdMs = await this.waitForCredit(notification);
    if (holdMs > 0) return { holdMs };
    if (!(await this.notifications.claimMail(notification.id))) return; // another run has it
    const mail = await this.render(notification, notification.user);
    try {
      await this.transport.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof MailSendError && error.maybeDelivered) {
        this.logger.warn(`E-mail ${notification.id} : issue inconnue (${reason}), il ne sera pas renvoyé`);
        await this.notifications.settleMail(notification.id, 'uncertain', reason);
        return;
      }
      if (attempt.isLast) {
        this.logger.warn(`E-mail ${notification.id} abandonné après ${attempt.number} essais : ${reason}`);
        await this.notifications.settleMail(notification.id, 'failed', reason);
        return;
      }
      await this.notifications.releaseMail(notification.id, reason);
      throw error;
    }
    await this.notifications.settleMail(notification.id, 'sent');
  }

  /**
   * A publication whose reward is still being credited waits for it, at most `combineWindowMs` after the
   * publication: the credit's e-mail then says both. The wait is measured from the notification's
   * creation, so a retried or swept run waits no longer than the first.
   */
  private async waitForCredit(n: Notification): Promise<number> {
    if (n.kind !== 'submission_published' || n.submission_id === null) return 0;
    const left = n.created_at.getTime() + this.jobs.combineWindowMs - Date.now();
    if (left <= 0) return 0;
    return (await this.rewards.rewardAwaitingCredit(n.user_id, n.submission_id)) ? left + 100 : 0;
  }

  /** This notification's e-mail, or the one e-mail of a publication and its credit when the other is still unsent. */
  private async render(n: Notification, user: User): Promise<RenderedMail> {
    const partnerKind = PAIRED_KINDS[n.kind];
    const partnerOptedOut = partnerKind && user.email_opt_out.split(',').includes(partnerKind);
    const partner =
      partnerKind && !partnerOptedOut
        ? await this.notifications.takeMailPartner(n, partnerKind, mailErrors.sentWith(n.id).text)
        : null;
    if (!partner) return renderNotificationMail(n, user, this.config);
    const [published, credited] = n.kind === 'submission_published' ? [n, partner] : [partner, n];
    return renderCombinedMail(published, credited, user, this.config);
  }
}
