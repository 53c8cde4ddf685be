/** Country checks and phone formatting for AddClient and GetClientsDetails. */

// Intl knows every ISO region code; "none" makes unknown codes come back undefined instead of echoed.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** English country name for a valid ISO 3166-1 alpha-2 code, else null. */
export function countryName(code: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Calling codes for the countries this project's customers come from. Other countries get no prefix,
 * which only affects the cosmetic `phonenumberformatted` field.
 */
const CALLING_CODES: Record<string, string> = {
  FR: '33',
  BE: '32',
  CH: '41',
  LU: '352',
  MC: '377',
  CA: '1',
  US: '1',
  GB: '44',
  DE: '49',
  ES: '34',
  IT: '39',
  NL: '31',
  PT: '351',
  MA: '212',
  DZ: '213',
  TN: '216',
  SN: '221',
  CI: '225',
};

export function callingCode(country: string): string {
  return CALLING_CODES[country.toUpperCase()] ?? '';
}

/** Digits with common separators and an optional leading "+", at least 4 digits. */
export function isValidPhone(phone: string): boolean {
  return /^\+?[\d\s().-]+$/.test(phone) && phone.replace(/\D/g, '').length >= 4;
}

/** `+33.612345678` from `06 12 34 56 78`, the form WHMCS returns in `phonenumberformatted`. */
export function formatPhone(phone: string, country: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  const code = callingCode(country);
  if (phone.trim().startsWith('+')) {
    return code && digits.startsWith(code) ? `+${code}.${digits.slice(code.length)}` : `+${digits}`;
  }
  return code ? `+${code}.${digits.replace(/^0+/, '')}` : digits;
}
