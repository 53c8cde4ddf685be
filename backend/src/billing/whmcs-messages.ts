/** French texts for what WHMCS says during registration (its texts vary across versions: match loosely). */

export const WHMCS_UNAVAILABLE = 'Service de facturation indisponible, réessayez plus tard';
export const WHMCS_BAD_CREDENTIALS = 'Email ou mot de passe incorrect';
export const WHMCS_USE_STAFF_TAB = 'Ce compte appartient à l’équipe : connectez-vous avec l’onglet « Équipe ».';
/** Registration with a taken address: the same text whoever holds it (staff, contributor, WHMCS customer). */
export const WHMCS_ACCOUNT_EXISTS = 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec l’onglet Client.';
/** The customer-tab field that carries the password of an existing blog account to link. */
export const LOCAL_PASSWORD_FIELD = 'local_password';
export const WHMCS_LINK_NEEDS_LOCAL_PASSWORD =
  'Un compte du blog existe déjà avec cette adresse e-mail. Pour le relier à votre compte client, saisissez aussi le mot de passe de ce compte du blog.';
export const WHMCS_LOCAL_PASSWORD_WRONG = 'Le mot de passe du compte du blog est incorrect.';
export const WHMCS_NO_CLIENT = 'Aucun compte client n’est associé à cet identifiant de facturation';
export const WHMCS_REFUSED = 'Les informations saisies ont été refusées par le service de facturation';

const VALIDATION: Array<[RegExp, string]> = [
  [/first name/i, 'Le prénom est requis'],
  [/last name/i, 'Le nom est requis'],
  [/did not enter your email/i, "L'adresse e-mail est requise"],
  [/email address you entered was not valid/i, "L'adresse e-mail est invalide"],
  [/address line 1/i, "L'adresse est requise"],
  [/enter your city/i, 'La ville est requise'],
  [/enter your state/i, 'La région est requise'],
  [/enter your postcode/i, 'Le code postal est requis'],
  [/country/i, 'Le pays est invalide'],
  [/did not enter your phone/i, 'Le numéro de téléphone est requis'],
  [/phone number/i, 'Le numéro de téléphone est invalide'],
  [/password/i, 'Le mot de passe est requis'],
  [/custom field/i, 'Un champ obligatoire du service de facturation est manquant'],
];

/** True for the AddClient answers meaning the email already has a billing account. */
export function isAlreadyRegistered(message: string): boolean {
  return /already exists|not available for use/i.test(message);
}

/** The French text for an AddClient validation error (a generic one for texts we do not know). */
export function translateAddClientError(message: string): string {
  return VALIDATION.find(([pattern]) => pattern.test(message))?.[1] ?? WHMCS_REFUSED;
}
