/**
 * Editor.js blocks ⇄ article HTML. Articles are stored as HTML (spec §3), so the editor converts on
 * load and on save; HTML written elsewhere (the demo articles, an import) must open without losing
 * headings, lists, links, images or emphasis. Anything the editor has no block for (tables, rules…)
 * becomes a `raw` block that carries its HTML through untouched.
 *
 * Parsing uses the browser's DOMParser (jsdom in tests); nothing here runs on the server.
 */

export interface ListItem {
  content: string;
  meta: Record<string, unknown>;
  items: ListItem[];
}

export interface ImageFile {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  srcset?: string;
  sizes?: string;
}

export type Block =
  | { type: 'paragraph'; data: { text: string } }
  | { type: 'header'; data: { text: string; level: number } }
  | { type: 'list'; data: { style: 'ordered' | 'unordered'; meta: Record<string, unknown>; items: ListItem[] } }
  | { type: 'quote'; data: { text: string; caption: string; alignment: 'left' } }
  | { type: 'code'; data: { code: string } }
  | {
      type: 'image';
      data: { file: ImageFile; caption: string; withBorder: boolean; stretched: boolean; withBackground: boolean };
    }
  | { type: 'embed'; data: { service: string; source: string; embed: string; width: number; height: number; caption: string } }
  | { type: 'raw'; data: { html: string } };

/** A block as Editor.js hands it over: its data is whatever the tool saved. */
export interface LooseBlock {
  id?: string;
  type: string;
  data: unknown;
}

// ---------------------------------------------------------------------------------------------
// Inline HTML (the text of paragraphs, headings, list items, quotes, captions)
// ---------------------------------------------------------------------------------------------

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** Spec §5: links keep http, https, mailto and tel (and same-site paths); anything else becomes a blank link. */
export function safeHref(raw: string | null): string {
  const href = (raw ?? '').replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (!href) return 'about:blank';
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*:)/.exec(href)?.[1]?.toLowerCase();
  if (!scheme) return /^\/(?![/\\])/.test(href) || href.startsWith('#') ? href : 'about:blank';
  return SAFE_SCHEMES.includes(scheme) ? href : 'about:blank';
}

const INLINE_RENAMES: Record<string, string> = { STRONG: 'b', EM: 'i' };
const INLINE_KEPT = new Set(['B', 'I', 'A', 'CODE', 'BR', 'U', 'S', 'MARK', 'SUB', 'SUP']);

/** Rewrites inline HTML for Editor.js: its bold and italic tools speak <b> and <i>; code gets its class. */
function toEditorInline(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const children = Array.from(element.childNodes).flatMap((child) => toEditorInline(child, doc));
  const tag = element.tagName;
  const name = INLINE_RENAMES[tag] ?? (INLINE_KEPT.has(tag) ? tag.toLowerCase() : null);
  if (!name) return children;
  const out = doc.createElement(name);
  if (name === 'a') out.setAttribute('href', safeHref(element.getAttribute('href')));
  if (name === 'code') out.setAttribute('class', 'inline-code');
  children.forEach((child) => out.appendChild(child));
  return [out];
}

/** Rewrites Editor.js inline HTML for storage: semantic <strong>/<em>, safe links, no editor classes. */
function toStoredInline(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const children = Array.from(element.childNodes).flatMap((child) => toStoredInline(child, doc));
  const tag = element.tagName;
  const name =
    tag === 'B'
      ? 'strong'
      : tag === 'I'
        ? 'em'
        : INLINE_KEPT.has(tag) || tag === 'STRONG' || tag === 'EM'
          ? tag.toLowerCase()
          : null;
  if (!name) return children;
  const out = doc.createElement(name);
  if (name === 'a') out.setAttribute('href', safeHref(element.getAttribute('href')));
  children.forEach((child) => out.appendChild(child));
  return [out];
}

function rewriteInline(html: string, rewrite: (node: Node, doc: Document) => Node[]): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const holder = doc.createElement('div');
  Array.from(doc.body.childNodes)
    .flatMap((child) => rewrite(child, doc))
    .forEach((child) => holder.appendChild(child));
  return holder.innerHTML.replace(/&nbsp;/g, ' ').trim();
}

const editorInline = (html: string) => rewriteInline(html, toEditorInline);
const storedInline = (html: string) => rewriteInline(html, toStoredInline);

/**
 * A paragraph's text cut where the browser itself made new lines (`text<div>next</div>`, left by an
 * Enter that reached no editor handler): one paragraph per line, never lines glued into one.
 */
