import { fold, sentencesOf, stemsOf, wordsOf } from './french';
import { type Block, parseBlocks } from './html';
import { RESULT_TITLE_MAX_PX, titleWidthPx } from './pixel-width';
import { firstWordOf, hasTransition, isPassive } from './sentence-features';
import { syllablesOf } from './syllables';

/** Another published article of the blog, to tell a title or a keyword already used. */
export interface OtherArticle {
  id: number;
  title: string;
  slug: string;
  keyword: string | null;
}

/** The article as stored: content is the sanitized HTML the server keeps (one element per editor block). */
export interface ArticleInput {
  title: string;
  slug?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  content: string;
  keyword?: string | null;
  /** Other published articles (the article itself left out), when known. */
  others?: OtherArticle[];
  /** The blog's word minimum for an article (setting `min_words_count`). */
  minWords?: number;
}

export type CheckStatus = 'green' | 'orange' | 'red';
export type CheckGroup = 'seo' | 'readability';

/** Where the writer should look: a block of the editor and, inside it, a sentence (0-based). */
export interface Focus {
  block: number;
  sentence?: number;
}

export interface Check {
  id: string;
  group: CheckGroup;
  status: CheckStatus;
  /** One line of French advice. */
  message: string;
  focus?: Focus;
  /** The other article a check is about (same title, same keyword). */
  article?: { id: number; slug: string; title: string };
}

export interface Analysis {
  checks: Check[];
  seo: { passed: number; total: number };
  readability: { passed: number; total: number; level: ReadabilityLevel; readingEase: number };
  stats: { words: number; sentences: number; syllables: number; paragraphs: number };
}

export type ReadabilityLevel = 'bonne' | 'moyenne' | 'faible';

/** One sentence of the body, with the block it is in. */
interface Sentence {
  text: string;
  block: number;
  index: number;
  words: string[];
}

/** A body block that holds prose (not a heading, not code). */
function isProse(block: Block): boolean {
  return block.level === 0 && block.tag !== 'pre' && block.text.length > 0;
}

function bodySentences(blocks: Block[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const block of blocks) {
    if (!isProse(block)) continue;
    sentencesOf(block.text).forEach((text, index) => sentences.push({ text, block: block.index, index, words: wordsOf(text) }));
  }
  return sentences;
}

// ——— Thresholds (each with where it comes from) ———

/** Keyword density, in % of the words: the range the issue (#51) fixes, as common SEO guides give it. */
export const DENSITY_MIN = 0.5;
export const DENSITY_MAX = 3;
/** Meta description length: Google shows up to about 158 characters on a desktop result; under 120 wastes the room (issue #51). */
export const META_DESCRIPTION_MIN = 120;
export const META_DESCRIPTION_MAX = 158;
/** Slug length: a project choice; the address line of a result shows about 75 characters before cutting. */
export const SLUG_MAX = 75;
/** A long sentence: over 25 words (issue #51; 20 is the usual English figure, French sentences run longer). */
export const LONG_SENTENCE_WORDS = 25;
/** Share of long sentences: up to 25 % fine, up to 30 % to watch (the shares readability plugins use). */
export const LONG_SENTENCES_GREEN = 25;
export const LONG_SENTENCES_ORANGE = 30;
/** A long paragraph: over 150 words (issue #51); over 200 is red. */
export const LONG_PARAGRAPH_WORDS = 150;
export const VERY_LONG_PARAGRAPH_WORDS = 200;
/** Passive sentences: up to 10 % fine, up to 15 % to watch (common plain-language guidance). */
export const PASSIVE_GREEN = 10;
export const PASSIVE_ORANGE = 15;
/** Sentences with a transition word: 30 % or more fine, 20 % or more to watch. */
export const TRANSITIONS_GREEN = 30;
export const TRANSITIONS_ORANGE = 20;
/** Sentences in a row that start with the same word: three is a run (issue #51). */
export const SAME_START_RUN = 3;
/**
 * Kandel & Moles reading ease (1958, Flesch's formula for French): 207 − 1.015 × words per sentence
 * − 73.6 × syllables per word. Bands of Flesch's scale: 60 and over « standard » or easier (green),
 * 50–60 « fairly difficult » (orange), under 50 « difficult » (red).
 */
