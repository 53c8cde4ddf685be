import { useEffect, useRef } from 'react';

/** Marks of the history entries the guard owns, kept beside React Router's own fields. */
const GUARD = 'leaveGuard';
const BASE = 'leaveGuardBase';

type EntryState = Record<string, unknown>;

function currentState(): EntryState {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? { ...(state as EntryState) } : {};
}

/** The entry state with one mark and without the other (React Router's `usr`, `key` and `idx` kept). */
function marked(mark: typeof GUARD | typeof BASE): EntryState {
  const { [GUARD]: _guard, [BASE]: _base, ...rest } = currentState();
  return { ...rest, [mark]: true };
}

const onGuardEntry = () => currentState()[GUARD] === true;

/**
 * The page is the first of the tab (opened from a bookmark or a new tab): Back is not available, and a
 * guard entry would make it available for nothing. The Navigation API knows; without it, a history of
 * one entry tells.
 */
function nothingBehind(): boolean {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  return typeof navigation?.canGoBack === 'boolean' ? !navigation.canGoBack : window.history.length <= 1;
}

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt on reload or tab close,
 * `window.confirm` on in-app links, and on the Back button. (The app uses a BrowserRouter, where React
 * Router's useBlocker is not available, so links are intercepted before React Router sees the click.)
 *
 * The Back button: once the form has changes, a guard entry with the same address is pushed above the
 * page's own. Back leaves it for the page's entry (nothing visible changes) and asks; cancelling pushes
 * the guard again, accepting goes back once more, for real. The guard entry stays while the page lives;
 * with nothing left to save, Back goes through it without asking. `allowLeave` says whether the browser
 * is on the guard entry, so that the navigation after a save replaces it instead of leaving it behind.
 */
export function useLeaveGuard(dirty: boolean, message: string): { allowLeave: () => { replace: boolean } } {
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
    const onPopState = () => {
      // Only a step back from the guard entry lands on an entry marked as its base.
      if (allowed.current || currentState()[BASE] !== true) return;
      if (active.current && !window.confirm(message)) {
        window.history.pushState(marked(GUARD), '');
        return;
      }
      if (active.current) allowed.current = true;
      window.history.back();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [message]);

  // The first change pushes the guard entry (once: it is still there when the page comes back to it).
  useEffect(() => {
    if (!dirty || allowed.current || onGuardEntry() || nothingBehind()) return;
    window.history.replaceState(marked(BASE), '');
    window.history.pushState(marked(GUARD), '');
  }, [dirty]);

  return {
    allowLeave: () => {
      allowed.current = true;
      return { replace: onGuardEntry() };
    },
  };
}
