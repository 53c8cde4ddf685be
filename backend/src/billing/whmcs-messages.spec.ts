import { isAlreadyRegistered, translateAddClientError, WHMCS_REFUSED } from './whmcs-messages';

describe('French texts for WHMCS registration errors', () => {
  it('recognises both versions of the "email already used" answer', () => {
    expect(isAlreadyRegistered('A user already exists with that email address')).toBe(true);
    expect(isAlreadyRegistered('The email address entered is not available for use.')).toBe(true);
    expect(isAlreadyRegistered('A client already exists with that email address')).toBe(true);
    expect(isAlreadyRegistered('Invalid telephone phone number')).toBe(false);
  });

  it('translates the documented validation messages into French', () => {
    expect(translateAddClientError('Invalid telephone phone number')).toBe('Le numéro de téléphone est invalide');
    expect(translateAddClientError('You did not enter your phone number')).toBe('Le numéro de téléphone est requis');
    expect(translateAddClientError('You did not enter your  address line 1')).toBe("L'adresse est requise");
    expect(translateAddClientError('Valid country required')).toBe('Le pays est invalide');
    expect(translateAddClientError('The email address you entered was not valid')).toBe("L'adresse e-mail est invalide");
  });

  it('falls back to a generic French text for an unknown message', () => {
    expect(translateAddClientError('Something new')).toBe(WHMCS_REFUSED);
  });
});
