import { postButton, standalonePage } from '../common/http/standalone-page';
import { escapeHtml } from '../common/text/escape-html';
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

/** A category a subscriber may follow. */
export interface CategoryChoice {
  id: number;
  name: string;
}

const field = 'display:flex;gap:.5rem;align-items:flex-start;margin:.35rem 0';

/**
 * « Gérer mon abonnement »: frequency and categories, and the unsubscribe button; for an address that
 * does not receive the newsletter (unsubscribed, pending, failed), the way to subscribe again. `notice`
 * is what the last post did.
 */
export function managePage(
  brand: string,
  query: string,
  subscriber: { state: string; frequency: string; categories: string },
  categories: CategoryChoice[],
  notice?: string,
): string {
  const status = notice ? `<p role="status" style="color:#86efac">${escapeHtml(notice)}</p>` : '';
  if (subscriber.state !== 'confirmed')
    return page(brand, t.manageTitle, `${status}<p>${escapeHtml(t.notSubscribedWhat)}</p>`, {
      href: '/blog/newsletter',
      label: t.subscribeAgain,
    });
  const chosen = new Set(subscriber.categories.split(',').filter(Boolean).map(Number));
  const radio = (value: string, label: string) =>
    `<label style="${field}"><input type="radio" name="frequency" value="${value}"${subscriber.frequency === value ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  const boxes = categories
    .map(
      (c) =>
        `<label style="${field}"><input type="checkbox" name="categories" value="${c.id}"${chosen.has(c.id) ? ' checked' : ''}> ${escapeHtml(c.name)}</label>`,
    )
    .join('');
  const form =
    `<form method="post" action="/blog/api/newsletter/manage?${escapeHtml(query)}"><input type="hidden" name="from" value="page">` +
    `<fieldset style="border:0;padding:0;margin:0 0 1rem"><legend style="font-weight:700;margin-bottom:.25rem">${escapeHtml(t.frequency)}</legend>${radio('each', t.each)}${radio('weekly', t.weekly)}</fieldset>` +
    (boxes
      ? `<fieldset style="border:0;padding:0;margin:0 0 1rem"><legend style="font-weight:700;margin-bottom:.25rem">${escapeHtml(t.categories)}</legend>${boxes}</fieldset>`
      : '') +
    `<button type="submit" style="background:#FACC15;color:#111;border:0;border-radius:.5rem;padding:.75rem 1rem;font-weight:700;font-size:1rem;cursor:pointer">${escapeHtml(t.save)}</button></form>`;
  const leave = postButton(`/blog/api/newsletter/unsubscribe?${query}`, t.unsubscribeButton);
  return page(
    brand,
    t.manageTitle,
    `${status}<p>${escapeHtml(t.manageWhat)}</p>${form}<hr style="border:0;border-top:1px solid #2d3340;margin:1.5rem 0 0">${leave}`,
    toBlog,
  );
}

export function unsubscribedPage(brand: string): string {
  return page(brand, t.unsubscribedTitle, `<p role="status">${escapeHtml(t.unsubscribedWhat)}</p>`, toBlog);
}

export function invalidManagePage(brand: string): string {
  return page(brand, t.invalidManageTitle, `<p role="alert">${escapeHtml(t.invalidManageWhat)}</p>`, toBlog);
}
