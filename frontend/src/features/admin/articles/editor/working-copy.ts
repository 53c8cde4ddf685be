import { ApiRequestError } from '../../../../api/errors';
import type { components } from '../../../../api/schema';
import { slugify } from '../../../../lib/slug';
import type { ArticleForm } from './use-article-draft';

/**
 * The server's working copy of an article (autosave, resume on another device, restore), and the pure
 * rules the editor follows with it. Kept apart from the hooks so they are unit-tested (working-copy.spec.ts).
 */
export type WorkingCopy = components['schemas']['WorkingCopyDto'];
export type WorkingCopyBody = Required<components['schemas']['SaveWorkingCopyDto']>;
/** `new-<draft key>` for a new article being written (each its own key), else the article's id. */
export type AutosaveTarget = number | `new-${string}`;
export type Draft = components['schemas']['DraftDto'];

/** What the API accepts as a draft key (DRAFT_KEY_PATTERN on the server). */
const DRAFT_KEY = /^[A-Za-z0-9_-]{1,24}$/;

export const isDraftKey = (value: string | null | undefined): value is string => Boolean(value && DRAFT_KEY.test(value));

/** A new article's key: it tells its draft from the user's other new ones, and travels in the editor's address. */
export function newDraftKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

export const draftTarget = (key: string): AutosaveTarget => `new-${key}`;

/** Where a draft is taken up: the new-article editor with its key, or the article's editor. */
export function draftEditorPath(draft: Pick<Draft, 'article_id' | 'draft_key'>, contributor: boolean): string {
  if (draft.article_id !== null)
    return contributor ? `/contributor/edit/${draft.article_id}` : `/admin/articles/edit/${draft.article_id}`;
  const query = `?draft=${encodeURIComponent(draft.draft_key ?? '')}`;
  return contributor ? `/contributor/submit${query}` : `/admin/articles/new${query}`;
}

/** The navigation state of « Reprendre »: the editor takes the draft up without asking again. */
export const draftEditorState = { takeUpDraft: true } as const;

const orNull = (value: string) => value.trim() || null;

/**
 * The fields autosaved: the article as typed, never its status (autosave never changes the article),
 * nor its schedule or « Ne pas envoyer aux abonnés » (`newsletter_skip`): the working copy has no such
 * columns; those stay in the form (and its local draft) and go with the save.
 */
export function workingCopyBody(form: ArticleForm): WorkingCopyBody {
  return {
    title: form.title,
    slug: form.slug,
    content: form.content,
    short_description: orNull(form.short_description),
    featured_image: orNull(form.featured_image),
    category_id: form.category_id === '' ? null : Number(form.category_id),
    meta_title: orNull(form.meta_title),
    meta_description: orNull(form.meta_description),
    meta_keywords: orNull(form.meta_keywords),
    focus_keyword: orNull(form.focus_keyword),
  };
}

/** True when the two forms would autosave the same thing. */
export function sameWorkingCopy(a: ArticleForm, b: ArticleForm): boolean {
  return JSON.stringify(workingCopyBody(a)) === JSON.stringify(workingCopyBody(b));
}

/**
 * The form with a working copy's fields in it (resumed or restored); the status, schedule and
 * `newsletter_skip` stay as they are.
 */
export function formWithCopy(form: ArticleForm, copy: WorkingCopy): ArticleForm {
  const slug = copy.slug || slugify(copy.title);
  return {
    ...form,
    title: copy.title,
    slug,
    slugEdited: slug !== slugify(copy.title),
    content: copy.content,
    short_description: copy.short_description ?? '',
    featured_image: copy.featured_image ?? '',
    category_id: copy.category_id === null ? '' : String(copy.category_id),
    meta_title: copy.meta_title ?? '',
    meta_description: copy.meta_description ?? '',
    meta_keywords: copy.meta_keywords ?? '',
    focus_keyword: copy.focus_keyword ?? '',
  };
}

/** A draft kept in this browser (localStorage), already known to differ from the loaded article. */
export interface LocalDraft {
  form: ArticleForm;
  /** When it was written; null for a draft of an older version of the editor. */
  savedAt: string | null;
}

const time = (value: string | null) => (value === null ? NaN : new Date(value).getTime());

/**
 * Which unsaved work the editor offers to take up, so the user never sees two notices at once: the
 * local draft (already in the form) or the server's working copy (another device, another browser).
 * The server's copy counts only when it differs from the article; when both exist, the newer wins, and
 * a server copy holding what the local draft already holds adds nothing.
 */
export function chooseResume(local: LocalDraft | null, server: WorkingCopy | null): 'local' | 'server' | null {
  const serverCounts = Boolean(server?.differs);
  if (!local) return serverCounts ? 'server' : null;
  if (!server || !serverCounts) return 'local';
  if (sameWorkingCopy(local.form, formWithCopy(local.form, server))) return 'local';
  const localTime = time(local.savedAt);
  const serverTime = time(server.saved_at);
  if (Number.isNaN(serverTime)) return 'local';
  if (Number.isNaN(localTime)) return 'server';
  return serverTime > localTime ? 'server' : 'local';
}

let clock: Intl.DateTimeFormat | null = null;

/** « 14:32 »: an instant's time in Paris, like every date of the site. Empty for an invalid date. */
export function parisTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  clock ??= new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });
  return clock.format(date);
}

/**
 * A request that never got an answer (offline, server unreachable): fetch itself rejects, where an
 * answer, even an error, becomes an ApiRequestError (`unwrap`).
 */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiRequestError);
}
