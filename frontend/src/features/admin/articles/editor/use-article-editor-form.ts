import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../api/models';
import { frEditor } from '../../../../i18n/fr-editor';
import type { Submission } from '../../shared/admin-api';
import { wordCounter } from '../rich-text/word-count';
import { parisLocalToIso } from '../../shared/format';
import { useActiveCategories, useAllCategories } from '../../categories/use-category-reads';
import { draftKey, sameForm, useDraftAutosave, type ArticleForm } from './use-article-draft';
import { useEditorFormState } from './use-editor-form-state';
import { useEditorHistory } from './use-editor-history';
import { useEditorResume } from './use-editor-resume';
import { useEditorSubmit } from './use-editor-submit';
import { useLeaveGuard } from './use-leave-guard';
import { draftTarget, type AutosaveTarget } from './working-copy';

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
  /** A contributor is reminded of the writing assistant under this referencing score (%); 0: never. */
  qualityReminderBelow: number;
  /** Opened by « Reprendre » in the drafts list: the draft is taken up at once. */
  takeUpDraft: boolean;
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
 * Spec §2.11: the state of the article form shared by staff and contributors. It composes the form
 * (`useEditorFormState`), earlier work and its autosave (`useEditorResume`: local draft, server working
 * copy, resume on another device), the buttons (`useEditorSubmit`: validation, save or submission, draft,
 * scheduling) and the history (`useEditorHistory`: restore a version), with the guard against leaving
 * with unsaved changes.
 */
export function useArticleEditorForm(context: EditorContext, base: ArticleForm) {
  const { user, articleId, contributor } = context;
  const navigate = useNavigate();
  const target: AutosaveTarget = articleId ?? draftTarget(context.draftKey ?? '1');
  const key = draftKey(user.id, target);
  // The server refuses a contributor's autosave of an article that is not theirs to edit (rejected).
  const autosaveAllowed = !contributor || articleId === null || context.rejected;

  const formState = useEditorFormState(key, base);
  const { form } = formState;
  const [busy, setBusy] = useState(false);
  /** The form as « Enregistrer le brouillon » last kept it: leaving with just that loses nothing. */
  const [keptDraft, setKeptDraft] = useState<ArticleForm | null>(null);
  const dirty = !sameForm(form, base) && !(keptDraft && sameForm(form, keptDraft));
  useDraftAutosave(key, form, dirty);
  const { allowLeave } = useLeaveGuard(dirty && !busy, frEditor.leaveConfirm);

  const resume = useEditorResume({
    target,
    draftKey: key,
    base,
    autosaveAllowed,
    busy,
    formState,
    takeUp: context.takeUpDraft,
  });

  const isAdmin = user.role === 'admin';
  const allCategories = useAllCategories(isAdmin);
  const activeCategories = useActiveCategories(!isAdmin);
  const categories = (isAdmin ? allCategories : activeCategories).data?.categories ?? [];
  const counter = useMemo(() => wordCounter(form.content, context.minWords), [form.content, context.minWords]);
  const listPath = contributor ? '/admin/submissions' : '/admin/articles';

  /** Leaves the editor for the list, over the Back button's guard entry if there is one. */
  const leave = () => {
    const { replace } = allowLeave();
    void navigate(listPath, { replace });
  };

  const actions = useEditorSubmit({
    articleId,
    newDraftKey: context.draftKey,
    contributor,
    minWords: context.minWords,
    target,
    draftKey: key,
    base,
    formState,
    resume,
    dirty,
    setBusy,
    setKeptDraft,
    leave,
  });
  const history = useEditorHistory({ articleId, canRestore: !contributor || context.rejected, formState, resume });

  // An article in another state (pending, rejected, scheduled) keeps it as the first choice.
  const statusOptions: readonly ArticleForm['status'][] = STATUS_OPTIONS.includes(base.status as (typeof STATUS_OPTIONS)[number])
    ? STATUS_OPTIONS
    : [base.status, ...STATUS_OPTIONS];

  const scheduledAt = base.status === 'approved' ? parisLocalToIso(base.publish_at) : null;
  const { error } = formState;

  return {
    ...labels(contributor, articleId === null),
    form,
    base,
    set: formState.set,
    setTitle: formState.setTitle,
    setSlug: formState.setSlug,
    setStatus: formState.setStatus,
    counter,
    categories,
    draft: {
      /** Contributors keep a draft without submitting: a new article, or their rejected one. */
      available: contributor && autosaveAllowed,
      save: actions.saveDraft,
      saving: actions.savingDraft,
    },
    statusOptions,
    busy,
    error: error?.text ?? null,
    dateError: error?.field === 'publish_at' ? error.text : null,
    showDraftNotice: resume.showDraftNotice,
    takingUp: resume.takingUp,
    discardDraft: resume.discardDraft,
    serverNotice: resume.offered ? { ...resume.offered, isNew: articleId === null } : null,
    resumeServerCopy: resume.resumeServerCopy,
    ignoreServerCopy: resume.ignoreServerCopy,
    autosaveStatus: resume.autosave.status,
    history,
    schedule: {
      /** A scheduled article (staff): its publication time, and the way to cancel it. */
      scheduledAt: !contributor && articleId !== null ? scheduledAt : null,
      cancel: actions.cancelSchedule,
      cancelling: actions.cancellingSchedule,
    },
    editorKey: formState.editorKey,
    editorHandle: formState.editor,
    submit: actions.submit,
    cancel: actions.cancel,
  };
}

export type ArticleEditorState = ReturnType<typeof useArticleEditorForm>;
