import { queueDashboardTexts as t } from '../../i18n/queues';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The blog's default theme (spec §3): the page stands alone, without the SPA's styles. */
const COLORS = { background: '#0F1419', surface: '#23262F', text: '#F3F4F6', muted: '#9CA3AF', primary: '#FACC15' };

/** Shown at /blog/admin/queues instead of the dashboard when there is no Redis: the jobs run in the API. */
export function inProcessJobsPage(brand: string): string {
  const c = COLORS;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="/blog/favicon.svg" type="image/svg+xml">
<title>${escape(t.title)} · ${escape(brand)}</title></head>
<body style="margin:0;background:${c.background};color:${c.text};font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.6">
<header style="padding:1rem 1.25rem;border-bottom:1px solid #2d3340"><a href="/blog/admin" style="color:${c.primary};font-weight:800;text-decoration:none">${escape(brand)} Blog</a></header>
<main style="max-width:40rem;margin:2.5rem auto;padding:0 1rem">
<div style="background:${c.surface};border-radius:1rem;padding:1.5rem;overflow-wrap:anywhere">
<p style="margin:0 0 .25rem;color:${c.muted};font-size:.9rem">${escape(t.title)}</p>
<h1 style="font-size:1.5rem;margin:0 0 1rem">${escape(t.inProcessTitle)}</h1>
<p>${escape(t.inProcessWhat)}</p>
<p>${escape(t.inProcessRewards)}</p>
<p style="color:${c.muted}">${escape(t.inProcessRedis)}</p>
</div>
<p style="margin-top:1.5rem;font-size:.9rem"><a href="/blog/admin/rewards" style="color:${c.primary}">${escape(t.rewardsLink)}</a> · <a href="/blog/admin" style="color:${c.muted}">${escape(t.backOffice)}</a></p>
</main>
</body>
</html>`;
}
