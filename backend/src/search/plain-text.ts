import { stripTags } from '../common/text/words';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of an article's (cleaned) HTML: tags removed, character references decoded, no
 * space left before a comma, a full stop, an ellipsis or a closing parenthesis nor after an opening one
 * (a tag closed before them became one: « <b>Minecraft</b>, » reads « Minecraft, »). The result is plain
 * text, to be escaped again before it is shown.
 */
export function htmlToText(html: string): string {
  return stripTags(html)
    .replace(/ +(?=[,.…)](?![\p{L}\p{N}]))/gu, '')
    .replace(/\( +/g, '(')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    });
}
