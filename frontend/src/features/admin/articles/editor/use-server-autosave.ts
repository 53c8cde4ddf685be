import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { withAuth } from '../../../../api/auth-middleware';
import { api } from '../../../../api/client';
import { ApiRequestError } from '../../../../api/errors';
import { apiKeys } from '../../../../api/keys';
import type { ApiErrorBody } from '../../../../api/models';
import { unwrap } from '../../shared/admin-api';
import type { ArticleForm } from './use-article-draft';
import { isNetworkError, sameWorkingCopy, workingCopyBody, type AutosaveTarget } from './working-copy';

/** The server's code for an article this user may not change (a contributor's, unless rejected). */
const AUTOSAVE_LOCKED = 'revision.autosaveLocked';

/** Typing stopped this long: the form is sent to the server's working copy. */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** No answer (offline, server unreachable): the local draft keeps the work on this device. */
  | { kind: 'offline' };

interface Options {
  target: AutosaveTarget;
  /** Whether this user may autosave this article at all (a contributor: their new or rejected article). */
  enabled: boolean;
  form: ArticleForm;
  /** What was loaded: nothing is sent while the form holds just that. */
  base: ArticleForm;
  /** No autosave for now: the explicit save runs, or a choice about an earlier copy is pending. */
  paused: boolean;
}

/** The same PUT as the client's, that the browser finishes even when the page is going away. */
function keepaliveSave(target: AutosaveTarget, json: string): Promise<string> {
  const headers = withAuth(new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }));
  return fetch(apiKeys.autosave(target), { method: 'PUT', keepalive: true, headers, body: json }).then(async (response) => {
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
      throw new ApiRequestError(response.status, body);
    }
    return ((await response.json()) as { saved_at: string }).saved_at;
  });
}

/** The form as of the last render, read by the page's events (which outlive renders). */
interface Latest {
  active: boolean;
  changed: boolean;
  json: string;
}

/** Whether the form holds work the server has not had yet. */
function unsent(now: Latest, lastSent: string | null): boolean {
  return now.active && now.changed && now.json !== lastSent;
}

/**
 * The sends to the working copy, and the status they leave on screen. A refusal
 * (`revision.autosaveLocked`) turns them off for good; no answer at all shows « Hors ligne ».
 */
