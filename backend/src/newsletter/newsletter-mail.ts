import type { AppConfig } from '../config/app-config';
import { escapeHtml } from '../common/text/escape-html';
import { newsletterTexts as t } from '../i18n/newsletter';
import type { RenderedMail } from '../mail/mail-renderer';
import { MimeTemplate } from '../mail/mime-template';
import { manageQuery } from './newsletter-links';
import type { NewsletterArticle } from './newsletter-sends.repository';

/** Stand-ins for each recipient's own links, replaced in the rendered e-mail (rendered once per send). */
const MANAGE_URL = 'https://newsletter.invalid/manage';
const UNSUBSCRIBE_URL = 'https://newsletter.invalid/unsubscribe';

/** A send's e-mail, the same for every recipient but for their links. */
export interface NewsletterTemplate {
  subject: string;
  html: string;
  text: string;
}

const COLORS = { page: '#f3f4f6', header: '#1e2530', accent: '#facc15', text: '#111827', muted: '#4b5563' };

/** Where a reader lands from the e-mail: the article, tagged so that the statistics can tell the newsletter apart. */
export function articleUrl(config: AppConfig, article: Pick<NewsletterArticle, 'id' | 'slug'>, campaign: string): string {
  const query = new URLSearchParams({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign });
  return `${config.publicUrl}/blog/article/${encodeURIComponent(article.slug)}?${query}`;
}

