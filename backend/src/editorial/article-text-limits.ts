/** Slugs are cut to this length, leaving room for a `-N` suffix within the column. */
export const SLUG_MAX_LENGTH = 200;

/** What each plain-text field of an article keeps, in characters (the DTOs refuse longer values). */
export const ARTICLE_TEXT_LIMITS = {
  title: 255,
  slug: SLUG_MAX_LENGTH,
  short_description: 1000,
  featured_image: 500,
  meta_title: 255,
  meta_description: 1000,
  meta_keywords: 500,
  focus_keyword: 100,
} as const;
