import { slugify } from '../../../../lib/slug';
import { stripHtml } from '../../../../lib/text';
import type { ArticleEdit, SaveArticlePayload } from '../../admin-api';
import type { ArticleForm } from '../../hooks/use-article-draft';

/** Spec §4: staff write drafts by default. */
export const emptyForm = (): ArticleForm => ({
  title: '',
  slug: '',
  slugEdited: false,
  short_description: '',
  content: '',
  featured_image: '',
  category_id: '',
  status: 'draft',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
});

export function formFromArticle(article: ArticleEdit): ArticleForm {
  return {
    title: article.title,
    slug: article.slug,
    // A slug that is not the title's was written by hand: it keeps following nothing.
    slugEdited: article.slug !== slugify(article.title),
    short_description: article.short_description ?? '',
    content: article.content,
    featured_image: article.featured_image ?? '',
    category_id: article.category_id === null ? '' : String(article.category_id),
    status: article.status,
    meta_title: article.meta_title ?? '',
    meta_description: article.meta_description ?? '',
    meta_keywords: article.meta_keywords ?? '',
  };
}

/** Spec §5: a new title regenerates the slug (until typed by hand) and fills a meta title that followed it. */
export function withTitle(form: ArticleForm, title: string): ArticleForm {
  const metaFollows = form.meta_title === '' || form.meta_title === form.title;
  return {
    ...form,
    title,
    slug: form.slugEdited ? form.slug : slugify(title),
    meta_title: metaFollows ? title : form.meta_title,
  };
}

/** Spec §5: title and content are required (content with text in it). */
export function hasTitleAndContent(form: ArticleForm): boolean {
  return form.title.trim() !== '' && (stripHtml(form.content) !== '' || /<(img|iframe)\b/i.test(form.content));
}

/**
 * The edit payload of spec §3. category_id is an integer or null; a blank meta description falls back
 * to the short description; the status is only sent by staff. (reading_time is recomputed by the
 * server, and the OpenAPI document types it as an object, so it is left out.)
 */
export function payloadFromForm(form: ArticleForm, staff: boolean): SaveArticlePayload {
  const orNull = (value: string) => value.trim() || null;
  return {
    title: form.title.trim(),
    slug: form.slug.trim() || slugify(form.title),
    short_description: orNull(form.short_description),
    content: form.content,
    featured_image: orNull(form.featured_image),
    category_id: form.category_id === '' ? null : Number(form.category_id),
    ...(staff ? { status: form.status } : {}),
    meta_title: orNull(form.meta_title),
    meta_description: orNull(form.meta_description) ?? orNull(form.short_description),
    meta_keywords: orNull(form.meta_keywords),
  };
}
