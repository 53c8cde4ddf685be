import { PAGE_COLORS, postButton, standalonePage } from '../common/http/standalone-page';
import { escapeHtml } from '../common/text/escape-html';
import { emailKindLabels } from '../i18n/notifications';
import { unsubscribeTexts as t } from '../i18n/unsubscribe';
import type { NotificationKind } from './entities/notification.entity';
import type { UnsubscribeCheck } from './unsubscribe-links';

/** A signed link, as the page's forms post it back (its fields were checked before). */
export interface UnsubscribeLink {
  user: number;
  kind: NotificationKind;
  exp: number;
  sig: string;
}

const linkQuery = (link: UnsubscribeLink) =>
  new URLSearchParams({ user: String(link.user), kind: link.kind, exp: String(link.exp), sig: link.sig }).toString();

const page = (brand: string, title: string, body: string) =>
  standalonePage(brand, title, body, [
    { href: '/blog/admin/profile', label: t.preferences },
    { href: '/blog', label: t.backToBlog, muted: true },
  ]);

/** What a GET of the link shows: what will stop, and a button that posts the change (a GET changes nothing). */
export function confirmUnsubscribePage(brand: string, link: UnsubscribeLink): string {
  const label = emailKindLabels[link.kind];
  return page(
    brand,
    t.confirmTitle,
    `<p>${escapeHtml(t.confirmWhat(label))}</p><p style="color:${PAGE_COLORS.muted}">${escapeHtml(t.confirmKept)}</p>` +
      postButton(`/blog/api/notifications/unsubscribe?${linkQuery(link)}`, t.confirmButton),
  );
}

/** After the click: done, with the way back. */
export function unsubscribedPage(brand: string, link: UnsubscribeLink): string {
  return page(
    brand,
    t.doneTitle,
    `<p role="status">${escapeHtml(t.doneWhat(emailKindLabels[link.kind]))}</p>` +
      postButton(`/blog/api/notifications/resubscribe?${linkQuery(link)}`, t.undoButton),
  );
}

export function resubscribedPage(brand: string, link: UnsubscribeLink): string {
  return page(brand, t.undoneTitle, `<p role="status">${escapeHtml(t.undoneWhat(emailKindLabels[link.kind]))}</p>`);
}

/** A link that was cut, changed or is too old: said in words, nothing changed. */
export function refusedUnsubscribePage(brand: string, check: Exclude<UnsubscribeCheck, 'valid'>): string {
  return check === 'expired'
    ? page(brand, t.expiredTitle, `<p role="alert">${escapeHtml(t.expiredWhat)}</p>`)
    : page(brand, t.invalidTitle, `<p role="alert">${escapeHtml(t.invalidWhat)}</p>`);
}
