import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errors';
import type { SessionUser } from '../../../api/models';
import { toast } from '../../../components/toast/toast-store';
import { frEditor } from '../../../i18n/fr-editor';
import type { Submission } from '../admin-api';
import { hasTitleAndContent, payloadFromForm, withTitle } from '../components/editor/article-form';
import type { EditorHandle } from '../editor/create-editor';
import { minimumWordsError, wordCounter } from '../editor/word-count';
import { useActiveCategories, useAllCategories } from './use-admin-reads';
import { useArticleActions } from './use-article-actions';
import { clearDraft, draftKey, loadDraft, sameForm, useDraftAutosave, type ArticleForm } from './use-article-draft';
import { useLeaveGuard } from './use-leave-guard';

export interface EditorContext {
  user: SessionUser;
  articleId: number | null;
  contributor: boolean;
  rejected: boolean;
  rejectionReason: string | null;
  /** A contributor's submission of this article, whose history and notes show beside the banner. */
  submission: Pick<Submission, 'id' | 'status'> | null;
  minWords: number;
  reward: string;
}

const STATUS_OPTIONS = ['draft', 'published'] as const;

/** The page title and the submit button's label, by who writes and whether the article is new. */
function labels(contributor: boolean, isNew: boolean) {
  if (contributor) {
    return isNew
      ? { heading: frEditor.headings.contributorNew, submitLabel: frEditor.submit.contributorNew }
      : { heading: frEditor.headings.contributorEdit, submitLabel: frEditor.submit.contributorEdit };
  }
  return isNew
    ? { heading: frEditor.headings.staffNew, submitLabel: frEditor.submit.staffNew }
    : { heading: frEditor.headings.staffEdit, submitLabel: frEditor.submit.staffEdit };
}

/**
 * Spec §2.11: the state of the article form shared by staff and contributors: the form and the local
 * draft it is autosaved to, validation (title and content, a contributor's minimum word count), the
 * save or submission, and the guard against leaving with unsaved changes.
 */
export function useArticleEditorForm(context: EditorContext, base: ArticleForm) {
  const { user, articleId, contributor } = context;
  const navigate = useNavigate();
  const actions = useArticleActions();
  const key = draftKey(user.id, articleId);
  // A draft left by a reload or a closed tab wins over the loaded article, until discarded.
  const [restored] = useState(() => {
    const draft = loadDraft(key);
    return draft && !sameForm(draft, base) ? draft : null;
  });
  const [form, setForm] = useState<ArticleForm>(restored ?? base);
  const [showDraftNotice, setShowDraftNotice] = useState(Boolean(restored));
  const [editorKey, setEditorKey] = useState(0);
  const [busy, setBusy] = useState(false);
  // A validation banner knows when the form no longer deserves it, and goes away then (not at the next submit).
  const [error, setError] = useState<{ text: string; fixedBy: (form: ArticleForm) => boolean } | null>(null);
  const editor = useRef<EditorHandle | null>(null);
  const dirty = !sameForm(form, base);
  useDraftAutosave(key, form, dirty);
  const { allowLeave } = useLeaveGuard(dirty && !busy, frEditor.leaveConfirm);

  const isAdmin = user.role === 'admin';
  const allCategories = useAllCategories(isAdmin);
  const activeCategories = useActiveCategories(!isAdmin);
  const categories = (isAdmin ? allCategories : activeCategories).data?.categories ?? [];
  const counter = useMemo(() => wordCounter(form.content, context.minWords), [form.content, context.minWords]);
  const set = <K extends keyof ArticleForm>(name: K, value: ArticleForm[K]) => setForm((f) => ({ ...f, [name]: value }));
  const listPath = contributor ? '/admin/submissions' : '/admin/articles';

  useEffect(() => {
    if (error?.fixedBy(form)) setError(null);
  }, [form, error]);

  const fail = (text: string, fixedBy: (form: ArticleForm) => boolean) => {
    setError({ text, fixedBy });
    toast.error(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Editor.js reports changes after a short delay: read its content now so the last keystrokes count.
    const content = editor.current ? await editor.current.save() : form.content;
    const current = { ...form, content };
    setForm(current);
    if (!hasTitleAndContent(current)) return fail(frEditor.titleAndContentRequired, hasTitleAndContent);
    if (contributor) {
      const tooShort = minimumWordsError(wordCounter(content, context.minWords));
      if (tooShort) return fail(tooShort, (f) => wordCounter(f.content, context.minWords).reached);
    }
    setBusy(true);
    setError(null);
    const payload = payloadFromForm(current, !contributor);
    try {
      let success: string;
      if (!contributor) {
        if (articleId === null) await actions.create(payload);
        else await actions.update(articleId, payload);
        success = articleId === null ? frEditor.created : frEditor.updated;
      } else if (articleId === null) {
        const { submission } = await actions.submit(payload);
        success = submission.status === 'published' ? frEditor.submittedPublished : frEditor.submitted;
      } else {
        // With auto-approve on, the server publishes the resubmitted article at once.
        const { article } = await actions.update(articleId, payload);
        success = article.status === 'published' ? frEditor.resubmittedPublished : frEditor.resubmitted;
      }
      clearDraft(key);
      allowLeave();
      toast.success(success);
      void navigate(listPath);
    } catch (caught) {
      // Spec §8: the server's error field, else its message, else « Erreur ».
      fail(errorText(caught, frEditor.saveError), (f) => !sameForm(f, current));
      setBusy(false);
    }
  };

  const cancel = () => {
    if (dirty && !window.confirm(frEditor.leaveConfirm)) return;
    clearDraft(key);
    allowLeave();
    void navigate(listPath);
  };

  const discardDraft = () => {
    clearDraft(key);
    setForm(base);
    setShowDraftNotice(false);
    setEditorKey((k) => k + 1);
  };

  // An article in another state (pending, rejected) keeps it as the first choice.
  const statusOptions: readonly ArticleForm['status'][] = STATUS_OPTIONS.includes(base.status as (typeof STATUS_OPTIONS)[number])
    ? STATUS_OPTIONS
    : [base.status, ...STATUS_OPTIONS];

  return {
    ...labels(contributor, articleId === null),
    form,
    set,
    setTitle: (title: string) => setForm((f) => withTitle(f, title)),
    /** A slug typed by hand stops following the title. */
    setSlug: (slug: string) => setForm((f) => ({ ...f, slug, slugEdited: true })),
    counter,
    categories,
    statusOptions,
    busy,
    error: error?.text ?? null,
    showDraftNotice,
    discardDraft,
    editorKey,
    editorHandle: editor,
    submit,
    cancel,
  };
}
