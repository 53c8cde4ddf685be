import { defaultErrorFor, type ErrorBody } from './api-error';

/** French texts for the errors Fastify raises itself, by code, when the default text of the status says too little. */
const TEXTS: Record<string, string> = {
  FST_ERR_BAD_URL: 'Adresse de requête invalide',
  FST_ERR_MAX_PARAM_LENGTH: 'Adresse de requête trop longue',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corps de requête vide : un objet JSON est attendu',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corps de requête invalide : JSON mal formé',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Contenu trop volumineux',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longueur du corps de requête incorrecte',
};

/** Status texts Fastify's errors may carry that the API's own defaults do not cover. */
const STATUS_TEXTS: Record<number, string> = {
  414: 'Adresse de requête trop longue',
};

/**
 * The answer to one of Fastify's own errors (`FST_ERR_*`, a 4xx `statusCode`): its status, with a
 * French text chosen by its code, never the English message it carries.
 */
export function frameworkErrorAnswer(code: string | undefined, statusCode: number): { status: number; body: ErrorBody } {
  const text =
    (code && TEXTS[code]) ||
    STATUS_TEXTS[statusCode] ||
    (statusCode === 400 ? 'Corps de requête invalide' : defaultErrorFor(statusCode));
  return { status: statusCode, body: { success: false, error: text, message: text } };
}
