/**
 * CSV as a French spreadsheet reads it: `;` between fields, dates in Paris time, a byte-order mark so that
 * the accents survive, CRLF line ends. A field that a spreadsheet would take for a formula (`=`, `+`, `-`,
 * `@`, their full-width forms, which spreadsheets read alike, tab, carriage return) starts with an
 * apostrophe.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `= + - @`, tab and CR, and the full-width `＝ ＋ － ＠` (U+FF1D, U+FF0B, U+FF0D, U+FF20). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `28/11/2026 21:30`, Paris time; empty for no date. */
export function csvDate(value: Date | null): string {
  return value ? PARIS_DATE_TIME.format(new Date(value)).replace(',', '') : '';
}

export const csvLine = (fields: (string | number | null)[]): string => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/**
 * The records of a CSV text (RFC 4180 quoting, `;` or `,` as the header line uses, BOM dropped), for
 * imports from other tools. Empty lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      if (record.some((f) => f.trim() !== '')) records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  record.push(field);
  if (record.some((f) => f.trim() !== '')) records.push(record);
  return records;
}
