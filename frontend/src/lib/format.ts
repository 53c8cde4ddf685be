/**
 * French formatting through Intl. Intl's output carries the typographic spaces of French
 * (U+202F before « € » in recent ICU, U+00A0 in older ones, U+202F as the thousands separator);
 * they are normalised below so the server render and every browser produce the same bytes.
 */
const NBSP = '\u00A0';
const NNBSP = '\u202F';

/**
 * Each formatter is built on first use: building one loads the locale's and the time zone's data,
 * the costliest step of loading the app's code if done when the module loads.
 */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const longDate = lazy(
  () => new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Europe/Paris' }),
);
const shortDateTime = lazy(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }),
);
const euros = lazy(
  () =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const oneDecimal = lazy(() => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const integer = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));

/**
 * The long dates a server render wrote, by instant: the page hands them to the browser, which then
 * hydrates without building the date formatter (its costliest piece of start-up work on a slow phone).
 */
let renderedLongDates: Map<string, string> | null = null;
const knownLongDates = new Map<string, string>();

/**
 * Server side: the long dates written by earlier renders, by the API's text of the date (a page's
 * dates come back on the next pages: a list, its category, the recent articles). Forgotten all at
 * once when full.
 */
const formattedOnServer = new Map<string, { instant: string; text: string }>();
const FORMATTED_ON_SERVER_MAX = 20_000;

/** Server side: runs a render and gives the long dates it wrote, by instant. */
export function collectLongDates<T>(render: () => T): { result: T; dates: Record<string, string> } {
  const collected = new Map<string, string>();
  renderedLongDates = collected;
  try {
    return { result: render(), dates: Object.fromEntries(collected) };
  } finally {
    renderedLongDates = null;
  }
}

/** Server side: long dates a reused part wrote when it was rendered, written again where it is spliced. */
export function recordLongDates(dates: Record<string, string>): void {
  if (renderedLongDates) for (const instant in dates) renderedLongDates.set(instant, dates[instant]!);
}

/** Browser side: the dates the server wrote, as it wrote them. */
export function rememberLongDates(dates: Record<string, string> | undefined): void {
  for (const [instant, text] of Object.entries(dates ?? {})) knownLongDates.set(instant, text);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Thousands grouped with U+202F, the currency sign preceded by U+00A0: « 1 234,50 € ». */
function normaliseSpaces(text: string): string {
  return text.replace(/(\d)[\u00A0\u202F ](?=\d)/g, `$1${NNBSP}`).replace(/[\u00A0\u202F ](?=[€$£])/g, NBSP);
}

/** « 5 mars 2025 » (public pages: long month, day, year). Empty for a missing or invalid date. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const formatted = renderedLongDates && typeof value === 'string' ? formattedOnServer.get(value) : undefined;
  if (formatted) {
    renderedLongDates!.set(formatted.instant, formatted.text);
    return formatted.text;
  }
  const date = toDate(value);
  if (!date) return '';
  const instant = date.toISOString();
  const text = knownLongDates.get(instant) ?? longDate().format(date);
  if (renderedLongDates) {
    renderedLongDates.set(instant, text);
    if (typeof value === 'string') {
      if (formattedOnServer.size >= FORMATTED_ON_SERVER_MAX) formattedOnServer.clear();
      formattedOnServer.set(value, { instant, text });
    }
  }
  return text;
}

/** « 05/03/2025 14:30 » for back-office tables. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date
    ? shortDateTime()
        .format(date)
        .replace(/[\u00A0\u202F]/g, ' ')
    : '';
}

/** « 1,00 € »: two decimals, euro sign after a no-break space. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return normaliseSpaces(euros().format(Number.isFinite(value) ? value : 0));
}

/** « 2,5 » (average articles per contributor: one decimal). */
export function formatOneDecimal(value: number): string {
  return oneDecimal().format(Number.isFinite(value) ? value : 0);
}

/** « 12 345 » with the French narrow no-break space. */
export function formatInteger(value: number): string {
  // A whole number of zero or more (views, counts: every article page writes one) is grouped by hand,
  // as the formatter would group it, without its cost; the rest goes through the formatter.
  if (Number.isSafeInteger(value) && (value > 0 || Object.is(value, 0))) return groupThousands(String(value));
  return normaliseSpaces(integer().format(Number.isFinite(value) ? value : 0));
}

function groupThousands(digits: string): string {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += NNBSP + digits.slice(i, i + 3);
  return out;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency, built on first use (a page lists many amounts, each render formats them). */
function currencyFormat(currency: string): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    currencyFormats.set(currency, format);
  }
  return format;
}

/**
 * Money in a given currency (« 1,50 € », « 2,50 $US », « 3,00 £GB »): the reward's own currency or the
 * configured one, with the same spaces as the other amounts. An unknown code is written after the number.
 */
export function formatAmount(amount: number | string | null | undefined, currency: string): string {
  const raw = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(raw) ? raw : 0;
  let text: string;
  try {
    text = currencyFormat(currency).format(value);
  } catch {
    text = `${value.toFixed(2).replace('.', ',')}${NBSP}${currency}`;
  }
  return text.replace(/(\d)[\u00A0\u202F ](?=\d)/g, '$1\u202F').replace(/[\u202F ](?=\D+$)/, '\u00A0');
}
