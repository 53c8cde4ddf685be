import { useState } from 'react';
import { useNavigate } from 'react-router';
import { withAuth } from '../../../api/auth-middleware';
import type { ApiErrorBody, SessionResponse } from '../../../api/models';
import { toast } from '../../../components/toast/toast-store';
import { frAuth } from '../../../i18n/fr-auth';
import { sessionStore } from '../../../session/session-store';
import { registrationErrorText, toPayload, validateRegistration, type RegistrationForm } from '../registration';

/** Spec §2.7/§7: sent with a plain fetch; token and user stored; then /admin with a welcome. */
export function useRegister() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = async (form: RegistrationForm) => {
    setAttempt((n) => n + 1);
    const invalid = validateRegistration(form);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const response = await fetch('/blog/api/whmcs/register', {
        method: 'POST',
        headers: withAuth(new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' })),
        body: JSON.stringify(toPayload(form)),
      });
      const body = (await response.json().catch(() => null)) as (Partial<SessionResponse> & ApiErrorBody) | null;
      if (!response.ok || body?.success === false) {
        setError(registrationErrorText(body));
        return;
      }
      if (!body?.token || !body.user) {
        setError(frAuth.register.invalidResponse);
        return;
      }
      sessionStore.login(body.user, body.token);
      toast.success(frAuth.register.welcome(form.firstname.trim()));
      void navigate('/admin');
    } catch {
      setError(frAuth.register.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, error, attempt };
}