function paragraphLines(html: string): string[] {
  if (!/<(div|p)[\s>]/i.test(html)) return [html];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const lines: string[] = [];
  let line = doc.createElement('span');
  for (const node of Array.from(doc.body.childNodes)) {
    const tag = node.nodeType === Node.ELEMENT_NODE ? (node as Element).tagName : '';
    if (tag !== 'DIV' && tag !== 'P') {
      line.appendChild(node);
      continue;
    }
    lines.push(line.innerHTML, ...paragraphLines((node as Element).innerHTML));
    line = doc.createElement('span');
  }
  lines.push(line.innerHTML);
  return lines;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const stripTags = (html: string) =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent?.trim() ?? '';

// ---------------------------------------------------------------------------------------------
// HTML → blocks
// ---------------------------------------------------------------------------------------------

const INLINE_TAGS = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'DEL',
  'MARK',
  'SUB',
  'SUP',
  'SMALL',
  'SPAN',
  'CODE',
  'BR',
]);
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'ASIDE']);

function listItems(list: Element): ListItem[] {
  return Array.from(list.children)
    .filter((child) => child.tagName === 'LI')
    .map((li) => {
      const nested: ListItem[] = [];
      const parts: string[] = [];
      li.childNodes.forEach((child) => {
        if (child instanceof Element && (child.tagName === 'UL' || child.tagName === 'OL')) nested.push(...listItems(child));
        else if (child instanceof Element && child.tagName === 'P') parts.push(child.innerHTML);
        else parts.push(child instanceof Element ? child.outerHTML : escapeHtml(child.textContent ?? ''));
      });
      return { content: editorInline(parts.join(' ').replace(/\s+/g, ' ')), meta: {}, items: nested };
    });
}

function imageBlock(img: Element, caption: string): Block {
  const file: ImageFile = { url: img.getAttribute('src') ?? '' };
  const alt = img.getAttribute('alt');
  if (alt) file.alt = alt;
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  if (width > 0) file.width = width;
  if (height > 0) file.height = height;
  const srcset = img.getAttribute('srcset');
  if (srcset) file.srcset = srcset;
  const sizes = img.getAttribute('sizes');
  if (sizes) file.sizes = sizes;
  return {
    type: 'image',
    data: { file, caption: editorInline(caption), withBorder: false, stretched: false, withBackground: false },
  };
}

const EMBED_SOURCES: Array<{ service: string; pattern: RegExp; source: (id: string) => string }> = [
  {
    service: 'youtube',
    pattern: /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]+)/,
    source: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
  { service: 'vimeo', pattern: /^https:\/\/player\.vimeo\.com\/video\/(\d+)/, source: (id) => `https://vimeo.com/${id}` },
];

function embedBlock(iframe: Element, caption: string): Block {
  const src = iframe.getAttribute('src') ?? '';
  const known = EMBED_SOURCES.map((entry) => ({ entry, match: entry.pattern.exec(src) })).find((x) => x.match);
  return {
    type: 'embed',
    data: {
      service: known?.entry.service ?? 'iframe',
      source: known?.match ? known.entry.source(known.match[1] ?? '') : src,
      embed: src,
      width: Number(iframe.getAttribute('width')) || 580,
      height: Number(iframe.getAttribute('height')) || 320,
      caption: editorInline(caption),
    },
  };
}

function quoteBlock(blockquote: Element, caption: string): Block {
  const paragraphs = Array.from(blockquote.children).filter((c) => c.tagName === 'P');
  const onlyParagraphs = paragraphs.length > 0 && paragraphs.length === blockquote.children.length;
  const text = onlyParagraphs ? paragraphs.map((p) => p.innerHTML).join('<br><br>') : blockquote.innerHTML;
  return { type: 'quote', data: { text: editorInline(text), caption: editorInline(caption), alignment: 'left' } };
}

function figureBlock(figure: Element): Block {
  const caption = figure.querySelector(':scope > figcaption')?.innerHTML ?? '';
  const img = figure.querySelector(':scope > img, :scope > a > img, :scope > picture > img');
  const iframe = figure.querySelector(':scope > iframe');
  const blockquote = figure.querySelector(':scope > blockquote');
  const others = Array.from(figure.children).filter((c) => c.tagName !== 'FIGCAPTION');
  if (others.length === 1 && img) return imageBlock(img, caption);
  if (others.length === 1 && iframe) return embedBlock(iframe, caption);
  if (others.length === 1 && blockquote) return quoteBlock(blockquote, caption);
  return { type: 'raw', data: { html: figure.outerHTML } };
}

function elementBlocks(element: Element): Block[] {
  const tag = element.tagName;
  if (/^H[1-6]$/.test(tag)) {
    // The article title is the page's h1: an h1 in the body becomes the top section level.
    const level = Math.max(2, Number(tag[1]));
    return [{ type: 'header', data: { text: editorInline(element.innerHTML), level } }];
  }
  if (tag === 'P') {
    const only = element.children.length === 1 && !element.textContent?.trim() ? element.children[0] : null;
    if (only?.tagName === 'IMG') return [imageBlock(only, '')];
    if (only?.tagName === 'IFRAME') return [embedBlock(only, '')];
    const text = editorInline(element.innerHTML);
    return text ? [{ type: 'paragraph', data: { text } }] : [];
  }
  if (tag === 'UL' || tag === 'OL')
    return [{ type: 'list', data: { style: tag === 'OL' ? 'ordered' : 'unordered', meta: {}, items: listItems(element) } }];
  if (tag === 'BLOCKQUOTE') return [quoteBlock(element, '')];
  if (tag === 'PRE') return [{ type: 'code', data: { code: element.textContent ?? '' } }];
  if (tag === 'FIGURE') return [figureBlock(element)];
  if (tag === 'IMG') return [imageBlock(element, '')];
  if (tag === 'IFRAME') return [embedBlock(element, '')];
  if (CONTAINERS.has(tag)) return nodesToBlocks(Array.from(element.childNodes));
  return [{ type: 'raw', data: { html: element.outerHTML } }];
}

