import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';

/**
 * A one-click action (a switch, « Résolue », « Tout marquer comme lu »): `busy` is the key of the one
 * running; its success and its failure are said in a toast, the server's French text first.
 */
export function useToastAction<Key>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const run = async (key: Key, action: () => Promise<unknown>, texts: { success?: string; error: string }) => {
    setBusy(key);
    try {
      await action();
      if (texts.success) toast.success(texts.success);
    } catch (caught) {
      toast.error(errorText(caught, texts.error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
