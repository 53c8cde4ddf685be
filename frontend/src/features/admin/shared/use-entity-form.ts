import { useState, type FormEvent } from 'react';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';

export interface EntityFormOptions<Draft> {
  /** The form's starting values (read once: the modal is mounted per opening). */
  initial: () => Draft;
  /** A French message when the draft cannot be sent, else null. */
  validate: (draft: Draft) => string | null;
  /** Sends the draft; a thrown error is shown in the banner. */
  save: (draft: Draft) => Promise<unknown>;
  /** The toast shown once saved. */
  success: string;
  /** The banner's text when the server's answer carries none (spec §8); « Erreur » by default. */
  fallbackError?: string;
  /** Called once saved: the modal goes. */
  onClose: () => void;
}

export interface EntityForm<Draft> {
  draft: Draft;
  /** Changes one field. */
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  /** Changes several fields at once (a name that also writes the slug). */
  update: (change: (draft: Draft) => Draft) => void;
  busy: boolean;
  /** The banner's text, or null. */
  error: string | null;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The state of a back-office modal form (category, user, tag): the draft, the busy state and the error
 * banner. Submit checks the draft, sends it, says so in a toast and closes; a failure stays in the banner.
 */
export function useEntityForm<Draft>(options: EntityFormOptions<Draft>): EntityForm<Draft> {
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Any change may fix what the banner complains about: it goes, and the next submit says again if not.
  const update = (change: (draft: Draft) => Draft) => {
    setError(null);
    setDraft(change);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = options.validate(draft);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await options.save(draft);
      toast.success(options.success);
      options.onClose();
    } catch (caught) {
      // Spec §8: the server's message, else the form's fallback.
      setError(errorText(caught, options.fallbackError ?? frAdmin.common.error));
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    set: (key, value) => update((d) => ({ ...d, [key]: value })),
    update,
    busy,
    error,
    submit,
  };
}
