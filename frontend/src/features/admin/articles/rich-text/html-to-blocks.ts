/** HTML → blocks: an article's stored HTML opened in the editor, one block per element it knows. */
import type { Block, ImageFile, ListItem } from './block-types';
import { editorInline, escapeHtml, stripTags } from './inline-html';

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
  if (tag === 'HR' && /^[1-9]\d{0,8}$/.test(element.getAttribute('data-offer') ?? ''))
    return [
      {
        type: 'offer',
        data: { pid: Number(element.getAttribute('data-offer')), cycle: element.getAttribute('data-cycle') ?? 'monthly' },
      },
    ];
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