/** An uploaded image's path made absolute (a mail client has no page to resolve it against). */
function absolute(config: AppConfig, src: string | null): string | null {
  if (!src) return null;
  if (/^https?:\/\//.test(src)) return src;
  return src.startsWith('/') ? `${config.publicUrl}${src}` : null;
}

function card(config: AppConfig, article: NewsletterArticle, campaign: string): string {
  const href = escapeHtml(articleUrl(config, article, campaign));
  const image = absolute(config, article.image);
  return `<mj-section background-color="#ffffff" padding="0 0 8px">
  <mj-column>
    ${image ? `<mj-image src="${escapeHtml(image)}" alt="${escapeHtml(article.title)}" href="${href}" padding="0" fluid-on-mobile="true" />` : ''}
    ${article.categoryName ? `<mj-text font-size="13px" color="${COLORS.muted}" padding="20px 24px 0" text-transform="uppercase">${escapeHtml(article.categoryName)}</mj-text>` : ''}
    <mj-text font-size="22px" line-height="1.3" font-weight="bold" padding="8px 24px 0"><a href="${href}" style="color:${COLORS.text};text-decoration:none">${escapeHtml(article.title)}</a></mj-text>
    ${article.summary ? `<mj-text padding="12px 24px 0">${escapeHtml(article.summary)}</mj-text>` : ''}
    <mj-button href="${href}" background-color="${COLORS.accent}" color="${COLORS.text}" font-weight="bold" border-radius="6px" align="left" padding="20px 24px 24px">${escapeHtml(t.readArticle)}</mj-button>
  </mj-column>
</mj-section>`;
}

/**
 * Renders a send's e-mail with MJML (responsive tables that hold from 600 px down to a phone's 390 px in
 * the mail clients that ignore CSS layout), once per send; `personalize` puts each recipient's links in.
 * No tracking pixel: only the links carry `utm_source=newsletter`.
 */
export async function renderNewsletter(
  config: AppConfig,
  send: { subject: string; kind: 'article' | 'digest'; campaign: string },
  articles: NewsletterArticle[],
): Promise<NewsletterTemplate> {
  const brand = config.brand.name;
  const intro =
    send.kind === 'digest'
      ? `<mj-section background-color="#ffffff"><mj-column><mj-text padding="24px 24px 8px">${escapeHtml(t.digestIntro(articles.length))}</mj-text></mj-column></mj-section>`
      : '';
  const source = `<mjml lang="fr">
<mj-head>
  <mj-title>${escapeHtml(send.subject)}</mj-title>
  <mj-preview>${escapeHtml(articles[0]?.summary ?? send.subject)}</mj-preview>
  <mj-attributes>
    <mj-all font-family="Arial, Helvetica, sans-serif" />
    <mj-text font-size="16px" line-height="1.5" color="${COLORS.text}" />
  </mj-attributes>
</mj-head>
<mj-body width="600px" background-color="${COLORS.page}">
  <mj-section background-color="${COLORS.header}" padding="16px 24px">
    <mj-column><mj-text color="${COLORS.accent}" font-size="18px" font-weight="bold" padding="0"><a href="${escapeHtml(config.publicUrl)}/blog" style="color:${COLORS.accent};text-decoration:none">${escapeHtml(brand)} · Blog</a></mj-text></mj-column>
  </mj-section>
  ${intro}
  ${articles.map((a) => card(config, a, send.campaign)).join('\n')}
  <mj-section padding="16px 24px 32px">
    <mj-column>
      <mj-text font-size="13px" color="${COLORS.muted}" padding="0 0 8px">${escapeHtml(t.mailWhy(brand))}</mj-text>
      <mj-text font-size="13px" color="${COLORS.muted}" padding="0"><a href="${MANAGE_URL}" style="color:${COLORS.muted}">${escapeHtml(t.manageLink)}</a> · <a href="${UNSUBSCRIBE_URL}" style="color:${COLORS.muted}">${escapeHtml(t.unsubscribeLink)}</a></mj-text>
    </mj-column>
  </mj-section>
</mj-body>
</mjml>`;
  // Loaded on the first send only: MJML's packages take about a second to load, which every process start would pay.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (errors.length) throw new Error(`Gabarit de la newsletter invalide : ${errors.map((e) => e.formattedMessage).join(' ; ')}`);
  const text = [
    ...(send.kind === 'digest' ? [t.digestIntro(articles.length), ''] : []),
    ...articles.flatMap((a) => [
      a.title,
      ...(a.summary ? [a.summary] : []),
      `${t.readArticle} : ${articleUrl(config, a, send.campaign)}`,
      '',
    ]),
    '—',
    t.mailWhy(brand),
    `${t.manageLink} : ${MANAGE_URL}`,
    `${t.unsubscribeLink} : ${UNSUBSCRIBE_URL}`,
  ].join('\n');
  return { subject: send.subject, html, text };
}

/** What differs from one recipient to the next: the address, their links, their headers. */
export interface NewsletterRecipient {
  to: string;
  messageId: string;
  headers: Record<string, string>;
  links: { manage: string; unsubscribe: string };
}

/**
 * One recipient's own parts: their « Gérer mon abonnement » and one-click links (RFC 8058: `List-Unsubscribe`
 * with `List-Unsubscribe-Post`, so that the mailbox's own button unsubscribes with one POST).
 */
export function recipientOf(
  config: AppConfig,
  recipient: { subscriberId: number; email: string },
  messageKey: string,
): NewsletterRecipient {
  const query = manageQuery(config.jwtSecret, recipient.subscriberId);
  const unsubscribe = `${config.publicUrl}/blog/api/newsletter/unsubscribe?${query}`;
  return {
    to: recipient.email,
    messageId: `<newsletter-${messageKey}-${recipient.subscriberId}@${mailHost(config)}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    links: { manage: `${config.publicUrl}/blog/api/newsletter/manage?${query}`, unsubscribe },
  };
}

/** The headers every recipient of a send has alike. */
function listHeaders(config: AppConfig): Record<string, string> {
  return {
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Newsletter du blog ${config.brand.name.replace(/[<>\r\n]/g, '')} <newsletter.${mailHost(config)}>`,
    Precedence: 'bulk',
  };
}

const mailHost = (config: AppConfig) => new URL(config.publicUrl).hostname || 'localhost';

/** One recipient's e-mail as the outbox keeps it (and as nodemailer composes it for an internationalised address). */
export function personalize(config: AppConfig, template: NewsletterTemplate, recipient: NewsletterRecipient): RenderedMail {
  const { manage, unsubscribe } = recipient.links;
  const fill = (body: string, escape: (s: string) => string) =>
    body.split(MANAGE_URL).join(escape(manage)).split(UNSUBSCRIBE_URL).join(escape(unsubscribe));
  return {
    to: recipient.to,
    subject: template.subject,
    html: fill(template.html, escapeHtml),
    text: fill(template.text, (s) => s),
    headers: { ...recipient.headers, ...listHeaders(config) },
    messageId: recipient.messageId,
  };
}

/** A send's e-mail encoded once for SMTP, each recipient's links spliced in (see MimeTemplate). */
export function compileNewsletter(config: AppConfig, template: NewsletterTemplate): MimeTemplate {
  return MimeTemplate.compile(
    { from: config.mail.from, subject: template.subject, text: template.text, html: template.html, headers: listHeaders(config) },
    [MANAGE_URL, UNSUBSCRIBE_URL],
  );
}

/** One recipient's message from the compiled send. */
export function newsletterMessage(mime: MimeTemplate, recipient: NewsletterRecipient): Buffer {
  return mime.message({
    to: recipient.to,
    messageId: recipient.messageId,
    headers: recipient.headers,
    values: { [MANAGE_URL]: recipient.links.manage, [UNSUBSCRIBE_URL]: recipient.links.unsubscribe },
  });
}
