import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errors';
import type { SessionUser } from '../../../api/models';
import { toast } from '../../../components/toast/toast-store';
import { frEditor } from '../../../i18n/fr-editor';
import type { Submission } from '../admin-api';
import { hasTitleAndContent, payloadFromForm, scheduleError, withTitle } from '../components/editor/article-form';
import type { EditorHandle } from '../editor/create-editor';
import { minimumWordsError, wordCounter } from '../editor/word-count';
import { parisLocalToIso } from '../format';
import { useActiveCategories, useAllCategories } from './use-admin-reads';
import { useArticleActions } from './use-article-actions';
import { clearDraft, draftKey, loadStoredDraft, sameForm, useDraftAutosave, type ArticleForm } from './use-article-draft';
import { useLeaveGuard } from './use-leave-guard';
import { useRevisionActions, useWorkingCopy } from './use-revisions';
import { useServerAutosave } from './use-server-autosave';
import {
  chooseResume,
  draftTarget,
  formWithCopy,
  workingCopyBody,
  type AutosaveTarget,
  type LocalDraft,
  type WorkingCopy,
} from './working-copy';
import { stripHtml } from '../../../lib/text';

export interface EditorContext {
  user: SessionUser;
  articleId: number | null;
  /** A new article's draft key (from the editor's address); null when editing an article. */
  draftKey: string | null;
  contributor: boolean;
  rejected: boolean;
  rejectionReason: string | null;
  /** A contributor's submission of this article, whose history and notes show beside the banner. */
  submission: Pick<Submission, 'id' | 'status'> | null;
  minWords: number;
  reward: string;
}

const STATUS_OPTIONS = ['draft', 'published'] as const;

/** Which earlier work the editor offers to take up; `pending` until the server's working copy is known. */
type Resume = 'pending' | 'local' | 'server' | null;

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
 * Spec §2.11: the state of the article form shared by staff and contributors: the form, its local draft
 * and its server working copy (autosave, resume on another device, restore from the history),
 * validation (title and content, a contributor's minimum word count, a schedule's date), the save or
 * submission, scheduling, and the guard against leaving with unsaved changes.
 */
