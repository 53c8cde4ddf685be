import { billingErrors, userErrors } from '../i18n/errors';
import { isAlreadyRegistered, translateAddClientError } from './whmcs-messages';

describe('French texts for WHMCS registration errors', () => {
  it('recognises both versions of the "email already used" answer', () => {
    expect(isAlreadyRegistered('A user already exists with that email address')).toBe(true);
    expect(isAlreadyRegistered('The email address entered is not available for use.')).toBe(true);
    expect(isAlreadyRegistered('A client already exists with that email address')).toBe(true);
    expect(isAlreadyRegistered('Invalid telephone phone number')).toBe(false);
  });

  it('translates the documented validation messages into French', () => {
    expect(translateAddClientError('Invalid telephone phone number')).toBe(billingErrors.phoneInvalid);
    expect(translateAddClientError('You did not enter your phone number')).toBe(billingErrors.phoneRequired);
    expect(translateAddClientError('You did not enter your  address line 1')).toBe(billingErrors.addressRequired);
    expect(translateAddClientError('Valid country required')).toBe(billingErrors.countryInvalid);
    expect(translateAddClientError('The email address you entered was not valid')).toBe(userErrors.emailInvalid);
  });

  it('falls back to a generic French text for an unknown message', () => {
    expect(translateAddClientError('Something new')).toBe(billingErrors.refused);
  });
});
