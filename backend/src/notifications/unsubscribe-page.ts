import { emailKindLabels } from '../i18n/notifications';
import { unsubscribeTexts as t } from '../i18n/unsubscribe';
import type { NotificationKind } from './entities/notification.entity';
import type { UnsubscribeCheck } from './unsubscribe-links';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The blog's default theme (spec §3): the page stands alone, without the SPA's styles. */
const COLORS = { background: '#0F1419', surface: '#23262F', text: '#F3F4F6', muted: '#9CA3AF', primary: '#FACC15' };

/** A signed link, as the page's forms post it back (its fields were checked before). */
export interface UnsubscribeLink {
  user: number;
  kind: NotificationKind;
  exp: number;
  sig: string;
}

const linkQuery = (link: UnsubscribeLink) =>
  new URLSearchParams({ user: String(link.user), kind: link.kind, exp: String(link.exp), sig: link.sig }).toString();

function page(brand: string, title: string, body: string): string {
  const c = COLORS;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(brand)}</title></head>
<body style="margin:0;background:${c.background};color:${c.text};font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.6">
<header style="padding:1rem 1.25rem;border-bottom:1px solid #2d3340"><a href="/blog" style="color:${c.primary};font-weight:800;text-decoration:none">${escape(brand)} Blog</a></header>
<main style="max-width:36rem;margin:2.5rem auto;padding:0 1rem">
<div style="background:${c.surface};border-radius:1rem;padding:1.5rem;overflow-wrap:anywhere">
<h1 style="font-size:1.5rem;margin:0 0 1rem">${escape(title)}</h1>
${body}
</div>
<p style="margin-top:1.5rem;font-size:.9rem"><a href="/blog/admin/profile" style="color:${c.primary}">${escape(t.preferences)}</a> · <a href="/blog" style="color:${c.muted}">${escape(t.backToBlog)}</a></p>
</main>
</body>
</html>`;
}

const button = (action: string, label: string) =>
  `<form method="post" action="${escape(action)}" style="margin:1.25rem 0 0"><input type="hidden" name="from" value="page">` +
  `<button type="submit" style="background:${COLORS.primary};color:#111;border:0;border-radius:.5rem;padding:.75rem 1rem;font-weight:700;font-size:1rem;cursor:pointer;max-width:100%;white-space:normal">${escape(label)}</button></form>`;

/** What a GET of the link shows: what will stop, and a button that posts the change (a GET changes nothing). */
export function confirmUnsubscribePage(brand: string, link: UnsubscribeLink): string {
  const label = emailKindLabels[link.kind];
  return page(
    brand,
    t.confirmTitle,
    `<p>${escape(t.confirmWhat(label))}</p><p style="color:${COLORS.muted}">${escape(t.confirmKept)}</p>` +
      button(`/blog/api/notifications/unsubscribe?${linkQuery(link)}`, t.confirmButton),
  );
}

/** After the click: done, with the way back. */
export function unsubscribedPage(brand: string, link: UnsubscribeLink): string {
  return page(
    brand,
    t.doneTitle,
    `<p role="status">${escape(t.doneWhat(emailKindLabels[link.kind]))}</p>` +
      button(`/blog/api/notifications/resubscribe?${linkQuery(link)}`, t.undoButton),
  );
}

export function resubscribedPage(brand: string, link: UnsubscribeLink): string {
  return page(brand, t.undoneTitle, `<p role="status">${escape(t.undoneWhat(emailKindLabels[link.kind]))}</p>`);
}

/** A link that was cut, changed or is too old: said in words, nothing changed. */
export function refusedUnsubscribePage(brand: string, check: Exclude<UnsubscribeCheck, 'valid'>): string {
  return check === 'expired'
    ? page(brand, t.expiredTitle, `<p role="alert">${escape(t.expiredWhat)}</p>`)
    : page(brand, t.invalidTitle, `<p role="alert">${escape(t.invalidWhat)}</p>`);
}
