import { newsletterTexts as t } from '../i18n/newsletter';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The blog's default theme (spec §3): these pages stand alone, without the SPA's styles or scripts. */
const COLORS = { background: '#0F1419', surface: '#23262F', text: '#F3F4F6', muted: '#9CA3AF', primary: '#FACC15' };

function page(brand: string, title: string, body: string, back: { href: string; label: string }): string {
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
<p style="margin-top:1.5rem;font-size:.9rem"><a href="${escape(back.href)}" style="color:${c.primary}">${escape(back.label)}</a></p>
</main>
</body>
</html>`;
}

const toBlog = { href: '/blog', label: t.backToBlog };

/** Only a path of the blog itself goes back into a link. */
const formPage = (source: string | undefined) =>
  source && /^\/(?!\/)[^\s"'<>\\]*$/.test(source) ? `/blog${source}` : '/blog/newsletter';

/** The answer to the form without JavaScript: the same whatever the address's state. */
export function requestedPage(brand: string, source: string | undefined): string {
  return page(brand, t.requestedTitle, `<p role="status">${escape(t.requested)}</p>`, {
    href: formPage(source),
    label: t.backToBlog,
  });
}

/** A refused form (bad address, too many requests): said in words, with the way back to the form. */
export function refusedFormPage(brand: string, title: string, message: string, source: string | undefined): string {
  return page(brand, title, `<p role="alert">${escape(message)}</p>`, { href: formPage(source), label: t.tryAgain });
}

/**
 * What the e-mail's link opens: a button that posts the confirmation. A GET changes nothing, since mail
 * scanners and link previews open links: only the reader's click subscribes.
 */
export function confirmPage(brand: string, query: string): string {
  const action = `/blog/api/newsletter/confirm?${query}`;
  return page(
    brand,
    t.confirmPageTitle,
    `<p>${escape(t.confirmPageWhat)}</p>` +
      `<form method="post" action="${escape(action)}" style="margin:1.25rem 0 0"><input type="hidden" name="from" value="page">` +
      `<button type="submit" style="background:${COLORS.primary};color:#111;border:0;border-radius:.5rem;padding:.75rem 1rem;font-weight:700;font-size:1rem;cursor:pointer">${escape(t.confirmButton)}</button></form>`,
    toBlog,
  );
}

export function confirmedPage(brand: string): string {
  return page(brand, t.confirmedTitle, `<p role="status">${escape(t.confirmedWhat)}</p>`, toBlog);
}

export function refusedLinkPage(brand: string, check: 'invalid' | 'expired'): string {
  return check === 'expired'
    ? page(brand, t.expiredLinkTitle, `<p role="alert">${escape(t.expiredLinkWhat)}</p>`, toBlog)
    : page(brand, t.invalidLinkTitle, `<p role="alert">${escape(t.invalidLinkWhat)}</p>`, toBlog);
}
