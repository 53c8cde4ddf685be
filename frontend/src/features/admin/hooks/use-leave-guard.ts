import { useEffect, useRef } from 'react';

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt on reload or tab close,
 * and `window.confirm` on in-app links. (The app uses a BrowserRouter, where React Router's
 * useBlocker is not available, so links are intercepted before React Router sees the click.)
 */
export function useLeaveGuard(dirty: boolean, message: string): { allowLeave: () => void } {
  const allowed = useRef(false);
  const active = useRef(dirty);
  active.current = dirty;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!active.current || allowed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!active.current || allowed.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (window.confirm(message)) {
        allowed.current = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [message]);

  return {
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