export const READING_EASE_GREEN = 60;
export const READING_EASE_ORANGE = 50;
/** Readability checks are only scored from this many words: a few lines say nothing of a text. */
export const READABILITY_MIN_WORDS = 50;

export function kandelMoles(words: number, sentences: number, syllables: number): number {
  if (!words || !sentences) return 0;
  return 207 - 1.015 * (words / sentences) - 73.6 * (syllables / words);
}

function check(id: string, group: CheckGroup, status: CheckStatus, message: string, extra: Partial<Check> = {}): Check {
  return { id, group, status, message, ...extra };
}

function percent(part: number, whole: number): number {
  return whole ? (part / whole) * 100 : 0;
}

function formatPercent(value: number): string {
  return `${value.toFixed(1).replace('.', ',')} %`;
}

// ——— Référencement ———

/** Whether every keyword stem is among a text's stems. */
function holdsKeyword(text: string, keyword: string[]): boolean {
  if (!keyword.length) return false;
  const stems = new Set(stemsOf(text));
  return keyword.every((stem) => stems.has(stem));
}

/** How many times the keyword's stems follow each other in a text (stop words left out, as the search reads it). */
function keywordOccurrences(text: string, keyword: string[]): number {
  const stems = stemsOf(text);
  let count = 0;
  for (let i = 0; i + keyword.length <= stems.length; i++) {
    if (keyword.every((stem, k) => stems[i + k] === stem)) count++;
  }
  return count;
}

function sameStems(a: string[], b: string[]): boolean {
  const sa = [...new Set(a)].sort();
  const sb = [...new Set(b)].sort();
  return sa.length > 0 && sa.length === sb.length && sa.every((s, i) => s === sb[i]);
}

function isInternalLink(href: string): boolean {
  return /^\/(?!\/)/.test(href) && !/^\/blog\/(api|uploads|admin)\//.test(href);
}

function keywordChecks(input: ArticleInput, blocks: Block[], keyword: string[], words: number): Check[] {
  const checks: Check[] = [];
  const seo = (id: string, status: CheckStatus, message: string, extra?: Partial<Check>) =>
    checks.push(check(id, 'seo', status, message, extra));
  if (!keyword.length) {
    seo('keyword', 'red', 'Indiquez un mot-clé principal : les contrôles de référencement en dépendent.');
    return checks;
  }
  seo(
    'keyword-title',
    holdsKeyword(input.title, keyword) ? 'green' : 'red',
    holdsKeyword(input.title, keyword) ? 'Le mot-clé figure dans le titre.' : 'Le mot-clé ne figure pas dans le titre.',
  );
  const slug = (input.slug ?? '').replace(/-/g, ' ');
  if (input.slug)
    seo(
      'keyword-slug',
      holdsKeyword(slug, keyword) ? 'green' : 'orange',
      holdsKeyword(slug, keyword) ? 'Le mot-clé figure dans l’adresse.' : 'Le mot-clé ne figure pas dans l’adresse (slug).',
    );
  const first = blocks.find(isProse);
  const inFirst = first ? holdsKeyword(first.text, keyword) : false;
  seo(
    'keyword-intro',
    inFirst ? 'green' : 'orange',
    inFirst ? 'Le mot-clé figure dans le premier paragraphe.' : 'Placez le mot-clé dans le premier paragraphe.',
    first ? { focus: { block: first.index } } : {},
  );
  const inDescription = holdsKeyword(input.metaDescription ?? '', keyword);
  seo(
    'keyword-meta-description',
    inDescription ? 'green' : 'orange',
    inDescription ? 'Le mot-clé figure dans la méta-description.' : 'Le mot-clé ne figure pas dans la méta-description.',
  );
  const headings = blocks.filter((b) => b.level >= 2);
  const inHeading = headings.some((b) => holdsKeyword(b.text, keyword));
  seo(
    'keyword-subheading',
    inHeading ? 'green' : 'orange',
    inHeading
      ? 'Le mot-clé figure dans un intertitre.'
      : headings.length
        ? 'Aucun intertitre ne contient le mot-clé.'
        : 'Ajoutez des intertitres, dont un avec le mot-clé.',
    headings[0] ? { focus: { block: headings[0].index } } : {},
  );
  const body = blocks
    .filter(isProse)
    .map((b) => b.text)
    .join('\n');
  const density = percent(keywordOccurrences(body, keyword), words);
  const densityStatus: CheckStatus =
    density >= DENSITY_MIN && density <= DENSITY_MAX ? 'green' : density > DENSITY_MAX * 1.5 || density === 0 ? 'red' : 'orange';
  seo(
    'keyword-density',
    densityStatus,
    density < DENSITY_MIN
      ? `Densité du mot-clé ${formatPercent(density)} : visez entre 0,5 et 3 %.`
      : density > DENSITY_MAX
        ? `Densité du mot-clé ${formatPercent(density)} : trop répété, visez au plus 3 %.`
        : `Densité du mot-clé ${formatPercent(density)} : bien.`,
  );
  const other = (input.others ?? []).find((o) => o.keyword && sameStems(stemsOf(o.keyword), keyword));
  seo(
    'keyword-unique',
    other ? 'red' : 'green',
    other ? `L’article « ${other.title} » vise déjà ce mot-clé.` : 'Aucun autre article ne vise ce mot-clé.',
    other ? { article: { id: other.id, slug: other.slug, title: other.title } } : {},
  );
  return checks;
}

