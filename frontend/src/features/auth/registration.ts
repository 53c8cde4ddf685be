import type { ApiErrorBody, RegisterPayload } from '../../api/models';
import { frAuth } from '../../i18n/fr-auth';

export interface RegistrationForm extends RegisterPayload {
  passwordConfirm: string;
  terms: boolean;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  passwordConfirm: '',
  address1: '',
  city: '',
  postcode: '',
  phonenumber: '',
  terms: false,
};

const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'password',
  'passwordConfirm',
  'address1',
  'city',
  'postcode',
  'phonenumber',
] as const;

/** Spec §5, in the spec's order; null when the form may be sent. */
export function validateRegistration(form: RegistrationForm): string | null {
  const t = frAuth.register;
  if (TEXT_FIELDS.some((key) => !form[key].trim())) return t.allRequired;
  if (form.password !== form.passwordConfirm) return t.mismatch;
  if (form.password.length < 8) return t.tooShort;
  if (!form.terms) return t.termsRequired;
  return null;
}

/** Spec §8: the server's error, else its details, else « Erreur lors de l'inscription ». */
export function registrationErrorText(body: ApiErrorBody | null): string {
  if (body?.error) return body.error;
  if (body?.details?.length) {
    return (
      body.details
        .map((d) => d.message)
        .filter(Boolean)
        .join(' ') || frAuth.register.failed
    );
  }
  return frAuth.register.failed;
}

export function toPayload(form: RegistrationForm): RegisterPayload {
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    password: form.password,
    address1: form.address1.trim(),
    city: form.city.trim(),
    postcode: form.postcode.trim(),
    phonenumber: form.phonenumber.trim(),
  };
}
