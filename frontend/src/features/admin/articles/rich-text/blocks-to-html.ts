/** blocks → HTML: what the editor saved, written as the article's stored HTML. */
import type { LooseBlock } from './block-types';
import { escapeHtml, paragraphLines, storedInline, stripTags } from './inline-html';

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
    case 'offer': {
      // Only the plan and the cycle: the server fills in the name, price and link when the article is read.
      const pid = Number(data.pid);
      if (!Number.isInteger(pid) || pid <= 0) return '';
      const cycle = /^[a-z]{1,16}$/.test(asString(data.cycle)) ? ` data-cycle="${asString(data.cycle)}"` : '';
      return `<hr data-offer="${pid}"${cycle}>`;
    }
    default:
      return '';
  }
}

export function blocksToHtml(blocks: readonly LooseBlock[]): string {
  return blocks.map(blockHtml).filter(Boolean).join('\n');
}
