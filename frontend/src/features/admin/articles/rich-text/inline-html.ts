/**
 * Inline HTML: the text of paragraphs, headings, list items, quotes and captions, rewritten between
 * what Editor.js's inline tools speak and what the article stores.
 */
import { safeHref } from './links';

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

export const editorInline = (html: string) => rewriteInline(html, toEditorInline);
export const storedInline = (html: string) => rewriteInline(html, toStoredInline);

/**
 * A paragraph's text cut where the browser itself made new lines (`text<div>next</div>`, left by an
 * Enter that reached no editor handler): one paragraph per line, never lines glued into one.
 */
export function paragraphLines(html: string): string[] {
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

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const stripTags = (html: string) =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent?.trim() ?? '';
