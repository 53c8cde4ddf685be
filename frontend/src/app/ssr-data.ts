/** The id of the `<script type="application/json">` block the server writes into every page. */
export const SSR_DATA_ELEMENT_ID = 'blog-data';

/**
 * What the server hands the browser: the API answers a page was rendered from, keyed by their
 * SWR key (the API path), and whether #root holds server-rendered markup to hydrate.
 */
export interface SsrData {
  rendered: boolean;
  fallback: Record<string, unknown>;
  /**
   * Keys of article answers sent without their body: the page already holds it, rendered, in the
   * `[data-article-body]` element, and the browser reads it back from there (`readSsrData`).
   */
  bodiesInPage?: string[];
  /** The long dates the page shows, as the server formatted them (lib/format.ts). */
  dates?: Record<string, string>;
}

/**
 * Marks the list of recent articles in an article page's sidebar: the server replaces its items in
 * stored pages when the list changes (a publication elsewhere) rather than rendering them all again.
 */
export const RECENT_LIST_ATTRIBUTE = 'data-recent-articles';

/** Marks the element holding an article's rendered body (ArticleBody). */
export const ARTICLE_BODY_ATTRIBUTE = 'data-article-body';

interface ArticleAnswer {
  success: true;
  article: { content: string };
}

function isArticleAnswer(value: unknown): value is ArticleAnswer {
  const article = (value as { success?: unknown; article?: { content?: unknown } } | null)?.article;
  return (value as { success?: unknown }).success === true && typeof article?.content === 'string';
}

/**
 * The data of a server-rendered page, with each article's body left out: it is in the page's markup
 * already, and sending it twice made a long article's page a third heavier.
 */
export function withoutArticleBodies(data: SsrData): SsrData {
  const fallback: Record<string, unknown> = {};
  const bodiesInPage: string[] = [];
  for (const [key, value] of Object.entries(data.fallback)) {
    if (data.rendered && value && isArticleAnswer(value)) {
      fallback[key] = { ...value, article: { ...value.article, content: '' } };
      bodiesInPage.push(key);
    } else {
      fallback[key] = value;
    }
  }
  return bodiesInPage.length ? { ...data, fallback, bodiesInPage } : data;
}

export function emptySsrData(): SsrData {
  return { rendered: false, fallback: {} };
}

/** JSON made safe inside a script element: `<` is escaped so no value can close it. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The JSON of the answers many pages share, frozen by the API process for a content generation
 * (backend web/shared-answers.ts): written once each instead of once per page.
 */
const sharedAnswersJson = new WeakMap<object, string>();

function answerJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) {
    const json = JSON.stringify(value) as string | undefined;
    return json === undefined ? undefined : scriptSafe(json);
  }
  let json = sharedAnswersJson.get(value);
  if (json === undefined) {
    json = scriptSafe(JSON.stringify(value));
    sharedAnswersJson.set(value, json);
  }
  return json;
}

/** The JSON text for the data block: `JSON.stringify(data)`, safe inside a script element. */
export function serializeSsrData(data: SsrData): string {
  const members: string[] = [];
  for (const [name, value] of Object.entries(data)) {
    const json = name === 'fallback' ? fallbackJson(value as SsrData['fallback']) : answerJson(value);
    if (json !== undefined) members.push(`${JSON.stringify(name)}:${json}`);
  }
  return `{${members.join(',')}}`;
}

function fallbackJson(fallback: SsrData['fallback']): string {
  const members: string[] = [];
  for (const [key, value] of Object.entries(fallback)) {
    const json = answerJson(value);
    if (json !== undefined) members.push(`${scriptSafe(JSON.stringify(key))}:${json}`);
  }
  return `{${members.join(',')}}`;
}

export function readSsrData(doc: Document): SsrData {
  const element = doc.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent) return emptySsrData();
  try {
    const parsed = JSON.parse(element.textContent) as Partial<SsrData>;
    const fallback = parsed.fallback ?? {};
    const body = doc.querySelector(`[${ARTICLE_BODY_ATTRIBUTE}]`)?.innerHTML;
    for (const key of parsed.bodiesInPage ?? []) {
      const answer = fallback[key];
      if (body !== undefined && answer && isArticleAnswer(answer)) answer.article.content = body;
    }
    return { rendered: parsed.rendered === true, fallback, dates: parsed.dates };
  } catch {
    return emptySsrData();
  }
}
