import type { SessionUser } from '../api/models';

export const SESSION_STORAGE_KEY = 'auth-storage';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
}

export interface SessionSnapshot extends SessionState {
  /** False until the stored session has been read (after hydration): guards wait for it. */
  ready: boolean;
}

const LOGGED_OUT: SessionState = { user: null, token: null, isAuthenticated: false };
const SERVER_SNAPSHOT: SessionSnapshot = { ...LOGGED_OUT, ready: false };

let snapshot: SessionSnapshot = SERVER_SNAPSHOT;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function hasStorage(): boolean {
  try {
    return typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';
  } catch {
    return false;
  }
}

/** Accepts the plain shape and the `{ state: … }` shape older clients wrote under the same key. */
export function parseStoredSession(raw: string | null): SessionState {
  if (!raw) return LOGGED_OUT;
  try {
    const parsed: unknown = JSON.parse(raw);
    const candidate = (
      parsed && typeof parsed === 'object' && 'state' in parsed ? (parsed as { state: unknown }).state : parsed
    ) as Partial<SessionState> | null;
    if (!candidate || typeof candidate.token !== 'string' || !candidate.user || typeof candidate.user !== 'object')
      return LOGGED_OUT;
    return { user: candidate.user, token: candidate.token, isAuthenticated: true };
  } catch {
    return LOGGED_OUT;
  }
}

/** Reads localStorage once, lazily: never during a render, so the server and the first client render agree. */
function load(): void {
  if (snapshot.ready || !hasStorage()) return;
  snapshot = { ...parseStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY)), ready: true };
}

function persist(state: SessionState): void {
  snapshot = { ...state, ready: true };
  if (hasStorage()) {
    if (state.isAuthenticated) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY) return;
  snapshot = { ...parseStoredSession(event.newValue), ready: true };
  emit();
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    if (!snapshot.ready) {
      load();
      // Subscriptions run after the first commit: tell the subscriber the stored session is now known.
      queueMicrotask(listener);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot(): SessionSnapshot {
    return snapshot;
  },
  getServerSnapshot(): SessionSnapshot {
    return SERVER_SNAPSHOT;
  },
  /** The token for outgoing requests (called from effects and event handlers, never from a render). */
  getToken(): string | null {
    load();
    return snapshot.token;
  },
  login(user: SessionUser, token: string): void {
    persist({ user, token, isAuthenticated: true });
  },
  logout(): void {
    persist(LOGGED_OUT);
  },
  /** Merges new fields into the stored user (spec §4). */
  updateUser(fields: Partial<SessionUser>): void {
    load();
    if (!snapshot.user) return;
    persist({ user: { ...snapshot.user, ...fields }, token: snapshot.token, isAuthenticated: snapshot.isAuthenticated });
  },
};
