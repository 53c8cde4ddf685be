import { slugify } from '../../../../lib/slug';
import { stripHtml } from '../../../../lib/text';
import { frEditor } from '../../../../i18n/fr-editor';
import type { ArticleEdit, ArticleStatus, SaveArticlePayload } from '../../shared/admin-api';
import { isoToParisLocal, parisLocalToIso } from '../../shared/format';
import type { ArticleForm } from './use-article-draft';

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
  focus_keyword: '',
  publish_mode: 'now',
  publish_at: '',
  newsletter_skip: false,
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
    focus_keyword: article.focus_keyword ?? '',
    // A scheduled article (`approved`) opens with its date, in Paris time.
    publish_mode: article.status === 'approved' ? 'later' : 'now',
    publish_at: article.status === 'approved' && article.published_at ? isoToParisLocal(article.published_at) : '',
    newsletter_skip: article.newsletter_skip,
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
 * Staff asked for a publication at a date: « Programmer » chosen while publishing an article that is
 * not live yet, or a scheduled article (`approved`, « Programmé ») kept scheduled.
 */
export function wantsSchedule(form: ArticleForm, base: ArticleForm): boolean {
  if (form.status === 'approved') return true;
  return form.status === 'published' && base.status !== 'published' && form.publish_mode === 'later';
}

/** « Choisissez la date et l'heure de publication » when a schedule has no valid date, else null. */
export function scheduleError(form: ArticleForm, base: ArticleForm): string | null {
  if (!wantsSchedule(form, base) || parisLocalToIso(form.publish_at) !== null) return null;
  // A scheduled article saved as it was keeps its schedule, whatever the field shows.
  return base.status === 'approved' && form.status === 'approved' && form.publish_at === base.publish_at
    ? null
    : frEditor.schedule.dateRequired;
}

/**
 * The status part of a staff save. Scheduling sends `published` with `publish_at` (the server keeps it
 * `approved` until then); a scheduled article whose date did not change is sent back `approved`
 * unchanged, so saving it keeps it scheduled without rescheduling it; `published` alone publishes now.
 */
export function statusFields(form: ArticleForm, base: ArticleForm): { status: ArticleStatus; publish_at?: string } {
  if (!wantsSchedule(form, base)) return { status: form.status };
  if (base.status === 'approved' && form.publish_at === base.publish_at) return { status: 'approved' };
  const at = parisLocalToIso(form.publish_at);
  return at === null ? { status: form.status } : { status: 'published', publish_at: at };
}

/**
 * The edit payload of spec §3. category_id is an integer or null; a blank meta description falls back
 * to the short description; the status and « Ne pas envoyer aux abonnés » (`newsletter_skip`) are
 * only sent by staff. (reading_time is recomputed by the server, and the OpenAPI document types it as
 * an object, so it is left out.)
 */
export function payloadFromForm(form: ArticleForm, staff: boolean, base: ArticleForm = form): SaveArticlePayload {
  const orNull = (value: string) => value.trim() || null;
  return {
    title: form.title.trim(),
    slug: form.slug.trim() || slugify(form.title),
    short_description: orNull(form.short_description),
    content: form.content,
    featured_image: orNull(form.featured_image),
    category_id: form.category_id === '' ? null : Number(form.category_id),
    ...(staff ? statusFields(form, base) : {}),
    meta_title: orNull(form.meta_title),
    meta_description: orNull(form.meta_description) ?? orNull(form.short_description),
    meta_keywords: orNull(form.meta_keywords),
    focus_keyword: orNull(form.focus_keyword),
    ...(staff ? { newsletter_skip: form.newsletter_skip } : {}),
  };
}

/**
 * Whether saving changes the public address of a published article (its former one then redirects
 * to the new one): the slug the server will derive from the form differs from the one readers know.
 */
export function publicAddressChanges(form: ArticleForm, base: ArticleForm): boolean {
  if (base.status !== 'published' || !base.slug) return false;
  const wanted = slugify(form.slug.trim()) || slugify(form.title);
  return wanted !== '' && wanted !== base.slug;
}
