import type { Brand } from '../api/models';
import { absoluteUrl } from './absolute-url';

/** What a page declares about itself for the document head (spec §2.4, issue: SEO tags). */
export interface HeadSpec {
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Path inside the app (`/article/slug`); the canonical URL adds the public origin and /blog. */
  path?: string;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  modifiedTime?: string | null;
  author?: string | null;
  section?: string | null;
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  noindex?: boolean;
  /** Paths of the previous and next pages of a paginated list (`rel="prev"`/`rel="next"`). */
  prevPath?: string | null;
  nextPath?: string | null;
  /** A feed of this page's own articles (a category's, an author's), announced beside the blog's. */
  feed?: { title: string; path: string } | null;
  /** HTTP status of a server render of this page (404 for the not-found screens). */
  status?: number;
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export interface HeadContextValue {
  brand: Brand;
  publicUrl: string;
}

/** The tag list, shared by the server render (as text) and the browser (as DOM nodes). */
export function headTags(spec: HeadSpec, ctx: HeadContextValue): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (attrs: Record<string, string>) => tags.push({ tag: 'meta', attrs });
  if (spec.description) meta({ name: 'description', content: spec.description });
  if (spec.keywords) meta({ name: 'keywords', content: spec.keywords });
  if (spec.noindex) meta({ name: 'robots', content: 'noindex' });
  const canonical = spec.path !== undefined ? absoluteUrl(ctx.publicUrl, spec.path) : undefined;
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  if (spec.prevPath) tags.push({ tag: 'link', attrs: { rel: 'prev', href: absoluteUrl(ctx.publicUrl, spec.prevPath) } });
  if (spec.nextPath) tags.push({ tag: 'link', attrs: { rel: 'next', href: absoluteUrl(ctx.publicUrl, spec.nextPath) } });
  tags.push({
    tag: 'link',
    attrs: {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `Blog ${ctx.brand.name} — flux RSS`,
      href: `${ctx.publicUrl}/blog/rss.xml`,
    },
  });
  if (spec.feed) {
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: spec.feed.title,
        href: absoluteUrl(ctx.publicUrl, spec.feed.path),
      },
    });
  }
  meta({ property: 'og:locale', content: 'fr_FR' });
  meta({ property: 'og:site_name', content: `Blog ${ctx.brand.name}` });
  meta({ property: 'og:type', content: spec.type ?? 'website' });
  meta({ property: 'og:title', content: spec.title });
  if (spec.description) meta({ property: 'og:description', content: spec.description });
  if (canonical) meta({ property: 'og:url', content: canonical });
  const image = spec.image ? absoluteUrl(ctx.publicUrl, spec.image) : undefined;
  if (image) meta({ property: 'og:image', content: image });
  if (spec.type === 'article') {
    if (spec.publishedTime) meta({ property: 'article:published_time', content: spec.publishedTime });
    if (spec.modifiedTime) meta({ property: 'article:modified_time', content: spec.modifiedTime });
    if (spec.author) meta({ property: 'article:author', content: spec.author });
    if (spec.section) meta({ property: 'article:section', content: spec.section });
  }
  meta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  meta({ name: 'twitter:title', content: spec.title });
  if (spec.description) meta({ name: 'twitter:description', content: spec.description });
  if (image) meta({ name: 'twitter:image', content: image });
  for (const data of spec.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data).replace(/</g, '\\u003c') });
  }
  return tags;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const entity = (character: string) => ENTITIES[character]!;

/** In one pass, and none for the text with nothing to escape (most of a page's attributes). */
export const escapeAttr = (value: string) => (/[&"<>]/.test(value) ? value.replace(/[&"<>]/g, entity) : value);

export const escapeText = (value: string) => (/[&<>]/.test(value) ? value.replace(/[&<>]/g, entity) : value);

/** Server side: `<title>` and the tags as HTML, each marked so the browser can replace them. */
export function renderHeadHtml(spec: HeadSpec, ctx: HeadContextValue): string {
  let html = `<title>${escapeText(spec.title)}</title>`;
  for (const { tag, attrs, text } of headTags(spec, ctx)) {
    let attributes = '';
    for (const name in attrs) {
      const value = attrs[name]!;
      attributes += value === '' ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`;
    }
    attributes += ' data-head';
    html += tag === 'script' ? `\n    <script${attributes}>${text ?? ''}</script>` : `\n    <${tag}${attributes}>`;
  }
  return html;
}

/**
 * Browser side: replaces the managed tags after a client-side navigation. Left as they are when they
 * already match, as on the page the server rendered: rewriting the head costs a slow phone a style
 * recalculation during hydration for nothing.
 */
export function applyHead(spec: HeadSpec, ctx: HeadContextValue, doc: Document): void {
  const wanted = headTags(spec, ctx).map(({ tag, attrs, text }) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    if (text) element.textContent = text;
    return element;
  });
  const current = [...doc.head.querySelectorAll('[data-head]')];
  if (doc.title === spec.title && current.length === wanted.length && current.every((node, i) => node.isEqualNode(wanted[i]!)))
    return;
  doc.title = spec.title;
  current.forEach((node) => node.remove());
  for (const element of wanted) doc.head.appendChild(element);
}
