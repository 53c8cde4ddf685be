import type { AppConfig } from '../config/app-config';
import { newsletterTexts as t } from '../i18n/newsletter';
import type { RenderedMail } from '../mail/mail-renderer';
import type { NewsletterSubscriber } from './entities/newsletter-subscriber.entity';
import { confirmationQuery } from './newsletter-links';
import { escapeHtml } from '../common/text/escape-html';

/**
 * The double opt-in e-mail: what was asked, the signed link (48 h) to the confirmation page, and what
 * happens without it. One Message-ID per e-mail of the day (`sequence`), so a retried job is one message.
 */
export function renderConfirmationMail(
  subscriber: NewsletterSubscriber,
  sequence: string,
  config: AppConfig,
  now = Date.now(),
): RenderedMail {
  const brand = config.brand.name;
  const link = `${config.publicUrl}/blog/api/newsletter/confirm?${confirmationQuery(config.jwtSecret, subscriber.id, now)}`;
  const host = new URL(config.publicUrl).hostname || 'localhost';
  const subject = t.confirmMailSubject(brand);
  const text = [
    'Bonjour,',
    '',
    t.confirmMailIntro(brand),
    '',
    `${t.confirmMailAction} : ${link}`,
    '',
    t.confirmMailValidity,
    t.confirmMailIgnore,
    '',
    '—',
    `${brand} · Blog`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#1e2530;color:#facc15;font-weight:bold;font-size:18px;border-radius:8px 8px 0 0">${escapeHtml(brand)} · Blog</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">Bonjour,</p>
<p style="margin:0 0 16px">${escapeHtml(t.confirmMailIntro(brand))}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#facc15;color:#111827;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(t.confirmMailAction)}</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#4b5563">${escapeHtml(t.confirmMailValidity)}</p>
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(t.confirmMailIgnore)}</p>
</td></tr>
</table>
</body></html>`;
  return {
    to: subscriber.email,
    subject,
    text,
    html,
    headers: {},
    messageId: `<newsletter-confirm-${subscriber.id}-${sequence}@${host}>`,
  };
}
