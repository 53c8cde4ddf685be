import * as catalogue from '../../i18n/errors';
import { articleErrors, authErrors, categoryErrors, httpErrors, validationErrors } from '../../i18n/errors';
import { ApiError, errorBody } from './api-error';
import { codeOfText } from './error-codes';

describe('error codes', () => {
  it('names each catalogue text by its domain and case', () => {
    expect(codeOfText(articleErrors.notFound)).toBe('article.notFound');
    expect(codeOfText(authErrors.tooManyAttempts)).toBe('auth.tooManyAttempts');
    expect(codeOfText(httpErrors.tooManyRequests)).toBe('http.tooManyRequests');
    expect(codeOfText(categoryErrors.notFound)).toBe('category.notFound');
  });

  it('has one text per case, so that a text names one code', () => {
    const texts = Object.entries(catalogue)
      .filter(([name]) => name.endsWith('Errors'))
      .flatMap(([, cases]) => Object.values(cases as Record<string, unknown>))
      .filter((text): text is string => typeof text === 'string');
    expect(texts.length).toBeGreaterThan(100);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives every answer a code: the text’s, else validation.failed for refused fields, else the status’s', () => {
    expect(errorBody(404, articleErrors.notFound)).toEqual({
      success: false,
      error: articleErrors.notFound,
      code: 'article.notFound',
      message: articleErrors.notFound,
    });
    const refused = validationErrors.required('title');
    expect(errorBody(400, refused, { details: [{ field: 'title', message: refused }] }).code).toBe('validation.failed');
    expect(errorBody(409, 'Un texte composé à la volée').code).toBe('http.conflict');
    expect(errorBody(502, 'Un texte composé à la volée').code).toBe('billing.unavailable');
    expect(errorBody(418, 'Un texte composé à la volée').code).toBe('http.badRequest');
    expect((new ApiError(401, authErrors.tooManyAttempts).getResponse() as { code: string }).code).toBe('auth.tooManyAttempts');
  });
});
