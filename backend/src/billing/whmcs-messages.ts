import { billingErrors, type CodedError, userErrors } from '../i18n/errors';

/** The customer-tab field that carries the password of an existing blog account to link. */
export const LOCAL_PASSWORD_FIELD = 'local_password';

/** French texts for what WHMCS says during registration (its texts vary across versions: match loosely). */
const VALIDATION: Array<[RegExp, CodedError]> = [
  [/first name/i, billingErrors.firstnameRequired],
  [/last name/i, billingErrors.lastnameRequired],
  [/did not enter your email/i, userErrors.emailRequired],
  [/email address you entered was not valid/i, userErrors.emailInvalid],
  [/address line 1/i, billingErrors.addressRequired],
  [/enter your city/i, billingErrors.cityRequired],
  [/enter your state/i, billingErrors.stateRequired],
  [/enter your postcode/i, billingErrors.postcodeRequired],
  [/country/i, billingErrors.countryInvalid],
  [/did not enter your phone/i, billingErrors.phoneRequired],
  [/phone number/i, billingErrors.phoneInvalid],
  [/password/i, userErrors.passwordRequired],
  [/custom field/i, billingErrors.customFieldMissing],
];

/** True for the AddClient answers meaning the email already has a billing account. */
export function isAlreadyRegistered(message: string): boolean {
  return /already exists|not available for use/i.test(message);
}

/** The French text for an AddClient validation error (a generic one for texts we do not know). */
export function translateAddClientError(message: string): CodedError {
  return VALIDATION.find(([pattern]) => pattern.test(message))?.[1] ?? billingErrors.refused;
}