function formChecks(input: ArticleInput, blocks: Block[]): Check[] {
  const checks: Check[] = [];
  const seo = (id: string, status: CheckStatus, message: string, extra?: Partial<Check>) =>
    checks.push(check(id, 'seo', status, message, extra));
  const shownTitle = (input.metaTitle ?? '').trim() || input.title.trim();
  const width = Math.round(titleWidthPx(shownTitle));
  seo(
    'meta-title-width',
    !shownTitle ? 'red' : width > RESULT_TITLE_MAX_PX ? 'orange' : 'green',
    !shownTitle
      ? 'Donnez un titre à l’article.'
      : width > RESULT_TITLE_MAX_PX
        ? `Titre de résultat trop large (${width} px sur ${RESULT_TITLE_MAX_PX}) : Google le coupera.`
        : `Le titre tient dans un résultat de recherche (${width} px sur ${RESULT_TITLE_MAX_PX}).`,
  );
  const description = (input.metaDescription ?? '').trim();
  const length = [...description].length;
  seo(
    'meta-description-length',
    !length ? 'red' : length < META_DESCRIPTION_MIN || length > META_DESCRIPTION_MAX ? 'orange' : 'green',
    !length
      ? 'Rédigez une méta-description (120 à 158 caractères).'
      : length < META_DESCRIPTION_MIN
        ? `Méta-description courte (${length} caractères) : visez 120 à 158.`
        : length > META_DESCRIPTION_MAX
          ? `Méta-description longue (${length} caractères) : Google la coupera après 158.`
          : `Méta-description de bonne longueur (${length} caractères).`,
  );
  if (input.slug)
    seo(
      'slug-length',
      input.slug.length <= SLUG_MAX ? 'green' : 'orange',
      input.slug.length <= SLUG_MAX
        ? 'L’adresse est courte.'
        : `Adresse longue (${input.slug.length} caractères) : raccourcissez-la sous ${SLUG_MAX}.`,
    );
  const missingAlt = blocks.find((b) => b.images.some((img) => !img.alt));
  const images = blocks.reduce((n, b) => n + b.images.length, 0);
  if (images)
    seo(
      'image-alt',
      missingAlt ? 'red' : 'green',
      missingAlt ? 'Une image n’a pas de texte alternatif.' : 'Chaque image a un texte alternatif.',
      missingAlt ? { focus: { block: missingAlt.index } } : {},
    );
  const internal = blocks.some((b) => b.links.some(isInternalLink));
  seo(
    'internal-link',
    internal ? 'green' : 'orange',
    internal ? 'L’article renvoie vers un autre article du blog.' : 'Ajoutez au moins un lien vers un autre article du blog.',
  );
  let previous = 1;
  let skipped: Block | undefined;
  let skippedFrom = 1;
  for (const block of blocks) {
    if (!block.level) continue;
    if (block.level > previous + 1 && !skipped) {
      skipped = block;
      skippedFrom = previous;
    }
    previous = block.level;
  }
  seo(
    'heading-levels',
    skipped ? 'red' : 'green',
    skipped
      ? `L’intertitre « ${skipped.text.slice(0, 40)} » saute un niveau (H${skipped.level} après H${skippedFrom}).`
      : 'Les niveaux d’intertitres se suivent.',
    skipped ? { focus: { block: skipped.index } } : {},
  );
  const sameTitle = (input.others ?? []).find((o) => fold(o.title).trim() === fold(input.title).trim());
  seo(
    'title-unique',
    sameTitle ? 'red' : 'green',
    sameTitle ? 'Un autre article porte déjà ce titre.' : 'Aucun autre article ne porte ce titre.',
    sameTitle ? { article: { id: sameTitle.id, slug: sameTitle.slug, title: sameTitle.title } } : {},
  );
  return checks;
}

