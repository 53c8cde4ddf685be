import { escapeHtml, postButton, standalonePage } from '../common/http/standalone-page';
import { newsletterTexts as t } from '../i18n/newsletter';

const page = (brand: string, title: string, body: string, back: { href: string; label: string }) =>
  standalonePage(brand, title, body, [back]);

const toBlog = { href: '/blog', label: t.backToBlog };

/** Only a path of the blog itself goes back into a link. */
const formPage = (source: string | undefined) =>
  source && /^\/(?!\/)[^\s"'<>\\]*$/.test(source) ? `/blog${source}` : '/blog/newsletter';

/** The answer to the form without JavaScript: the same whatever the address's state. */
export function requestedPage(brand: string, source: string | undefined): string {
  return page(brand, t.requestedTitle, `<p role="status">${escapeHtml(t.requested)}</p>`, {
    href: formPage(source),
    label: t.backToBlog,
  });
}

/** A refused form (bad address, too many requests): said in words, with the way back to the form. */
export function refusedFormPage(brand: string, title: string, message: string, source: string | undefined): string {
  return page(brand, title, `<p role="alert">${escapeHtml(message)}</p>`, { href: formPage(source), label: t.tryAgain });
}

/**
 * What the e-mail's link opens: a button that posts the confirmation. A GET changes nothing, since mail
 * scanners and link previews open links: only the reader's click subscribes.
 */
export function confirmPage(brand: string, query: string): string {
  const action = `/blog/api/newsletter/confirm?${query}`;
  return page(brand, t.confirmPageTitle, `<p>${escapeHtml(t.confirmPageWhat)}</p>` + postButton(action, t.confirmButton), toBlog);
}

export function confirmedPage(brand: string): string {
  return page(brand, t.confirmedTitle, `<p role="status">${escapeHtml(t.confirmedWhat)}</p>`, toBlog);
}

export function refusedLinkPage(brand: string, check: 'invalid' | 'expired'): string {
  return check === 'expired'
    ? page(brand, t.expiredLinkTitle, `<p role="alert">${escapeHtml(t.expiredLinkWhat)}</p>`, toBlog)
    : page(brand, t.invalidLinkTitle, `<p role="alert">${escapeHtml(t.invalidLinkWhat)}</p>`, toBlog);
}
