/**
 * AddClient: registers a client account and, without `owner_user_id`, its owner user.
 * Checks run in the order of the docs' error list and the first failure is returned, as WHMCS does.
 */
import { countryName, isValidPhone } from '../countries';
import type { ApiParams } from '../form-body';
import { hashPassword } from '../passwords';
import type { Store } from '../store';
import { type ActionHandler, type ActionResult, failure, flag, idParam, param, success } from './action-types';
import { CURRENCY } from './currency';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The undocumented text for a missing password; AddUser's message is the closest official wording. */
export const MISSING_PASSWORD = 'You did not enter a password';

/** Required-field checks that `skipvalidation` turns off, in docs order. */
function requiredFieldError(params: ApiParams, part: 'names' | 'address'): string | null {
  const checks: Array<[string, string]> =
    part === 'names'
      ? [
          ['firstname', 'You did not enter your first name'],
          ['lastname', 'You did not enter your last name'],
        ]
      : [
          // The double space is in WHMCS's own message.
          ['address1', 'You did not enter your  address line 1'],
          ['city', 'You did not enter your city'],
          ['state', 'You did not enter your state'],
          ['postcode', 'You did not enter your postcode'],
        ];
  for (const [name, message] of checks) {
    if (param(params, name) === '') return message;
  }
  return null;
}

function contactError(params: ApiParams): string | null {
  if (countryName(param(params, 'country')) === null) return 'Valid country required';
  const phone = param(params, 'phonenumber');
  if (phone === '') return 'You did not enter your phone number';
  // "telephone phone" (sic) is WHMCS's wording.
  if (!isValidPhone(phone)) return 'Invalid telephone phone number';
  return null;
}

/** First validation failure, or null. `ownerGiven` means an existing user will own the client. */
function validationError(params: ApiParams, store: Store, ownerGiven: boolean): string | null {
  const skip = flag(params, 'skipvalidation');
  const email = param(params, 'email');
  return (
    (skip ? null : requiredFieldError(params, 'names')) ??
    (email === '' ? 'You did not enter your email address' : null) ??
    (EMAIL_FORMAT.test(email) ? null : 'The email address you entered was not valid') ??
    (skip ? null : requiredFieldError(params, 'address')) ??
    (skip ? null : contactError(params)) ??
    (!ownerGiven && (params.get('password2') ?? '') === '' ? MISSING_PASSWORD : null) ??
    (store.findClientByEmail(email) ? 'The email address entered is not available for use.' : null) ??
    (!ownerGiven && store.findUserByEmail(email) ? 'A user already exists with that email address' : null)
  );
}

export const addClient: ActionHandler = async (params, { store }): Promise<ActionResult> => {
  const ownerGiven = param(params, 'owner_user_id') !== '';
  const ownerUserId = idParam(params, 'owner_user_id');
  if (ownerGiven && (ownerUserId === null || !store.findUserById(ownerUserId))) {
    return failure('Invalid Owner User ID');
  }
  const error = validationError(params, store, ownerGiven);
  if (error !== null) return failure(error);

  const client = {
    firstname: param(params, 'firstname'),
    lastname: param(params, 'lastname'),
    companyname: param(params, 'companyname'),
    email: param(params, 'email'),
    address1: param(params, 'address1'),
    address2: param(params, 'address2'),
    city: param(params, 'city'),
    state: param(params, 'state'),
    postcode: param(params, 'postcode'),
    country: param(params, 'country').toUpperCase(),
    phonenumber: param(params, 'phonenumber'),
    taxId: param(params, 'tax_id'),
    currencyId: CURRENCY.id,
    groupid: idParam(params, 'groupid') ?? 0,
    language: param(params, 'language'),
    notes: param(params, 'notes'),
  };
  const newOwner = ownerGiven
    ? undefined
    : {
        email: client.email,
        firstname: client.firstname,
        lastname: client.lastname,
        passwordHash: await hashPassword(params.get('password2') ?? ''),
      };
  // Hashing is async: a concurrent AddClient may have taken the email meanwhile.
  const raced = validationError(params, store, ownerGiven);
  if (raced !== null) return failure(raced);
  const created = store.addClient({ ...client, ownerUserId: ownerUserId ?? undefined }, newOwner);
  // The docs example types clientid as a string; owner_id (8.x, undocumented) is the user model's integer.
  return success({ clientid: String(created.id), owner_id: created.ownerUserId });
};
