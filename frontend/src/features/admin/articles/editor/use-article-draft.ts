import { useEffect } from 'react';
import type { ArticleStatus } from '../../shared/admin-api';

/** The editor's form state, as typed (the payload is built from it on save). */
export interface ArticleForm {
  title: string;
  slug: string;
  /** Once the slug is typed by hand it stops following the title (spec §5). */
  slugEdited: boolean;
  short_description: string;
  content: string;
  featured_image: string;
  /** '' for no category. */
  category_id: string;
  status: ArticleStatus;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** « Mot-clé principal »: what the writing assistant's SEO checks look for. */
  focus_keyword: string;
  /** Staff publishing: now, or at `publish_at` (scheduled). */
  publish_mode: 'now' | 'later';
  /** A `datetime-local` value in Paris time (« 2026-11-24T09:00 »), '' when none. */
  publish_at: string;
  /**
   * Staff only: « Ne pas envoyer aux abonnés », the article's first publication sends no newsletter.
   * Kept in the local draft with the rest of the form (an older draft without it takes the loaded
   * article's value, `loadStoredDraft`), but not in the server's working copy (`workingCopyBody`),
   * which holds the article's content only, like the status and the schedule.
   */
  newsletter_skip: boolean;
}

/** A draft as stored: the form and when it was written. */
export interface StoredDraft {
  form: ArticleForm;
  savedAt: string | null;
}

const PREFIX = 'article-draft';

/** Per user and article, or per new article (`new-<draft key>`): like the server's working copies. */
export const draftKey = (userId: number, target: number | string) => `${PREFIX}:${userId}:${target}`;

export function sameForm(a: ArticleForm, b: ArticleForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The draft kept in localStorage for this user and article, if any, with when it was written. Fields a
 * draft of an older editor lacks are taken from `base` (the loaded article).
 */
export function loadStoredDraft(key: string, base: ArticleForm): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { form?: ArticleForm; savedAt?: unknown };
    if (!parsed.form || typeof parsed.form.title !== 'string' || typeof parsed.form.content !== 'string') return null;
    return { form: { ...base, ...parsed.form }, savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : null };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, quota): the draft simply is not kept.
  }
}

/**
 * Local autosave: while the form differs from what was loaded, it is written to localStorage (debounced),
 * so a reload or a closed tab does not lose the work; once equal again, the draft is dropped.
 */
export function useDraftAutosave(key: string | null, form: ArticleForm | null, dirty: boolean): void {
  useEffect(() => {
    if (!key || !form) return;
    if (!dirty) {
      clearDraft(key);
      return;
    }
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ form, savedAt: new Date().toISOString() }));
      } catch {
        // Quota exceeded: keep editing; the leave confirmation still protects the work.
      }
    }, 400);
    return () => window.clearTimeout(timer);
  }, [key, form, dirty]);
}
