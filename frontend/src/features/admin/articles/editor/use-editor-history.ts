import { useState } from 'react';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import type { EditorFormState } from './use-editor-form-state';
import type { EditorResume } from './use-editor-resume';
import { useRevisionActions } from '../use-drafts';
import { formWithCopy } from './working-copy';

interface Options {
  articleId: number | null;
  /** The server lets a contributor restore only while their article is rejected. */
  canRestore: boolean;
  formState: EditorFormState;
  resume: EditorResume;
}

/** The article's history panel: its versions, and « Restaurer cette version » into the form. */
export function useEditorHistory({ articleId, canRestore, formState, resume }: Options) {
  const revisionActions = useRevisionActions();
  const [open, setOpen] = useState(false);
  const { autosave } = resume;

  /** « Restaurer cette version »: the version comes back into the form, to be saved (or not). */
  const restore = async (revisionId: number) => {
    if (articleId === null) return;
    await autosave.hold();
    try {
      const { message, working_copy } = await revisionActions.restore(articleId, revisionId);
      const next = formWithCopy(formState.form, working_copy);
      autosave.markSaved(next, working_copy.saved_at);
      formState.replaceForm(next);
      resume.settle();
      setOpen(false);
      toast.success(message);
    } catch (caught) {
      toast.error(errorText(caught, frEditor.history.restoreError));
    } finally {
      autosave.release();
    }
  };

  return {
    /** Existing articles only: a new one has no versions yet. */
    available: articleId !== null,
    articleId,
    open,
    setOpen,
    canRestore,
    restore,
  };
}
