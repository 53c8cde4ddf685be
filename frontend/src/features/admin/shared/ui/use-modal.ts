import { trapFocus } from '@zag-js/focus-trap';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a modal dialog owes keyboard and screen-reader users, for a dialog rendered into its own child
 * of <body> (`layer`): everything else in <body> becomes `inert` and `aria-hidden` while it is open, so
 * neither Tab nor a screen reader's virtual cursor reaches the page behind; Tab and Shift+Tab cycle
 * inside `panel` (zag's focus trap, the one Chakra's own dialogs use); Escape calls `onClose`; focus
 * moves in on open (first field, else the panel) and back to where it was on close; the page behind
 * does not scroll.
 */
export function useModal(
  layer: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus: 'first-field' | 'panel' = 'first-field',
): void {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const own = layer.current;
    const box = panel.current;
    if (!own || !box) return;
    const previous = document.activeElement as HTMLElement | null;

    const hidden: HTMLElement[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (
        sibling === own ||
        !(sibling instanceof HTMLElement) ||
        sibling.hasAttribute('inert') ||
        ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(sibling.tagName)
      )
        continue;
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }

    // The first field, or else the dialog itself: focusing a footer button would scroll a long preview to its end.
    const first =
      initialFocus === 'first-field' ? box.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]') : null;
    (first ?? box).focus();
    // Tab and Shift+Tab cycle inside the panel; Escape, outside clicks and the return of focus stay ours.
    const releaseFocus = trapFocus(box, {
      initialFocus: first ?? box,
      fallbackFocus: box,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      releaseFocus();
      for (const sibling of hidden) {
        sibling.removeAttribute('inert');
        sibling.removeAttribute('aria-hidden');
      }
      document.body.style.overflow = overflow;
      previous?.focus();
    };
    // Set up once per opening: the dialog is mounted only while open.
  }, []);
}
