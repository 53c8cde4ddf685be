/**
 * The blog's pages that stand alone, without the SPA's styles or scripts (what a link from an e-mail or
 * a form posted without JavaScript opens): one shell in the blog's default theme (spec §3).
 */
import { escapeHtml } from '../text/escape-html';

export const PAGE_COLORS = { background: '#0F1419', surface: '#23262F', text: '#F3F4F6', muted: '#9CA3AF', primary: '#FACC15' };

/** A link under the card: `primary` in the theme's accent, the others muted. */
export interface PageLink {
  href: string;
  label: string;
  muted?: boolean;
}

/** `title` and the links are escaped here; `body` is HTML its caller built (and escaped). */
export function standalonePage(brand: string, title: string, body: string, links: PageLink[]): string {
  const c = PAGE_COLORS;
  const footer = links
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color:${l.muted ? c.muted : c.primary}">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title></head>
<body style="margin:0;background:${c.background};color:${c.text};font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.6">
<header style="padding:1rem 1.25rem;border-bottom:1px solid #2d3340"><a href="/blog" style="color:${c.primary};font-weight:800;text-decoration:none">${escapeHtml(brand)} Blog</a></header>
<main style="max-width:36rem;margin:2.5rem auto;padding:0 1rem">
<div style="background:${c.surface};border-radius:1rem;padding:1.5rem;overflow-wrap:anywhere">
<h1 style="font-size:1.5rem;margin:0 0 1rem">${escapeHtml(title)}</h1>
${body}
</div>
<p style="margin-top:1.5rem;font-size:.9rem">${footer}</p>
</main>
</body>
</html>`;
}

/** A button that posts to `action` (a GET of the page changed nothing; this click does). */
export const postButton = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}" style="margin:1.25rem 0 0"><input type="hidden" name="from" value="page">` +
  `<button type="submit" style="background:${PAGE_COLORS.primary};color:#111;border:0;border-radius:.5rem;padding:.75rem 1rem;font-weight:700;font-size:1rem;cursor:pointer;max-width:100%;white-space:normal">${escapeHtml(label)}</button></form>`;