function useAutosaveSender(target: AutosaveTarget) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const lastSent = useRef<string | null>(null);
  const lastSavedAt = useRef<string | null>(null);
  const forbidden = useRef(false);
  const stopped = useRef(false);
  /** Set at once by `hold` (before React renders `paused`): the explicit save or a restore is starting. */
  const held = useRef(false);
  /** Sends run one after the other: an older copy never lands after a newer one. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  const show = useCallback((next: AutosaveStatus) => {
    if (mounted.current) setStatus(next);
  }, []);

  const saved = useCallback(
    (sent: string, at: string) => {
      lastSent.current = sent;
      lastSavedAt.current = at;
      show({ kind: 'saved', at });
    },
    [show],
  );

  const failed = useCallback(
    (error: unknown) => {
      if (isNetworkError(error)) return show({ kind: 'offline' });
      if (error instanceof ApiRequestError && error.code === AUTOSAVE_LOCKED) forbidden.current = true;
      show(lastSavedAt.current ? { kind: 'saved', at: lastSavedAt.current } : { kind: 'idle' });
    },
    [show],
  );

  const send = useCallback(
    (body: string) => {
      queue.current = queue.current.then(async () => {
        if (held.current || stopped.current || forbidden.current || body === lastSent.current) return;
        if (!navigator.onLine) return show({ kind: 'offline' });
        show({ kind: 'saving' });
        try {
          const answer = unwrap(
            await api.PUT('/blog/api/autosaves/{target}', {
              params: { path: { target: String(target) } },
              body: JSON.parse(body) as ReturnType<typeof workingCopyBody>,
            }),
          );
          saved(body, answer.saved_at);
        } catch (error) {
          failed(error);
        }
      });
      return queue.current;
    },
    [target, show, saved, failed],
  );

  return { status, show, saved, failed, send, lastSent, lastSavedAt, forbidden, stopped, held, queue, mounted };
}

type AutosaveSender = ReturnType<typeof useAutosaveSender>;

/** A few seconds after the last change, the form is sent. */
function useSendAfterTyping(now: Latest, { send, lastSent }: AutosaveSender) {
  const { active, changed, json } = now;
  useEffect(() => {
    if (!unsent({ active, changed, json }, lastSent.current)) return;
    const timer = window.setTimeout(() => void send(json), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, changed, json, send, lastSent]);
}

/**
 * Leaving: the tab hidden, the page closed or reloaded, or the editor left for another screen. The form
 * goes with a keepalive request; back online, it is sent; gone offline with unsent work, « Hors ligne ».
 */
function useSendWhenLeaving(target: AutosaveTarget, sender: AutosaveSender, latest: RefObject<Latest>) {
  const { send, saved, failed, show, held, stopped, forbidden, lastSent, mounted } = sender;
  useEffect(() => {
    mounted.current = true;
    const flush = () => {
      const now = latest.current;
      if (held.current || stopped.current || forbidden.current || !unsent(now, lastSent.current)) return;
      const body = now.json;
      lastSent.current = body;
      keepaliveSave(target, body).then(
        (at) => saved(body, at),
        (error: unknown) => {
          lastSent.current = null;
          // A keepalive body is limited to 64 KB: a long article still goes, while the page lives.
          if (isNetworkError(error) && navigator.onLine && document.visibilityState === 'visible') void send(body);
          else failed(error);
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onOnline = () => {
      const now = latest.current;
      if (!stopped.current && unsent(now, lastSent.current)) void send(now.json);
    };
    const onOffline = () => {
      if (unsent(latest.current, lastSent.current)) show({ kind: 'offline' });
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      flush();
      mounted.current = false;
    };
    // The refs never change: only the target and the callbacks renew the listeners.
  }, [target, send, saved, failed, show, held, stopped, forbidden, lastSent, mounted, latest]);
}

/** What the editor's actions do with autosave, around its explicit save, restores and discards. */
function autosaveControls({ status, show, saved, held, queue, stopped, lastSent, lastSavedAt }: AutosaveSender) {
  return {
    status,
    /**
     * Holds autosave and waits for a send under way: before the explicit save or a restore, so that no
     * older copy lands after it. `release` lets it go on (the save failed, the restore is in the form).
     */
    hold: () => {
      held.current = true;
      return queue.current;
    },
    release: () => {
      held.current = false;
    },
    /** No more autosave: the article was saved (the server dropped the copy) or the user left it. */
    stop: () => {
      stopped.current = true;
    },
    /** The server already holds this form (resumed or restored): nothing to send until it changes. */
    markSaved: (sent: ArticleForm, at: string) => saved(JSON.stringify(workingCopyBody(sent)), at),
    /** Whether this editor wrote a working copy (to discard it when the user throws the changes away). */
    wroteCopy: () => lastSent.current !== null,
    /** Forget what was sent (the copy was discarded on the server). */
    reset: () => {
      lastSent.current = null;
      lastSavedAt.current = null;
      show({ kind: 'idle' });
    },
  };
}

/**
 * Server autosave (« Nothing written is lost »): a few seconds after typing stops, and when the page is
 * hidden or left, the form goes to the user's working copy of the article (PUT /autosaves/{target}),
 * which never changes the article itself. Only a form that differs from what was loaded is sent, and
 * only when it changed since the last send. A refusal (`revision.autosaveLocked`: a contributor's article
 * that is not theirs to edit) turns it off quietly; no answer at all shows « Hors ligne » and the local
 * draft keeps the work.
 */
export function useServerAutosave({ target, enabled, form, base, paused }: Options) {
  const sender = useAutosaveSender(target);
  const json = useMemo(() => JSON.stringify(workingCopyBody(form)), [form]);
  const changed = !sameWorkingCopy(form, base);
  const active = enabled && !paused && !sender.forbidden.current && !sender.stopped.current;
  const latest = useRef<Latest>({ active, changed, json });
  latest.current = { active, changed, json };
  useSendAfterTyping(latest.current, sender);
  useSendWhenLeaving(target, sender, latest);
  return autosaveControls(sender);
}
