import type { SystemStyleObject } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CheckIcon, ShareIcon } from '../../../components/icons';
import { toast } from '../../../components/toast/toast-store';
import { fr } from '../../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

export const COPIED_DURATION_MS = 2000;

/** Clipboard API first; the textarea fallback covers browsers that refuse it outside user gestures. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the legacy path
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** The button's look, idle or « Copié ! » (the border and the text take the primary colour). */
function buttonStyle(copied: boolean): SystemStyleObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    py: '2',
    rounded: 'lg',
    fontSize: 'sm',
    fontWeight: 'semibold',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: copied ? 'primary.solid' : 'border.emphasized',
    color: copied ? 'primary.fg' : 'fg',
    _hover: { borderColor: 'primary.solid' },
  };
}

const styles = defineStyles({ idle: buttonStyle(false), copied: buttonStyle(true) });

/** Spec §2.4: copies the page link and shows « Copié ! » for 2 seconds, with the spec's toasts. */
export function ShareButton() {
  const s = useStaticStyles(styles);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onClick = async () => {
    try {
      await copyText(window.location.href);
      setCopied(true);
      toast.success(fr.article.linkCopied);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_DURATION_MS);
    } catch {
      toast.error(fr.article.copyError);
    }
  };

  return (
    <button type="button" onClick={() => void onClick()} aria-live="polite" className={copied ? s.copied : s.idle}>
      {copied ? <CheckIcon size={16} /> : <ShareIcon size={16} />}
      {copied ? fr.article.copied : fr.article.share}
    </button>
  );
}
