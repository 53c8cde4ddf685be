import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../access/auth-user';
import { notFound } from '../common/http/api-error';
import { AppConfig } from '../config/app-config';
import { notificationErrors } from '../i18n/errors';
import { emailKindLabels } from '../i18n/notifications';
import type { Role } from '../users/entities/user.entity';
import { EmailPreferenceDto, NotificationDto } from './dto/notification.dto';
import { Notification, NOTIFICATION_KINDS, NotificationKind } from './entities/notification.entity';
import { NotificationsRepository } from './notifications.repository';
import { checkUnsubscribeLink, type CheckedUnsubscribeLink, type UnsubscribeLinkQuery } from './unsubscribe-links';

/** The kinds of e-mail a role can receive, in the order of the preferences screen. */
const KINDS_BY_ROLE: Record<Role, NotificationKind[]> = {
  admin: ['submission_received', 'note_added', 'reward_failed', 'reward_mismatch'],
  redacteur: ['submission_received', 'note_added'],
  contributor: ['submission_scheduled', 'submission_published', 'submission_rejected', 'reward_credited', 'note_added'],
};

const toDto = (n: Notification): NotificationDto => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  submission_id: n.submission_id,
  article_id: n.article_id,
  read: n.read_at !== null,
  created_at: new Date(n.created_at).toISOString(),
});

/** A user's own notifications and e-mail preferences; nobody reads or marks another's. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly config: AppConfig,
  ) {}

  async page(user: AuthUser, limit: number, page: number) {
    const { rows, total, unread } = await this.repo.page(user.id, limit, (page - 1) * limit);
    return { notifications: rows.map(toDto), unread, total, page, pages: Math.max(1, Math.ceil(total / limit)) };
  }

  unread(user: AuthUser): Promise<number> {
    return this.repo.unreadCount(user.id);
  }

  async markRead(user: AuthUser, id: number): Promise<void> {
    if (!(await this.repo.markRead(user.id, id))) throw notFound(notificationErrors.notFound);
  }

  markAllRead(user: AuthUser): Promise<void> {
    return this.repo.markAllRead(user.id);
  }

  async preferences(user: AuthUser): Promise<EmailPreferenceDto[]> {
    const off = await this.repo.emailOptOut(user.id);
    return KINDS_BY_ROLE[user.role].map((kind) => ({ kind, label: emailKindLabels[kind], enabled: !off.includes(kind) }));
  }

  /** Kinds not named keep their current setting; kinds the role never receives are ignored. */
  async updatePreferences(user: AuthUser, emails: Partial<Record<NotificationKind, boolean>>): Promise<EmailPreferenceDto[]> {
    const off = new Set(await this.repo.emailOptOut(user.id));
    for (const kind of KINDS_BY_ROLE[user.role]) {
      const wanted = emails[kind];
      if (wanted === true) off.delete(kind);
      if (wanted === false) off.add(kind);
    }
    await this.repo.setEmailOptOut(user.id, [...off]);
    return this.preferences(user);
  }

  /** The signed link of an e-mail's footer, checked and nothing changed: what a GET (a mail scanner, a preview) gets. */
  checkUnsubscribeLink(query: UnsubscribeLinkQuery): CheckedUnsubscribeLink {
    return checkUnsubscribeLink(this.config.jwtSecret, query, NOTIFICATION_KINDS);
  }

  /** Nothing changes unless the link's signature matches and it has not expired. */
  async unsubscribe(query: UnsubscribeLinkQuery): Promise<CheckedUnsubscribeLink> {
    const checked = this.checkUnsubscribeLink(query);
    if (checked.link) {
      const off = new Set(await this.repo.emailOptOut(checked.link.user));
      await this.repo.setEmailOptOut(checked.link.user, [...off.add(checked.link.kind)]);
    }
    return checked;
  }

  /** The undo of the unsubscribe page, with the same signed link. */
  async resubscribe(query: UnsubscribeLinkQuery): Promise<CheckedUnsubscribeLink> {
    const checked = this.checkUnsubscribeLink(query);
    if (checked.link) {
      const { kind } = checked.link;
      const off = await this.repo.emailOptOut(checked.link.user);
      await this.repo.setEmailOptOut(
        checked.link.user,
        off.filter((k) => k !== kind),
      );
    }
    return checked;
  }
}
