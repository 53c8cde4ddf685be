import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import { clearDraft, sameForm, type ArticleForm } from './use-article-draft';
import type { EditorFormState } from './use-editor-form-state';
import { useRevisionActions, useWorkingCopy } from '../use-drafts';
import { useServerAutosave } from './use-server-autosave';
import { chooseResume, formWithCopy, type AutosaveTarget, type WorkingCopy } from './working-copy';

/** Which earlier work the editor offers to take up; `pending` until the server's working copy is known. */
type Resume = 'pending' | 'local' | 'server' | null;

interface Options {
  target: AutosaveTarget;
  /** The local draft's storage key. */
  draftKey: string;
  base: ArticleForm;
  /** Whether the server takes this user's autosave of this article. */
  autosaveAllowed: boolean;
  /** The explicit save is under way: nothing else is sent meanwhile. */
  busy: boolean;
  formState: EditorFormState;
  /** The user chose this draft already (« Reprendre » in the drafts list): it is taken up without asking. */
  takeUp: boolean;
}

/**
 * Earlier work and its autosave: the local draft or the server's working copy offered when the editor
 * opens (the newer of the two), taking it up or ignoring it, and the server autosave of the form.
 */
export function useEditorResume({ target, draftKey, base, autosaveAllowed, busy, formState, takeUp }: Options) {
  const { localDraft, form, replaceForm } = formState;
  const revisionActions = useRevisionActions();
  const [resume, setResume] = useState<Resume>(autosaveAllowed ? 'pending' : localDraft ? 'local' : null);
  const [offered, setOffered] = useState<WorkingCopy | null>(null);
  const [ignoring, setIgnoring] = useState(false);
  /** A draft taken up or saved on purpose stays in the drafts list when the editor is left with « Annuler ». */
  const keepServerCopy = useRef(false);

  // The server's working copy, read once when the editor opens: the newer of it and the local draft is offered.
  const server = useWorkingCopy(target, autosaveAllowed);
  useEffect(() => {
    if (resume !== 'pending') return;
    if (server.error) return setResume(localDraft ? 'local' : null);
    if (!server.data || server.isValidating) return;
    const copy = server.data.working_copy;
    const choice = chooseResume(localDraft, copy);
    if (takeUp && choice !== null) {
      // The newer of the two is the draft the list showed: in the form at once, without a notice.
      keepServerCopy.current = true;
      if (choice === 'server' && copy) takeUpServerCopy(copy);
      return setResume(null);
    }
    if (choice === 'server') setOffered(copy);
    setResume(choice);
  }, [resume, server.data, server.error, server.isValidating, localDraft, takeUp]);

  const autosave = useServerAutosave({
    target,
    enabled: autosaveAllowed,
    form,
    base,
    // Nothing is sent before the user chose what to do with an earlier copy: it would overwrite it.
    paused: busy || resume === 'pending' || resume === 'server',
  });

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

  /** The local draft's « Ignorer le brouillon »: back to the article, and the server's copy goes too. */
  const discardDraft = () => {
    clearDraft(draftKey);
    replaceForm(base);
    setResume(null);
    if (server.data?.working_copy || autosave.wroteCopy()) discardServerCopy();
  };

  /** The server's copy in the form; the autosave knows it holds what the server has. */
  function takeUpServerCopy(copy: WorkingCopy) {
    const next = formWithCopy(form, copy);
    autosave.markSaved(next, copy.saved_at);
    keepServerCopy.current = true;
    replaceForm(next);
  }

  /** « Reprendre le brouillon enregistré automatiquement ». */
  const resumeServerCopy = () => {
    if (!offered) return;
    takeUpServerCopy(offered);
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

  return {
    autosave,
    /** Set when the user chose to keep the server's copy (taken up, or saved as a draft). */
    keepServerCopy,
    discardServerCopy,
    /** Other content came into the form (a restored version): no earlier work is offered any more. */
    settle: () => setResume(null),
    showDraftNotice: resume === 'local',
    /** Taking up a chosen draft waits for the server's copy: the form is not shown empty meanwhile. */
    takingUp: takeUp && resume === 'pending',
    discardDraft,
    /** The server's copy offered, once known to be newer than the local draft. */
    offered: resume === 'server' && offered ? { copy: offered, ignoring } : null,
    resumeServerCopy,
    ignoreServerCopy: () => void ignoreServerCopy(),
  };
}

export type EditorResume = ReturnType<typeof useEditorResume>;
