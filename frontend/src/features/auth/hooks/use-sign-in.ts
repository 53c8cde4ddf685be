import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { ApiRequestError, errorText } from '../../../api/errors';
import { requestJson } from '../../../api/fetcher';
import type { ApiErrorBody, SessionResponse } from '../../../api/models';
import { fr } from '../../../i18n/fr';
import { sessionStore } from '../../../session/session-store';

export type SignInKind = 'client' | 'staff';

/** Customer tab → WHMCS credentials (/whmcs/auth); « Équipe » → internal accounts (/auth/login). */
async function callSignIn(kind: SignInKind, email: string, password: string): Promise<SessionResponse> {
  if (kind === 'staff') {
    const { data, error, response } = await api.POST('/blog/api/auth/login', { body: { email, password } });
    if (data) return data;
    throw new ApiRequestError(response.status, (error as ApiErrorBody | undefined) ?? null);
  }
  return requestJson<SessionResponse>('/blog/api/whmcs/auth', { method: 'POST', body: JSON.stringify({ email, password }) });
}

export function useSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async (kind: SignInKind, email: string, password: string) => {
    setBusy(true);
    setError(null);
    try {
      const session = await callSignIn(kind, email, password);
      sessionStore.login(session.user, session.token);
      void navigate('/admin');
    } catch (caught) {
      // Spec §8: the server's error text, else « Erreur de connexion ».
      setError(errorText(caught, fr.login.error));
    } finally {
      setBusy(false);
    }
  };
  return { signIn, busy, error, clearError: () => setError(null) };
}