// ——— Lisibilité ———

function readabilityChecks(blocks: Block[], sentences: Sentence[], words: number, syllables: number, minWords: number) {
  const checks: Check[] = [];
  const read = (id: string, status: CheckStatus, message: string, extra?: Partial<Check>) =>
    checks.push(check(id, 'readability', status, message, extra));
  const ease = kandelMoles(words, sentences.length, syllables);
  read(
    'word-count',
    words >= minWords ? 'green' : words >= minWords / 2 ? 'orange' : 'red',
    words >= minWords
      ? `${words} mots : le minimum (${minWords}) est atteint.`
      : `${words} mots sur les ${minWords} demandés au minimum.`,
  );
  if (words < READABILITY_MIN_WORDS) return { checks, ease };
  const rounded = Math.round(ease);
  read(
    'reading-ease',
    ease >= READING_EASE_GREEN ? 'green' : ease >= READING_EASE_ORANGE ? 'orange' : 'red',
    ease >= READING_EASE_GREEN
      ? `Facilité de lecture ${rounded} (Kandel et Moles) : texte facile à lire.`
      : ease >= READING_EASE_ORANGE
        ? `Facilité de lecture ${rounded} (Kandel et Moles) : assez difficile, raccourcissez phrases et mots.`
        : `Facilité de lecture ${rounded} (Kandel et Moles) : difficile, raccourcissez phrases et mots.`,
  );
  const long = sentences.filter((s) => s.words.length > LONG_SENTENCE_WORDS);
  const longShare = percent(long.length, sentences.length);
  read(
    'long-sentences',
    longShare <= LONG_SENTENCES_GREEN ? 'green' : longShare <= LONG_SENTENCES_ORANGE ? 'orange' : 'red',
    long.length
      ? `${formatPercent(longShare)} des phrases dépassent ${LONG_SENTENCE_WORDS} mots${longShare <= LONG_SENTENCES_GREEN ? '.' : ' : coupez-les.'}`
      : `Aucune phrase ne dépasse ${LONG_SENTENCE_WORDS} mots.`,
    long[0] ? { focus: { block: long[0].block, sentence: long[0].index } } : {},
  );
  const longParagraph = blocks
    .filter(isProse)
    .map((b) => ({ block: b, words: wordsOf(b.text).length }))
    .sort((a, b) => b.words - a.words)[0];
  const paragraphWords = longParagraph?.words ?? 0;
  read(
    'long-paragraphs',
    paragraphWords <= LONG_PARAGRAPH_WORDS ? 'green' : paragraphWords <= VERY_LONG_PARAGRAPH_WORDS ? 'orange' : 'red',
    paragraphWords <= LONG_PARAGRAPH_WORDS
      ? `Aucun paragraphe ne dépasse ${LONG_PARAGRAPH_WORDS} mots.`
      : `Un paragraphe compte ${paragraphWords} mots : découpez-le sous ${LONG_PARAGRAPH_WORDS}.`,
    paragraphWords > LONG_PARAGRAPH_WORDS && longParagraph ? { focus: { block: longParagraph.block.index } } : {},
  );
  const passive = sentences.filter((s) => isPassive(s.text));
  const passiveShare = percent(passive.length, sentences.length);
  read(
    'passive',
    passiveShare <= PASSIVE_GREEN ? 'green' : passiveShare <= PASSIVE_ORANGE ? 'orange' : 'red',
    passiveShare <= PASSIVE_GREEN
      ? `${formatPercent(passiveShare)} de phrases au passif : bien.`
      : `${formatPercent(passiveShare)} de phrases au passif : préférez la voix active.`,
    passive[0] && passiveShare > PASSIVE_GREEN ? { focus: { block: passive[0].block, sentence: passive[0].index } } : {},
  );
  const transitionShare = percent(sentences.filter((s) => hasTransition(s.text)).length, sentences.length);
  read(
    'transitions',
    transitionShare >= TRANSITIONS_GREEN ? 'green' : transitionShare >= TRANSITIONS_ORANGE ? 'orange' : 'red',
    transitionShare >= TRANSITIONS_GREEN
      ? `${formatPercent(transitionShare)} des phrases ont un mot de liaison : bien.`
      : `${formatPercent(transitionShare)} des phrases ont un mot de liaison (ainsi, ensuite, par exemple…) : visez 30 %.`,
  );
  let run: Sentence | undefined;
  for (let i = 0; i + SAME_START_RUN <= sentences.length && !run; i++) {
    const start = firstWordOf(sentences[i]!.text);
    if (start && sentences.slice(i + 1, i + SAME_START_RUN).every((s) => firstWordOf(s.text) === start)) run = sentences[i];
  }
  read(
    'same-start',
    run ? 'red' : 'green',
    run
      ? `${SAME_START_RUN} phrases de suite commencent par « ${wordsOf(run.text)[0]} » : variez les débuts.`
      : 'Les débuts de phrases sont variés.',
    run ? { focus: { block: run.block, sentence: run.index } } : {},
  );
  return { checks, ease };
}

