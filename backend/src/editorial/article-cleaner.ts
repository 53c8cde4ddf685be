import { badRequest } from '../common/http/api-error';
import { slugify } from '../common/text/slug';
import { countWords } from '../common/text/words';
import type { SaveArticleDto } from './dto/save-article.dto';
import { cleanPlainText, isAllowedImageSource, sanitizeArticleHtml } from './html-sanitizer';
import { articleErrors } from '../i18n/errors';

/** Slugs are cut to this length, leaving room for a `-N` suffix within the column. */
export const SLUG_MAX_LENGTH = 200;

/** An article's fields as a payload sets them, cleaned and checked. */
export interface ArticleFields {
  title: string;
  content: string;
  /** The hand-written slug, or '' to derive it from the title. */
  slugWanted: string;
  short_description: string | null;
  featured_image: string | null;
  /** `undefined`: the payload leaves the category as it is. */
  category_id: number | null | undefined;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

/**
 * The one cleaning of an article payload, for the staff editor and for contributors alike: plain text
 * trimmed and cut to its column, HTML through the article allow-list, image addresses checked. Content
 * that is empty once cleaned (only a script, say) is no content. Nothing is read or written here.
 */
export function cleanArticlePayload(dto: SaveArticleDto): ArticleFields {
  const title = cleanPlainText(dto.title, 255);
  const content = typeof dto.content === 'string' ? sanitizeArticleHtml(dto.content) : '';
  if (!title || !content) throw badRequest(articleErrors.titleAndContentRequired);

  const featured = cleanPlainText(dto.featured_image, 500);
  if (featured && !isAllowedImageSource(featured)) throw badRequest(articleErrors.imageUrlInvalid);

  const shortDescription = cleanPlainText(dto.short_description, 1000);
  return {
    title,
    content,
    slugWanted: dto.slug ?? '',
    short_description: shortDescription,
    featured_image: featured,
    category_id: dto.category_id,
    meta_title: cleanPlainText(dto.meta_title, 255),
    // Spec §5: a blank meta description falls back to the short description.
    meta_description: cleanPlainText(dto.meta_description, 1000) ?? shortDescription,
    meta_keywords: cleanPlainText(dto.meta_keywords, 500),
  };
}

/** A contributor's article must reach the configured word minimum (setting `min_words_count`). */
export function checkWordMinimum(content: string, minimum: number): void {
  const words = countWords(content);
  if (words < minimum) throw badRequest(articleErrors.tooFewWords(minimum, words));
}

/**
 * Spec §5 slug base: the hand-written slug, else the title. `current` is the article's own slug: a
 * re-save that asks for the same base keeps it (and its links) instead of numbering it.
 */
export function slugBase(fields: Pick<ArticleFields, 'slugWanted' | 'title'>): string {
  return slugify(fields.slugWanted) || slugify(fields.title) || fields.title;
}
