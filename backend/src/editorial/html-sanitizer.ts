import sanitizeHtml from 'sanitize-html';
import { WHMCS_BILLING_CYCLES } from '../billing/whmcs-cycles';
import { assertArticleHtmlShape } from './html-limits';

/**
 * The allow-list applied to article HTML when it is saved, whatever the editor sent. Anything not
 * listed here is dropped: scripts and their text, event handlers, style attributes, forms, objects,
 * `javascript:`/`data:` URLs and frames other than the video embeds below.
 */

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Images stored by the upload endpoint are served from this same-site path. */
const UPLOADS_PATH = /^\/blog\/uploads\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;
const ABSOLUTE_HTTP = /^https?:\/\/[^\s/\\?#]+/i;
const EMBEDS: RegExp[] = [
  /^https:\/\/(www\.)?youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{1,64}(\?[A-Za-z0-9_=&;.-]*)?$/,
  /^https:\/\/(www\.)?youtube\.com\/embed\/[A-Za-z0-9_-]{1,64}(\?[A-Za-z0-9_=&;.-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,20}(\?[A-Za-z0-9_=&;.-]*)?$/,
];

/** Browsers ignore tabs, newlines and other control characters inside a URL scheme (`java\tscript:`). */
function normalizeUrl(raw: string | undefined): string {
  return (raw ?? '').replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').trim();
}

function schemeOf(url: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  return match ? match[1].toLowerCase() : null;
}

/** http(s), mailto and tel; also same-site paths and in-page anchors, which carry no scheme at all. */
export function isAllowedLink(raw: string | undefined): boolean {
  const url = normalizeUrl(raw);
  if (!url) return false;
  const scheme = schemeOf(url);
  if (scheme) return LINK_SCHEMES.includes(scheme) && (scheme === 'mailto' || scheme === 'tel' || ABSOLUTE_HTTP.test(url));
  // `//host` and `/\host` are read by browsers as links to another site with the page's scheme.
  return /^\/(?![/\\])/.test(url) || url.startsWith('#');
}

export function isAllowedImageSource(raw: string | undefined): boolean {
  const url = normalizeUrl(raw);
  return ABSOLUTE_HTTP.test(url) || UPLOADS_PATH.test(url);
}

export function isAllowedEmbed(raw: string | undefined): boolean {
  const url = normalizeUrl(raw);
  return EMBEDS.some((pattern) => pattern.test(url));
}

/** Keeps the candidates of a `srcset` whose URL is an allowed image source. */
function filterSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  const kept = srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => {
      const [url, descriptor, ...rest] = candidate.split(/\s+/);
      return rest.length === 0 && isAllowedImageSource(url) && (!descriptor || /^\d+(\.\d+)?[wx]$/.test(descriptor));
    });
  return kept.length ? kept.join(', ') : undefined;
}

/**
 * An « Offre » block is stored as `<hr data-offer="<product id>" data-cycle="<cycle>">`: a void element,
 * so it can hold nothing, and only these two checked values (a plain rule otherwise). Its name, price
 * and order link are the synced catalogue's, filled in when the article is read.
 */
function offerAttributes(attribs: Record<string, string | undefined>): sanitizeHtml.Attributes {
  const pid = (attribs['data-offer'] ?? '').trim();
  if (!/^[1-9]\d{0,8}$/.test(pid)) return {};
  const cycle = (attribs['data-cycle'] ?? '').trim();
  return (WHMCS_BILLING_CYCLES as readonly string[]).includes(cycle)
    ? { 'data-offer': pid, 'data-cycle': cycle }
    : { 'data-offer': pid };
}

function withoutUndefined(attribs: Record<string, string | undefined>): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) if (value !== undefined) out[key] = value;
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'small',
    'span',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'frameborder'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
    pre: ['class'],
    hr: ['data-offer', 'data-cycle'],
  },
  // Only the syntax-highlighting hint of code blocks; no other class can restyle the page.
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/], pre: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    'www.youtube-nocookie.com',
    'youtube-nocookie.com',
    'www.youtube.com',
    'youtube.com',
    'player.vimeo.com',
  ],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nestingLimit: 50,
  transformTags: {
    hr: (_tag, attribs) => ({ tagName: 'hr', attribs: offerAttributes(attribs) }),
    a: (_tag, attribs) => {
      const href = normalizeUrl(attribs.href);
      if (!isAllowedLink(href)) return { tagName: 'a', attribs: withoutUndefined({ title: attribs.title }) };
      const external = ABSOLUTE_HTTP.test(href);
      return {
        tagName: 'a',
        attribs: withoutUndefined({ href, title: attribs.title, rel: external ? 'noopener noreferrer nofollow' : undefined }),
      };
    },
    img: (_tag, attribs) => {
      const src = normalizeUrl(attribs.src);
      return {
        tagName: 'img',
        attribs: withoutUndefined({
          ...attribs,
          src: isAllowedImageSource(src) ? src : undefined,
          srcset: filterSrcset(attribs.srcset),
          width: /^\d{1,5}$/.test(attribs.width ?? '') ? attribs.width : undefined,
          height: /^\d{1,5}$/.test(attribs.height ?? '') ? attribs.height : undefined,
          loading: attribs.loading === 'eager' ? 'eager' : 'lazy',
        }),
      };
    },
    iframe: (_tag, attribs) => {
      const src = normalizeUrl(attribs.src);
      return {
        tagName: 'iframe',
        attribs: withoutUndefined({
          src: isAllowedEmbed(src) ? src : undefined,
          width: /^\d{1,5}$/.test(attribs.width ?? '') ? attribs.width : undefined,
          height: /^\d{1,5}$/.test(attribs.height ?? '') ? attribs.height : undefined,
          title: attribs.title,
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
          allowfullscreen: '',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        }),
      };
    },
  },
  // An image or a frame whose address was refused is removed rather than left empty.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/** Refuses (413/400, French) HTML over the size, tag or depth limits before the sanitizer sees it. */
export function sanitizeArticleHtml(dirty: string): string {
  assertArticleHtmlShape(dirty);
  return sanitizeHtml(dirty, OPTIONS).trim();
}

const DIFF_OPTIONS: sanitizeHtml.IOptions = { ...OPTIONS, allowedTags: [...(OPTIONS.allowedTags as string[]), 'ins'] };

/** A revision diff (`publishing/revisions/html-diff.ts`): article HTML plus the `<ins>` marks of added words. */
export function sanitizeDiffHtml(dirty: string): string {
  return sanitizeHtml(dirty, DIFF_OPTIONS).trim();
}

/**
 * Plain-text fields (titles, descriptions, meta fields, names) are stored as text and rendered escaped;
 * only control characters that no form can type are removed, and the length is capped.
 */
export function cleanPlainText(value: string | null | undefined, maxLength: number): string | null {
  if (value === null || value === undefined) return null;
  const text = value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim()
    .slice(0, maxLength)
    .trim();
  return text || null;
}
