import type { BrandConfig } from '../config/app-config';
import type { FeedArticle, SitemapArticle, SitemapAuthor, SitemapCategory } from './seo.repository';

/** XML text escaping for element content and attribute values. */
export function xmlEscape(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 forbids would make the whole document invalid.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function sitemapXml(
  publicUrl: string,
  articles: SitemapArticle[],
  categories: SitemapCategory[],
  authors: SitemapAuthor[] = [],
): string {
  const base = `${publicUrl}/blog`;
  const newest = articles[0]?.lastmod;
  const urls = [
    `<url><loc>${xmlEscape(`${base}/`)}</loc>${newest ? `<lastmod>${day(newest)}</lastmod>` : ''}<changefreq>daily</changefreq></url>`,
    `<url><loc>${xmlEscape(`${base}/contributors`)}</loc><changefreq>weekly</changefreq></url>`,
    ...categories.map(
      (c) =>
        `<url><loc>${xmlEscape(`${base}/category/${encodeURIComponent(c.slug)}`)}</loc><lastmod>${day(c.lastmod)}</lastmod></url>`,
    ),
    ...authors.map(
      (a) =>
        `<url><loc>${xmlEscape(`${base}/auteur/${encodeURIComponent(a.username)}`)}</loc><lastmod>${day(a.lastmod)}</lastmod></url>`,
    ),
    ...articles.map(
      (a) =>
        `<url><loc>${xmlEscape(`${base}/article/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${day(a.lastmod)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A feed narrower than the whole blog: one category's or one author's articles. */
export interface FeedChannel {
  title: string;
  description: string;
  /** App path of the page the feed belongs to, and of the feed itself (`/category/vps`, `/category/vps/rss.xml`). */
  pagePath: string;
  feedPath: string;
}

export function rssXml(publicUrl: string, brand: BrandConfig, articles: FeedArticle[], channel?: FeedChannel): string {
  const base = `${publicUrl}/blog`;
  const items = articles.map((a) => {
    const link = `${base}/article/${encodeURIComponent(a.slug)}`;
    return [
      '<item>',
      `<title>${xmlEscape(a.title)}</title>`,
      `<link>${xmlEscape(link)}</link>`,
      // Its first address, which redirects to the current one: a change of slug is not a new item.
      `<guid isPermaLink="true">${xmlEscape(`${base}/article/${encodeURIComponent(a.firstSlug)}`)}</guid>`,
      `<pubDate>${a.published.toUTCString()}</pubDate>`,
      a.description ? `<description>${xmlEscape(a.description)}</description>` : '',
      a.author ? `<dc:creator>${xmlEscape(a.author)}</dc:creator>` : '',
      a.category ? `<category>${xmlEscape(a.category)}</category>` : '',
      '</item>',
    ].join('');
  });
  const updated = articles[0]?.published ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlEscape(channel?.title ?? `Blog ${brand.name}`)}</title>`,
    `<link>${xmlEscape(`${base}${channel?.pagePath ?? '/'}`)}</link>`,
    `<atom:link href="${xmlEscape(`${base}${channel?.feedPath ?? '/rss.xml'}`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlEscape(channel?.description ?? `Guides, actualités et tutoriels gaming de ${brand.name} et de sa communauté.`)}</description>`,
    '<language>fr-FR</language>',
    `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /blog/',
    'Disallow: /blog/admin',
    'Disallow: /blog/contributor/',
    'Disallow: /blog/api/',
    '',
    `Sitemap: ${publicUrl}/blog/sitemap.xml`,
    `Sitemap: ${publicUrl}/blog/sitemap-archive.xml`,
    '',
  ].join('\n');
}

/** Older articles, in fixed slices of ids, so that each document costs the same however large the blog grows. */
export function archiveSitemapXml(publicUrl: string, articles: SitemapArticle[]): string {
  const base = `${publicUrl}/blog`;
  const urls = articles.map(
    (a) =>
      `<url><loc>${xmlEscape(`${base}/article/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${day(a.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(publicUrl: string, slices: number): string {
  const entries = Array.from(
    { length: slices },
    (_, i) => `<sitemap><loc>${xmlEscape(`${publicUrl}/blog/sitemap-archive-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
