import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../../components/toast/toast-store';
import { withTitle } from './article-form';
import type { EditorHandle } from '../rich-text/create-editor';
import { loadStoredDraft, sameForm, type ArticleForm } from './use-article-draft';
import type { LocalDraft } from './working-copy';

/** A validation banner, which knows when the form no longer deserves it. */
interface Banner {
  text: string;
  fixedBy: (form: ArticleForm) => boolean;
  field?: 'publish_at';
}

/**
 * The article form itself: its fields (starting from a local draft left by a reload or a closed tab,
 * else the loaded article), the Editor.js instance that holds its content, and the validation banner.
 */
export function useEditorFormState(key: string, base: ArticleForm) {
  // A draft left by a reload or a closed tab wins over the loaded article, until discarded.
  const [localDraft] = useState<LocalDraft | null>(() => {
    const draft = loadStoredDraft(key, base);
    return draft && !sameForm(draft.form, base) ? draft : null;
  });
  const [form, setForm] = useState<ArticleForm>(localDraft?.form ?? base);
  const [editorKey, setEditorKey] = useState(0);
  const editor = useRef<EditorHandle | null>(null);
  // A validation banner knows when the form no longer deserves it, and goes away then (not at the next submit).
  const [error, setError] = useState<Banner | null>(null);

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

  /** The form with the editor's content read now (Editor.js reports changes late): the last keystrokes count. */
  const readForm = async (): Promise<ArticleForm> => {
    const content = editor.current ? await editor.current.save() : form.content;
    const current = { ...form, content };
    setForm(current);
    return current;
  };

  return {
    localDraft,
    form,
    setForm,
    replaceForm,
    readForm,
    editorKey,
    editor,
    error,
    fail,
    clearError: () => setError(null),
    set: <K extends keyof ArticleForm>(name: K, value: ArticleForm[K]) => setForm((f) => ({ ...f, [name]: value })),
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
  };
}

export type EditorFormState = ReturnType<typeof useEditorFormState>;
