import { ApiError, errorBody } from './api-error';
import * as catalogue from '../../i18n/errors';
import { articleErrors, authErrors, type CodedError, revisionErrors, validationErrors } from '../../i18n/errors';

/** Arguments for the parameterised cases that do not take a word and a number. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = {
  'profileTagErrors.unknownIds': [[1, 2]],
  'writeLimitErrors.tooMany': ['notes', 30],
};

/** Every case of the catalogue, parameterised ones called with sample arguments. */
function everyCase(): Array<{ name: string; domain: string; key: string; error: CodedError }> {
  return Object.entries(catalogue)
    .filter(([name]) => name.endsWith('Errors'))
    .flatMap(([name, cases]) =>
      Object.entries(cases as Record<string, CodedError | ((...args: never[]) => CodedError)>).map(([key, entry]) => ({
        name: `${name}.${key}`,
        domain: name.slice(0, -'Errors'.length),
        key,
        error:
          typeof entry === 'function'
            ? (entry as (...args: unknown[]) => CodedError)(...(SAMPLE_ARGUMENTS[`${name}.${key}`] ?? ['x', 1]))
            : entry,
      })),
    );
}

describe('error catalogue', () => {
  const cases = everyCase();

  it('covers the whole catalogue', () => {
    expect(cases.length).toBeGreaterThan(150);
  });

  it('declares for every case a well-formed code named after its domain and case', () => {
    const malformed = cases.filter(
      ({ domain, key, error }) => error.code !== `${domain}.${key}` || !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(error.code),
    );
    expect(malformed.map(({ name, error }) => `${name} → ${error.code}`)).toEqual([]);
  });

  it('gives every case its own code', () => {
    const codes = cases.map(({ error }) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every case a French text', () => {
    expect(
      cases.filter(({ error }) => typeof error.text !== 'string' || error.text.trim() === '').map(({ name }) => name),
    ).toEqual([]);
  });

  it('keeps the codes clients already branch on', () => {
    expect(articleErrors.notFound.code).toBe('article.notFound');
    expect(authErrors.tooManyAttempts.code).toBe('auth.tooManyAttempts');
    expect(revisionErrors.autosaveLocked.code).toBe('revision.autosaveLocked');
    expect(catalogue.mailErrors.noOutbox.code).toBe('mail.noOutbox');
    expect(validationErrors.failed.code).toBe('validation.failed');
  });

  it('declares the code of a text built from parameters too', () => {
    expect(articleErrors.tooFewWords(300, 12)).toEqual({
      code: 'article.tooFewWords',
      text: 'Votre article doit contenir au moins 300 mots (actuellement: 12)',
    });
  });

  it('puts the declared code and the French text in the envelope', () => {
    expect(errorBody(articleErrors.notFound)).toEqual({
      success: false,
      error: 'Article non trouvé',
      code: 'article.notFound',
      message: 'Article non trouvé',
    });
    expect((new ApiError(401, authErrors.tooManyAttempts).getResponse() as { code: string }).code).toBe('auth.tooManyAttempts');
  });
});
