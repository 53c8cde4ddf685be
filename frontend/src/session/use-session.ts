import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from './session-store';

/** The signed-in user and token; logged out (and `ready: false`) on the server and during hydration. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
}