export function useArticleEditorForm(context: EditorContext, base: ArticleForm) {
  const { user, articleId, contributor } = context;
  const navigate = useNavigate();
  const actions = useArticleActions();
  const revisionActions = useRevisionActions();
  const target: AutosaveTarget = articleId ?? draftTarget(context.draftKey ?? '1');
  const key = draftKey(user.id, target);
  // The server refuses a contributor's autosave of an article that is not theirs to edit (rejected).
  const autosaveAllowed = !contributor || articleId === null || context.rejected;

  // A draft left by a reload or a closed tab wins over the loaded article, until discarded.
  const [localDraft] = useState<LocalDraft | null>(() => {
    const draft = loadStoredDraft(key, base);
    return draft && !sameForm(draft.form, base) ? draft : null;
  });
  const [form, setForm] = useState<ArticleForm>(localDraft?.form ?? base);
  const [resume, setResume] = useState<Resume>(autosaveAllowed ? 'pending' : localDraft ? 'local' : null);
  const [offered, setOffered] = useState<WorkingCopy | null>(null);
  const [ignoring, setIgnoring] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [cancellingSchedule, setCancellingSchedule] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  /** The form as « Enregistrer le brouillon » last kept it: leaving with just that loses nothing. */
  const [keptDraft, setKeptDraft] = useState<ArticleForm | null>(null);
  /** A draft taken up or saved on purpose stays in the drafts list when the editor is left with « Annuler ». */
  const keepServerCopy = useRef(false);
  // A validation banner knows when the form no longer deserves it, and goes away then (not at the next submit).
  const [error, setError] = useState<{
    text: string;
    fixedBy: (form: ArticleForm) => boolean;
    field?: 'publish_at';
  } | null>(null);
  const editor = useRef<EditorHandle | null>(null);
  const dirty = !sameForm(form, base) && !(keptDraft && sameForm(form, keptDraft));
  useDraftAutosave(key, form, dirty);
  const { allowLeave } = useLeaveGuard(dirty && !busy, frEditor.leaveConfirm);

  // The server's working copy, read once when the editor opens: the newer of it and the local draft is offered.
  const server = useWorkingCopy(target, autosaveAllowed);
  useEffect(() => {
    if (resume !== 'pending') return;
    if (server.error) return setResume(localDraft ? 'local' : null);
    if (!server.data || server.isValidating) return;
    const copy = server.data.working_copy;
    const choice = chooseResume(localDraft, copy);
    if (choice === 'server') setOffered(copy);
    setResume(choice);
  }, [resume, server.data, server.error, server.isValidating, localDraft]);

  const autosave = useServerAutosave({
    target,
    enabled: autosaveAllowed,
    form,
    base,
    // Nothing is sent before the user chose what to do with an earlier copy: it would overwrite it.
    paused: busy || resume === 'pending' || resume === 'server',
  });

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

  const fail = (text: string, fixedBy: (form: ArticleForm) => boolean, field?: 'publish_at') => {
    setError({ text, fixedBy, field });
    toast.error(text);
  };

  /** Other content in the form (resumed, restored, discarded): Editor.js is mounted again with it. */
  const replaceForm = (next: ArticleForm) => {
    setForm(next);
    setEditorKey((k) => k + 1);
  };

  /** Leaves the editor for the list, over the Back button's guard entry if there is one. */
  const leave = () => {
    const { replace } = allowLeave();
    void navigate(listPath, { replace });
  };

  /** The server's copy is dropped (quietly: the user already chose to throw the work away). */
  const discardServerCopy = () => {
    void autosave
      .hold()
      .then(() => revisionActions.discardWorkingCopy(target))
      .catch(() => undefined)
      .finally(() => {
        autosave.reset();
        autosave.release();
      });
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
    } else {
      const noDate = scheduleError(current, base);
      if (noDate) return fail(noDate, (f) => scheduleError(f, base) === null, 'publish_at');
    }
    setBusy(true);
    setError(null);
    // An autosave under way lands before the save, which then drops the working copy for good.
    await autosave.hold();
    const payload = {
      ...payloadFromForm(current, !contributor, base),
      // The new article's draft goes once it is saved (the user's other drafts stay).
      ...(articleId === null && context.draftKey ? { draft_key: context.draftKey } : {}),
    };
    try {
      let success: string;
      if (!contributor) {
        const { article } = articleId === null ? await actions.create(payload) : await actions.update(articleId, payload);
        success =
          article.status === 'approved' ? frEditor.schedule.saved : articleId === null ? frEditor.created : frEditor.updated;
      } else if (articleId === null) {
        const { submission } = await actions.submit(payload);
        success = submission.status === 'published' ? frEditor.submittedPublished : frEditor.submitted;
      } else {
        // With auto-approve on, the server publishes the resubmitted article at once.
        const { article } = await actions.update(articleId, payload);
        success = article.status === 'published' ? frEditor.resubmittedPublished : frEditor.resubmitted;
      }
      autosave.stop();
      clearDraft(key);
      toast.success(success);
      leave();
    } catch (caught) {
      // Spec §8: the server's error field, else its message, else « Erreur ».
      fail(errorText(caught, frEditor.saveError), (f) => !sameForm(f, current));
      autosave.release();
      setBusy(false);
    }
  };

  const cancel = () => {
    if (dirty && !window.confirm(frEditor.leaveConfirm)) return;
    clearDraft(key);
    if (autosave.wroteCopy() && !keepServerCopy.current) discardServerCopy();
    autosave.stop();
    leave();
  };

  /**
   * « Enregistrer le brouillon »: the form goes to the user's working copy, to be found in their drafts
   * and taken up later; nothing is submitted, the article (if any) stays as it is.
   */
  const saveDraft = async () => {
    const content = editor.current ? await editor.current.save() : form.content;
    const current = { ...form, content };
    setForm(current);
    const empty = (f: ArticleForm) => !f.title.trim() && !stripHtml(f.content);
    if (empty(current)) return fail(frEditor.draft.empty, (f) => !empty(f));
    setSavingDraft(true);
    setError(null);
    await autosave.hold();
    try {
      const { saved_at } = await revisionActions.saveDraft(target, workingCopyBody(current));
      autosave.markSaved(current, saved_at);
      keepServerCopy.current = true;
      setKeptDraft(current);
      toast.success(frEditor.draft.saved);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.draft.saveError));
    } finally {
      autosave.release();
      setSavingDraft(false);
    }
  };

  /** The local draft's « Ignorer le brouillon »: back to the article, and the server's copy goes too. */
  const discardDraft = () => {
    clearDraft(key);
    replaceForm(base);
    setResume(null);
    if (server.data?.working_copy || autosave.wroteCopy()) discardServerCopy();
  };

  /** « Reprendre le brouillon enregistré automatiquement ». */
  const resumeServerCopy = () => {
    if (!offered) return;
    const next = formWithCopy(form, offered);
    autosave.markSaved(next, offered.saved_at);
    keepServerCopy.current = true;
    replaceForm(next);
    setResume(null);
  };

  /** « Ignorer »: the server's copy is deleted; a local draft in the form is then the one offered. */
  const ignoreServerCopy = async () => {
    setIgnoring(true);
    try {
      await revisionActions.discardWorkingCopy(target);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.resume.ignoreError));
    } finally {
      setIgnoring(false);
      setOffered(null);
      setResume(localDraft && !sameForm(form, base) ? 'local' : null);
    }
  };

  /** « Restaurer cette version »: the version comes back into the form, to be saved (or not). */
  const restore = async (revisionId: number) => {
    if (articleId === null) return;
    await autosave.hold();
    try {
      const { message, working_copy } = await revisionActions.restore(articleId, revisionId);
      const next = formWithCopy(form, working_copy);
      autosave.markSaved(next, working_copy.saved_at);
      replaceForm(next);
      setResume(null);
      setHistoryOpen(false);
      toast.success(message);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.history.restoreError));
    } finally {
      autosave.release();
    }
  };

  /** « Annuler la programmation »: the editor then shows the article's new status (draft, or pending). */
  const cancelSchedule = async () => {
    if (articleId === null) return;
    setCancellingSchedule(true);
    try {
      const { article } = await actions.cancelSchedule(articleId);
      setForm((f) => ({ ...f, status: article.status, publish_mode: 'now', publish_at: '' }));
      toast.success(frEditor.schedule.cancelled);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.schedule.cancelError));
    } finally {
      setCancellingSchedule(false);
    }
  };

  // An article in another state (pending, rejected, scheduled) keeps it as the first choice.
  const statusOptions: readonly ArticleForm['status'][] = STATUS_OPTIONS.includes(base.status as (typeof STATUS_OPTIONS)[number])
    ? STATUS_OPTIONS
    : [base.status, ...STATUS_OPTIONS];

  const scheduledAt = base.status === 'approved' ? parisLocalToIso(base.publish_at) : null;

  return {
    ...labels(contributor, articleId === null),
    form,
    base,
    set,
    setTitle: (title: string) => setForm((f) => withTitle(f, title)),
    /** A slug typed by hand stops following the title. */
    setSlug: (slug: string) => setForm((f) => ({ ...f, slug, slugEdited: true })),
    /** Leaving « Programmé » for « Publié » means publishing now, until « Programmer » is chosen again. */
    setStatus: (status: ArticleForm['status']) =>
      setForm((f) => ({
        ...f,
        status,
        publish_mode: status === 'published' && f.status === 'approved' ? 'now' : f.publish_mode,
      })),
    counter,
    categories,
    draft: {
      /** Contributors keep a draft without submitting: a new article, or their rejected one. */
      available: contributor && autosaveAllowed,
      save: () => void saveDraft(),
      saving: savingDraft,
    },
    statusOptions,
    busy,
    error: error?.text ?? null,
    dateError: error?.field === 'publish_at' ? error.text : null,
    showDraftNotice: resume === 'local',
    discardDraft,
    serverNotice: resume === 'server' && offered ? { copy: offered, ignoring, isNew: articleId === null } : null,
    resumeServerCopy,
    ignoreServerCopy: () => void ignoreServerCopy(),
    autosaveStatus: autosave.status,
    history: {
      /** Existing articles only: a new one has no versions yet. */
      available: articleId !== null,
      articleId,
      open: historyOpen,
      setOpen: setHistoryOpen,
      /** The server lets a contributor restore only while their article is rejected. */
      canRestore: !contributor || context.rejected,
      restore,
    },
    schedule: {
      /** A scheduled article (staff): its publication time, and the way to cancel it. */
      scheduledAt: !contributor && articleId !== null ? scheduledAt : null,
      cancel: () => void cancelSchedule(),
      cancelling: cancellingSchedule,
    },
    editorKey,
    editorHandle: editor,
    submit,
    cancel,
  };
}
