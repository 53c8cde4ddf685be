import { useState, type FormEvent } from 'react';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import { stripHtml } from '../../../../lib/text';
import { hasTitleAndContent, payloadFromForm, scheduleError } from './article-form';
import { minimumWordsError, wordCounter } from '../rich-text/word-count';
import { useArticleActions } from '../use-article-actions';
import { clearDraft, sameForm, type ArticleForm } from './use-article-draft';
import type { EditorFormState } from './use-editor-form-state';
import type { EditorResume } from './use-editor-resume';
import { useRevisionActions } from '../use-drafts';
import { workingCopyBody, type AutosaveTarget } from './working-copy';

interface Options {
  articleId: number | null;
  /** A new article's draft key (from the editor's address); null when editing an article. */
  newDraftKey: string | null;
  contributor: boolean;
  minWords: number;
  target: AutosaveTarget;
  /** The local draft's storage key. */
  draftKey: string;
  base: ArticleForm;
  formState: EditorFormState;
  resume: EditorResume;
  /** Whether the form holds changes that leaving would lose. */
  dirty: boolean;
  setBusy: (busy: boolean) => void;
  /** The form as « Enregistrer le brouillon » kept it. */
  setKeptDraft: (form: ArticleForm) => void;
  /** Leaves the editor for the list. */
  leave: () => void;
}

/**
 * What the editor's buttons do with the article: validate and save or submit it, keep it as a draft,
 * leave it with « Annuler », and cancel its scheduled publication.
 */
export function useEditorSubmit(options: Options) {
  const { articleId, contributor, minWords, target, draftKey, base, formState, resume, dirty, setBusy, leave } = options;
  const { readForm, fail, clearError } = formState;
  const { autosave, keepServerCopy } = resume;
  const actions = useArticleActions();
  const revisionActions = useRevisionActions();
  const [savingDraft, setSavingDraft] = useState(false);
  const [cancellingSchedule, setCancellingSchedule] = useState(false);

  /** The form's own checks (title and content, a contributor's minimum word count, a schedule's date): what fails. */
  const problem = (current: ArticleForm): Parameters<typeof fail> | null => {
    if (!hasTitleAndContent(current)) return [frEditor.titleAndContentRequired, hasTitleAndContent];
    if (contributor) {
      const tooShort = minimumWordsError(wordCounter(current.content, minWords));
      return tooShort ? [tooShort, (f) => wordCounter(f.content, minWords).reached] : null;
    }
    const noDate = scheduleError(current, base);
    return noDate ? [noDate, (f) => scheduleError(f, base) === null, 'publish_at'] : null;
  };

  /** Saves (staff) or submits (contributor) the form; the success text says what became of the article. */
  const send = async (current: ArticleForm): Promise<string> => {
    const payload = {
      ...payloadFromForm(current, !contributor, base),
      // The new article's draft goes once it is saved (the user's other drafts stay).
      ...(articleId === null && options.newDraftKey ? { draft_key: options.newDraftKey } : {}),
    };
    if (!contributor) {
      const { article } = articleId === null ? await actions.create(payload) : await actions.update(articleId, payload);
      return article.status === 'approved' ? frEditor.schedule.saved : articleId === null ? frEditor.created : frEditor.updated;
    }
    if (articleId === null) {
      const { submission } = await actions.submit(payload);
      return submission.status === 'published' ? frEditor.submittedPublished : frEditor.submitted;
    }
    // With auto-approve on, the server publishes the resubmitted article at once.
    const { article } = await actions.update(articleId, payload);
    return article.status === 'published' ? frEditor.resubmittedPublished : frEditor.resubmitted;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = await readForm();
    const failed = problem(current);
    if (failed) return fail(...failed);
    setBusy(true);
    clearError();
    // An autosave under way lands before the save, which then drops the working copy for good.
    await autosave.hold();
    try {
      const success = await send(current);
      autosave.stop();
      clearDraft(draftKey);
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
    clearDraft(draftKey);
    if (autosave.wroteCopy() && !keepServerCopy.current) resume.discardServerCopy();
    autosave.stop();
    leave();
  };

  /**
   * « Enregistrer le brouillon »: the form goes to the user's working copy, to be found in their drafts
   * and taken up later; nothing is submitted, the article (if any) stays as it is.
   */
  const saveDraft = async () => {
    const current = await readForm();
    const empty = (f: ArticleForm) => !f.title.trim() && !stripHtml(f.content);
    if (empty(current)) return fail(frEditor.draft.empty, (f) => !empty(f));
    setSavingDraft(true);
    clearError();
    await autosave.hold();
    try {
      const { saved_at } = await revisionActions.saveDraft(target, workingCopyBody(current));
      autosave.markSaved(current, saved_at);
      keepServerCopy.current = true;
      options.setKeptDraft(current);
      toast.success(frEditor.draft.saved);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.draft.saveError));
    } finally {
      autosave.release();
      setSavingDraft(false);
    }
  };

  /** « Annuler la programmation »: the editor then shows the article's new status (draft, or pending). */
  const cancelSchedule = async () => {
    if (articleId === null) return;
    setCancellingSchedule(true);
    try {
      const { article } = await actions.cancelSchedule(articleId);
      formState.setForm((f) => ({ ...f, status: article.status, publish_mode: 'now', publish_at: '' }));
      toast.success(frEditor.schedule.cancelled);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.schedule.cancelError));
    } finally {
      setCancellingSchedule(false);
    }
  };

  return {
    submit,
    cancel,
    saveDraft: () => void saveDraft(),
    savingDraft,
    cancelSchedule: () => void cancelSchedule(),
    cancellingSchedule,
  };
}
