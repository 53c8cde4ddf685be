import { type CodedError, httpErrors } from '../../i18n/errors';
import { defaultErrorFor, errorBody, type ErrorBody } from './api-error';

/** French texts for the errors Fastify raises itself, by code, when the default text of the status says too little. */
const TEXTS: Record<string, CodedError> = {
  FST_ERR_BAD_URL: httpErrors.urlInvalid,
  FST_ERR_MAX_PARAM_LENGTH: httpErrors.urlTooLong,
  FST_ERR_CTP_EMPTY_JSON_BODY: httpErrors.bodyEmpty,
  FST_ERR_CTP_INVALID_JSON_BODY: httpErrors.bodyMalformed,
  FST_ERR_CTP_BODY_TOO_LARGE: httpErrors.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: httpErrors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: httpErrors.bodyLengthWrong,
};

/** Status texts Fastify's errors may carry that the API's own defaults do not cover. */
const STATUS_TEXTS: Record<number, CodedError> = {
  414: httpErrors.urlTooLong,
};

/**
 * The answer to one of Fastify's own errors (`FST_ERR_*`, a 4xx `statusCode`): its status, with a
 * French text chosen by its code, never the English message it carries.
 */
export function frameworkErrorAnswer(code: string | undefined, statusCode: number): { status: number; body: ErrorBody } {
  const text =
    (code && TEXTS[code]) ||
    STATUS_TEXTS[statusCode] ||
    (statusCode === 400 ? httpErrors.bodyInvalid : defaultErrorFor(statusCode));
  return { status: statusCode, body: errorBody(text) };
}
