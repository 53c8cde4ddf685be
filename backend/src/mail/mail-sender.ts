import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { mailErrors } from '../i18n/errors';
import type { JobAttempt } from '../queue/job-queue';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { renderNotificationMail } from './mail-renderer';
import { MailSendError, MailTransport } from './mail-transport';

/**
 * Notes come in bursts: one e-mail per person and submission in this window, the rest of the burst left
 * to the in-app notifications the e-mail sends them to.
 */
export const MAIL_GROUPING_MS = 5 * 60_000;
const GROUPED_KINDS = new Set<string>(['note_added']);

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
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  /** Resolves when done (sent, skipped, given up); rejects to be retried. */
  async run(notificationId: number, attempt: JobAttempt): Promise<void> {
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
        await this.notifications.settleMail(notification.id, 'skipped', mailErrors.groupedWithPrevious);
        return;
      }
    }
    if (!(await this.notifications.claimMail(notification.id))) return; // another run has it
    const mail = renderNotificationMail(notification, notification.user, this.config);
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
}