/** Green counts 2, orange 1, red 0: « bonne » from 80 % of the points, « moyenne » from 50 %. */
function levelOf(checks: Check[]): ReadabilityLevel {
  const points = checks.reduce((sum, c) => sum + (c.status === 'green' ? 2 : c.status === 'orange' ? 1 : 0), 0);
  const share = checks.length ? points / (2 * checks.length) : 0;
  return share >= 0.8 ? 'bonne' : share >= 0.5 ? 'moyenne' : 'faible';
}

/** Every check of an article, in the order the panel shows them. */
export function analyzeArticle(input: ArticleInput): Analysis {
  const blocks = parseBlocks(input.content ?? '');
  const sentences = bodySentences(blocks);
  const words = sentences.reduce((n, s) => n + s.words.length, 0);
  const syllables = sentences.reduce((n, s) => n + s.words.reduce((m, w) => m + syllablesOf(w), 0), 0);
  const keyword = stemsOf(input.keyword ?? '');
  const seoChecks = [...keywordChecks(input, blocks, keyword, words), ...formChecks(input, blocks)];
  const { checks: readChecks, ease } = readabilityChecks(blocks, sentences, words, syllables, input.minWords ?? 0);
  const checks = [...seoChecks, ...readChecks];
  return {
    checks,
    seo: { passed: seoChecks.filter((c) => c.status === 'green').length, total: seoChecks.length },
    readability: {
      passed: readChecks.filter((c) => c.status === 'green').length,
      total: readChecks.length,
      level: levelOf(readChecks),
      readingEase: Math.round(ease * 10) / 10,
    },
    stats: { words, sentences: sentences.length, syllables, paragraphs: blocks.filter(isProse).length },
  };
}

/** An article's stored fields (snake case, as the API and the database name them). */
export interface StoredArticleFields {
  title: string;
  slug?: string | null;
  content: string;
  short_description?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  focus_keyword?: string | null;
}

/**
 * The analysis input of an article as stored: the one mapping the editor and the server use, so that
 * both score the same content alike. A blank meta description is the short description, as a save
 * stores it (spec §5).
 */
export function inputFromArticle(
  article: StoredArticleFields,
  extra: { minWords?: number; others?: OtherArticle[] } = {},
): ArticleInput {
  return {
    title: article.title,
    slug: article.slug ?? null,
    metaTitle: article.meta_title ?? null,
    metaDescription: article.meta_description?.trim() || article.short_description || null,
    content: article.content,
    keyword: article.focus_keyword ?? null,
    minWords: extra.minWords ?? 0,
    others: extra.others ?? [],
  };
}
