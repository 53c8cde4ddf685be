/**
 * The article's content as the project stores it (sanitized HTML, one top-level element per Editor.js
 * block) read without a DOM, so that the same code runs in the browser, in a Web Worker and on the server.
 */

/** One top-level element of the content: the block the editor shows at the same index. */
export interface Block {
  /** Rank among the top-level elements, the same as the editor's block index. */
  index: number;
  /** Lower-case tag name of the element (`p`, `h2`, `ul`, `figure`…). */
  tag: string;
  /** Heading level (2 for `h2`), or 0 for any other block. */
  level: number;
  /** Its text, tags removed and entities decoded; list items and lines each end with a line break. */
  text: string;
  /** Every `<img>` it holds, with its text alternative (empty when missing). */
  images: { alt: string }[];
  /** Every link target it holds. */
  links: string[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose end starts a new line of text (a list item is a sentence of its own). */
const LINE_BREAKING = new Set([
  'li',
  'br',
  'p',
  'div',
  'tr',
  'figcaption',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|<!--[\s\S]*?-->/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ndash: '–',
  mdash: '—',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

/** Character references decoded (the sanitizer writes `&amp;`, `&nbsp;`, `&#39;`…). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return null;
  return decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
}

interface OpenBlock {
  tag: string;
  parts: string[];
  images: { alt: string }[];
  links: string[];
}

function newBlock(tag: string): OpenBlock {
  return { tag, parts: [], images: [], links: [] };
}

function closeBlock(open: OpenBlock, blocks: Block[]): void {
  const text = decodeEntities(open.parts.join(''))
    .replace(/[ \t\u00a0\r]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
  if (!text && !open.images.length && !open.links.length && open.tag === '#text') return;
  const heading = /^h([1-6])$/.exec(open.tag);
  blocks.push({
    index: blocks.length,
    tag: open.tag,
    level: heading ? Number(heading[1]) : 0,
    text,
    images: open.images,
    links: open.links,
  });
}

/** The top-level blocks of stored HTML, in order. Text outside any element counts as a paragraph. */
export function parseBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let open: OpenBlock | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (!chunk) return;
    if (!open) {
      if (!chunk.trim()) return;
      open = newBlock('#text');
    }
    open.parts.push(chunk);
  };
  for (const match of html.matchAll(TAG)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    if (!match[2]) continue; // a comment
    const closing = match[1] === '/';
    const tag = match[2].toLowerCase();
    const attributes = match[3] ?? '';
    if (!closing) {
      if (depth === 0) {
        if (open) closeBlock(open, blocks);
        open = newBlock(tag);
      }
      const current = open ?? (open = newBlock(tag));
      if (tag === 'img') current.images.push({ alt: (attribute(attributes, 'alt') ?? '').trim() });
      if (tag === 'a') {
        const href = attribute(attributes, 'href');
        if (href) current.links.push(href);
      }
      if (tag === 'br') current.parts.push('\n');
      const selfClosing = VOID.has(tag) || /\/\s*$/.test(attributes);
      if (!selfClosing) depth++;
      else if (depth === 0) {
        closeBlock(current, blocks);
        open = null;
      }
    } else {
      if (open && LINE_BREAKING.has(tag)) open.parts.push('\n');
      depth = Math.max(0, depth - 1);
      if (depth === 0 && open) {
        closeBlock(open, blocks);
        open = null;
      }
    }
  }
  text(html.slice(last));
  if (open) closeBlock(open, blocks);
  return blocks;
}
