import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { ApiRequestError, errorText } from '../../../api/errors';
import { requestJson } from '../../../api/fetcher';
import type { ApiErrorBody, SessionResponse } from '../../../api/models';
import { frAuth } from '../../../i18n/fr-auth';
import { sessionStore } from '../../../session/session-store';

export type SignInKind = 'client' | 'staff';

/** The field the server names when a blog account with this address must be proven before it is linked. */
const LOCAL_PASSWORD_FIELD = 'local_password';

/** Customer tab → WHMCS credentials (/whmcs/auth); « Équipe » → internal accounts (/auth/login). */
async function callSignIn(kind: SignInKind, email: string, password: string, localPassword?: string): Promise<SessionResponse> {
  if (kind === 'staff') {
    const { data, error, response } = await api.POST('/blog/api/auth/login', { body: { email, password } });
    if (data) return data;
    throw new ApiRequestError(response.status, (error as ApiErrorBody | undefined) ?? null);
  }
  const body = localPassword ? { email, password, local_password: localPassword } : { email, password };
  return requestJson<SessionResponse>('/blog/api/whmcs/auth', { method: 'POST', body: JSON.stringify(body) });
}

const asksForLocalPassword = (caught: unknown): boolean =>
  caught instanceof ApiRequestError && (caught.body?.details ?? []).some((detail) => detail.field === LOCAL_PASSWORD_FIELD);

/** `next`: the checked back-office path to land on once signed in (the dashboard without one). */
export function useSignIn(next: string | null = null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set once the server said a blog account already holds this address: its password is asked as well.
  const [needsLocalPassword, setNeedsLocalPassword] = useState(false);
  const signIn = async (kind: SignInKind, email: string, password: string, localPassword?: string) => {
    setBusy(true);
    setError(null);
    try {
      const session = await callSignIn(kind, email, password, kind === 'client' ? localPassword : undefined);
      sessionStore.login(session.user, session.token);
      void navigate(next ?? '/admin');
    } catch (caught) {
      // Spec §8: the server's error text, else « Erreur de connexion ».
      setError(errorText(caught, frAuth.login.error));
      if (asksForLocalPassword(caught)) setNeedsLocalPassword(true);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setError(null);
    setNeedsLocalPassword(false);
  };
  return { signIn, busy, error, needsLocalPassword, clearError: reset };
}
