import { badRequest } from '../common/http/api-error';
import { slugify } from '../common/text/slug';
import { countWords } from '../common/text/words';
import { articleErrors } from '../i18n/errors';
import type { ArticleContentInputDto } from './dto/article-content.dto';
import type { ArticleContentFields } from './entities/article-content';
import { ARTICLE_TEXT_LIMITS } from './article-text-limits';
import { cleanPlainText, isAllowedImageSource, sanitizeArticleHtml } from './html-sanitizer';

export { ARTICLE_TEXT_LIMITS, SLUG_MAX_LENGTH } from './article-text-limits';

/** An article's fields as a save sets them, cleaned and checked. */
export interface ArticleFields extends Omit<ArticleContentFields, 'category_id'> {
  /** The hand-written slug, or '' to derive it from the title. */
  slugWanted: string;
  /** `undefined`: the payload leaves the category as it is. */
  category_id: number | null | undefined;
}

/** A working copy's fields: whatever the editor holds, cleaned, even incomplete. */
export interface DraftFields extends ArticleContentFields {
  slug: string;
}

/** What a lenient cleaning kept, and the fields whose value it could not keep (a save would refuse them). */
export interface LenientCleaning {
  fields: DraftFields;
  dropped: (keyof DraftFields)[];
}

/**
 * The one cleaning of an article's fields: plain text without control characters, trimmed and cut to
 * its column; HTML through the article allow-list (`sanitizeArticleHtml`, which also refuses HTML over
 * its size limits); image addresses checked. Nothing is read or written here.
 *
 * - `strict`, for a save (staff editor and contributors alike): a title and a content are required
 *   (content that is empty once cleaned, only a script say, is no content), an image address that is
 *   not allowed is refused, a blank meta description falls back to the short description (spec §5).
 * - `lenient`, for an autosave or « Enregistrer le brouillon »: keeps what it can of an incomplete form,
 *   and names in `dropped` each field whose value it could not keep.
 */
export function cleanArticleContent(dto: ArticleContentInputDto, mode: 'strict'): ArticleFields;
export function cleanArticleContent(dto: ArticleContentInputDto, mode: 'lenient'): LenientCleaning;
export function cleanArticleContent(dto: ArticleContentInputDto, mode: 'strict' | 'lenient'): ArticleFields | LenientCleaning {
  const title = cleanPlainText(dto.title, ARTICLE_TEXT_LIMITS.title);
  const content = typeof dto.content === 'string' ? sanitizeArticleHtml(dto.content) : '';
  const featured = cleanPlainText(dto.featured_image, ARTICLE_TEXT_LIMITS.featured_image);
  const imageAllowed = !featured || isAllowedImageSource(featured);
  const shortDescription = cleanPlainText(dto.short_description, ARTICLE_TEXT_LIMITS.short_description);
  const metaTitle = cleanPlainText(dto.meta_title, ARTICLE_TEXT_LIMITS.meta_title);
  const metaDescription = cleanPlainText(dto.meta_description, ARTICLE_TEXT_LIMITS.meta_description);
  const metaKeywords = cleanPlainText(dto.meta_keywords, ARTICLE_TEXT_LIMITS.meta_keywords);
  const focusKeyword = cleanPlainText(dto.focus_keyword, ARTICLE_TEXT_LIMITS.focus_keyword);

  if (mode === 'lenient') {
    const dropped: LenientCleaning['dropped'] = imageAllowed ? [] : ['featured_image'];
    const fields: DraftFields = {
      title: title ?? '',
      slug: cleanPlainText(dto.slug, ARTICLE_TEXT_LIMITS.slug) ?? '',
      content,
      short_description: shortDescription,
      featured_image: imageAllowed ? featured : null,
      category_id: dto.category_id ?? null,
      meta_title: metaTitle,
      meta_description: metaDescription,
      meta_keywords: metaKeywords,
      focus_keyword: focusKeyword,
    };
    return { fields, dropped };
  }

  if (!title || !content) throw badRequest(articleErrors.titleAndContentRequired);
  if (!imageAllowed) throw badRequest(articleErrors.imageUrlInvalid);
  return {
    title,
    content,
    slugWanted: dto.slug ?? '',
    short_description: shortDescription,
    featured_image: featured,
    category_id: dto.category_id,
    meta_title: metaTitle,
    // Spec §5: a blank meta description falls back to the short description.
    meta_description: metaDescription ?? shortDescription,
    meta_keywords: metaKeywords,
    focus_keyword: focusKeyword,
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
