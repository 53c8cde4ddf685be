import type { AppConfig } from '../config/app-config';
import { unsubscribeQuery } from '../notifications/unsubscribe-links';
import type { Notification } from '../notifications/entities/notification.entity';
import type { User } from '../users/entities/user.entity';
import { notificationTexts } from '../i18n/notifications';
import { escapeHtml } from '../common/text/escape-html';

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

/**
 * Text people wrote (a note, a title) shown in an e-mail, with every address made inert so that no mail
 * client turns it into a link sent in the blog's name: `https://x.example/a` becomes `hxxps://x[.]example/a`.
 */
export function defang(text: string): string {
  return text.replace(
    /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+|\S+@[\p{L}0-9-]+\.\S+|\b[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.(?:com|net|org|fr|io|gg|be|ch|ca|eu|de|uk|co|info|biz|me|tv|xyz|app|dev|link|site|online|shop|store|top|ru|us)\b(?:\/\S*)?/giu,
    (address) => address.replace(/^http/i, 'hxxp').replace(/:\/\//, '[://]').replace(/\./g, '[.]').replace(/@/g, '[@]'),
  );
}

/**
 * The French e-mail of a notification, HTML and plain text: greeting, what happened, a button to the
 * screen that acts on it, and a footer with the preferences and a signed one-click unsubscribe link
 * (also in `List-Unsubscribe`). The Message-ID is the notification's, so a mail client sees a repeat as
 * the same message.
 */
export function renderNotificationMail(notification: Notification, user: User, config: AppConfig): RenderedMail {
  return renderMail(notification, notification.title, notification.body ? [notification.body] : [], user, config);
}

/**
 * One e-mail for a publication and the credit of its reward: the publication's subject completed by the
 * credit, the credit's lines in the body, the button to the article. Its Message-ID and unsubscribe
 * link are the publication's, whichever of the two jobs sends it.
 */
export function renderCombinedMail(published: Notification, credited: Notification, user: User, config: AppConfig): RenderedMail {
  const lines = [credited.title, ...(credited.body ? [credited.body] : [])];
  return renderMail(published, notificationTexts.publishedAndCredited(published.title), lines, user, config);
}

function renderMail(notification: Notification, subject: string, details: string[], user: User, config: AppConfig): RenderedMail {
  const base = `${config.publicUrl}/blog`;
  const brand = config.brand.name;
  const name = user.display_name || user.username;
  const action = `${base}${notification.link}`;
  const preferences = `${base}/admin/profile`;
  const unsubscribe = `${config.publicUrl}/blog/api/notifications/unsubscribe?${unsubscribeQuery(config.jwtSecret, user.id, notification.kind)}`;
  const host = new URL(config.publicUrl).hostname || 'localhost';
  const body = details.flatMap((detail) => defang(detail).split('\n'));
  const title = defang(subject);

  const text = [
    `Bonjour ${name},`,
    '',
    title,
    ...(body.length ? ['', ...body] : []),
    '',
    `Ouvrir : ${action}`,
    '',
    '—',
    `${brand} · Blog`,
    `Gérer mes e-mails : ${preferences}`,
    `Ne plus recevoir ce type d’e-mail : ${unsubscribe}`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#1e2530;color:#facc15;font-weight:bold;font-size:18px;border-radius:8px 8px 0 0">${escapeHtml(brand)} · Blog</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">Bonjour ${escapeHtml(name)},</p>
<p style="margin:0 0 16px;font-size:17px;font-weight:bold">${escapeHtml(title)}</p>
${body.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action)}" style="display:inline-block;padding:10px 18px;background:#facc15;color:#111827;text-decoration:none;border-radius:6px;font-weight:bold">Ouvrir dans le blog</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#4b5563">
<a href="${escapeHtml(preferences)}" style="color:#1d4ed8">Gérer mes e-mails</a> ·
<a href="${escapeHtml(unsubscribe)}" style="color:#1d4ed8">Ne plus recevoir ce type d’e-mail</a>
</td></tr>
</table>
</body></html>`;

  return {
    to: user.email,
    subject: title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<notification-${notification.id}@${host}>`,
  };
}