function nodesToBlocks(nodes: Node[]): Block[] {
  const blocks: Block[] = [];
  let loose: string[] = [];
  // Text and inline elements sitting directly in the body are gathered into one paragraph.
  const flush = () => {
    const text = editorInline(loose.join(''));
    if (stripTags(text)) blocks.push({ type: 'paragraph', data: { text } });
    loose = [];
  };
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) loose.push(escapeHtml(node.textContent ?? ''));
    else if (node instanceof Element && INLINE_TAGS.has(node.tagName)) loose.push(node.outerHTML);
    else if (node instanceof Element) {
      flush();
      blocks.push(...elementBlocks(node));
    }
  }
  flush();
  return blocks;
}

export function htmlToBlocks(html: string): Block[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return nodesToBlocks(Array.from(doc.body.childNodes));
}

// ---------------------------------------------------------------------------------------------
// blocks → HTML
// ---------------------------------------------------------------------------------------------

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

function listHtml(style: string, items: unknown): string {
  const tag = style === 'ordered' ? 'ol' : 'ul';
  const entries = Array.isArray(items) ? items : [];
  const lis = entries.map((raw) => {
    // List 1.x stored plain strings; 2.x stores { content, items }.
    const item = typeof raw === 'string' ? { content: raw, items: [] } : asRecord(raw);
    const nested = Array.isArray(item.items) && item.items.length ? listHtml(style, item.items) : '';
    return `<li>${storedInline(asString(item.content))}${nested}</li>`;
  });
  return `<${tag}>${lis.join('')}</${tag}>`;
}

function imageHtml(data: Record<string, unknown>): string {
  const file = asRecord(data.file);
  const url = asString(file.url);
  if (!url) return '';
  const caption = storedInline(asString(data.caption));
  const alt = asString(file.alt) || stripTags(caption);
  const attrs = [`src="${escapeHtml(url)}"`, `alt="${escapeHtml(alt)}"`];
  if (typeof file.width === 'number' && file.width > 0) attrs.push(`width="${file.width}"`);
  if (typeof file.height === 'number' && file.height > 0) attrs.push(`height="${file.height}"`);
  if (asString(file.srcset)) attrs.push(`srcset="${escapeHtml(asString(file.srcset))}"`);
  if (asString(file.sizes)) attrs.push(`sizes="${escapeHtml(asString(file.sizes))}"`);
  const img = `<img ${attrs.join(' ')}>`;
  return caption ? `<figure>${img}<figcaption>${caption}</figcaption></figure>` : img;
}

function embedHtml(data: Record<string, unknown>): string {
  const src = asString(data.embed);
  if (!src) return '';
  const width = typeof data.width === 'number' ? data.width : 580;
  const height = typeof data.height === 'number' ? data.height : 320;
  const iframe = `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" allowfullscreen="" loading="lazy"></iframe>`;
  const caption = storedInline(asString(data.caption));
  return caption ? `<figure>${iframe}<figcaption>${caption}</figcaption></figure>` : iframe;
}

function blockHtml(block: LooseBlock): string {
  const data = asRecord(block.data);
  switch (block.type) {
    case 'paragraph':
      return paragraphLines(asString(data.text))
        .map(storedInline)
        .filter((text) => text && text !== '<br>')
        .map((text) => `<p>${text}</p>`)
        .join('\n');
    case 'header': {
      const level = Math.min(6, Math.max(2, Number(data.level) || 2));
      return `<h${level}>${storedInline(asString(data.text))}</h${level}>`;
    }
    case 'list':
      return listHtml(asString(data.style), data.items);
    case 'quote': {
      const paragraphs = storedInline(asString(data.text))
        .split(/<br>\s*<br>/)
        .map((part) => `<p>${part.trim()}</p>`)
        .join('');
      const quote = `<blockquote>${paragraphs}</blockquote>`;
      const caption = storedInline(asString(data.caption));
      return caption ? `<figure>${quote}<figcaption>${caption}</figcaption></figure>` : quote;
    }
    case 'code':
      return `<pre><code>${escapeHtml(asString(data.code))}</code></pre>`;
    case 'image':
      return imageHtml(data);
    case 'embed':
      return embedHtml(data);
    case 'raw':
      return asString(data.html);
    default:
      return '';
  }
}

export function blocksToHtml(blocks: readonly LooseBlock[]): string {
  return blocks.map(blockHtml).filter(Boolean).join('\n');
}
