import { diffArrays, diffWords } from 'diff';
import { sanitizeDiffHtml } from '../../editorial/html-sanitizer';
import { escapeHtml } from '../../common/text/escape-html';

/**
 * Readable diffs of article versions for the "Historique" panel: words added are wrapped in `<ins>`,
 * words removed in `<del>`, and the document keeps its headings, lists and paragraphs. The comparison
 * itself is the `diff` library's (Myers' algorithm on tokens); this file only cuts HTML into tokens
 * (a tag, a word, a run of spaces) and puts the marks back.
 */

const TOKEN = /<[^>]*>|[^<\s]+|\s+/g;
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Beyond this, the comparison gives up and shows the whole old text removed and the new one added. */
const DIFF_TIMEOUT_MS = 1500;
/** Versions with more tokens than this (older revisions may predate the article size limit) are not compared word by word. */
const MAX_TOKENS = 80_000;

const isTag = (token: string) => token.startsWith('<');

function tokens(html: string): string[] {
  return html.match(TOKEN) ?? [];
}

/** Opening and closing tags of a removed run pair up: a whole removed paragraph keeps its shape. */
function balanced(run: string[]): boolean {
  const open: string[] = [];
  for (const token of run.filter(isTag)) {
    const name = /^<\/?\s*([a-z0-9]+)/i.exec(token)?.[1]?.toLowerCase() ?? '';
    if (VOID_TAGS.has(name) || token.endsWith('/>')) continue;
    if (token.startsWith('</')) {
      if (open.pop() !== name) return false;
    } else open.push(name);
  }
  return open.length === 0;
}

/** Text tokens of a run wrapped in `mark` (ins or del) between its tags; a run of spaces alone is left bare. */
function marked(run: string[], mark: 'ins' | 'del', keepTags: boolean): string {
  let out = '';
  let text = '';
  const flush = () => {
    if (text.trim()) out += `<${mark}>${text}</${mark}>`;
    else out += text;
    text = '';
  };
  for (const token of run) {
    if (!isTag(token)) {
      text += token;
      continue;
    }
    flush();
    if (!keepTags) continue;
    // An image added or removed is marked as a word is.
    out += /^<img\b/i.test(token) ? `<${mark}>${token}</${mark}>` : token;
  }
  flush();
  return out;
}

/**
 * The new version's HTML with what changed since the old one marked. Tags removed out of a paragraph
 * (two paragraphs merged, say) are dropped and the new structure shown; a removed block is kept whole.
 */
export function diffHtml(before: string, after: string): string {
  const old = tokens(before);
  const current = tokens(after);
  const changes =
    old.length > MAX_TOKENS || current.length > MAX_TOKENS ? undefined : diffArrays(old, current, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return sanitizeDiffHtml(marked(old, 'del', true) + marked(current, 'ins', true));
  let out = '';
  for (const change of changes) {
    if (change.added) out += marked(change.value, 'ins', true);
    else if (change.removed) out += marked(change.value, 'del', balanced(change.value));
    else out += change.value.join('');
  }
  return sanitizeDiffHtml(out);
}

/** A plain-text field (title, summary) with its changed words marked, escaped. */
export function diffText(before: string | null, after: string | null): string {
  return diffWords(before ?? '', after ?? '')
    .map((part) => {
      const text = escapeHtml(part.value);
      if (part.added) return `<ins>${text}</ins>`;
      if (part.removed) return `<del>${text}</del>`;
      return text;
    })
    .join('');
}
