import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../../components/toast/toast-store';

interface ImageUploadOptions {
  /** The French reason a file is refused before anything is sent, or null. */
  check: (file: File) => string | null;
  /** Sends the file and says so (its own toast); a rejection shows `failure`. */
  upload: (file: File) => Promise<void>;
  failure: (caught: unknown) => string;
}

/**
 * A hidden image file input and its upload: `open()` shows the file picker, the chosen file is checked,
 * sent, and the input emptied so that the same file can be chosen again. Spread `inputProps` on a
 * `chakra.input`, with its own test id and label.
 */
export function useImageUpload({ check, upload, failure }: ImageUploadOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = check(file);
    if (refused) return void toast.error(refused);
    setBusy(true);
    try {
      await upload(file);
    } catch (caught) {
      toast.error(failure(caught));
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    open: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      accept: 'image/*',
      display: 'none',
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
    } as const,
  };
}
