import { HttpException, HttpStatus } from '@nestjs/common';
import { billingErrors, type CodedError, httpErrors } from '../../i18n/errors';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** The error envelope of every failed answer: `{ success: false, error, code, message, details? }`. */
export interface ErrorBody {
  success: false;
  error: string;
  /** Stable machine code (`article.notFound`, `validation.failed`, `http.tooManyRequests`…): what clients branch on. */
  code: string;
  message: string;
  details?: ErrorDetail[];
}

/** The envelope of a catalogue error: its declared code and its French text. */
export function errorBody(error: CodedError, options: { message?: string; details?: ErrorDetail[] } = {}): ErrorBody {
  const body: ErrorBody = { success: false, error: error.text, code: error.code, message: options.message ?? error.text };
  if (options.details?.length) body.details = options.details;
  return body;
}

/** An HTTP error of the catalogue: its code for clients, its French text for the user as is. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, error: CodedError, options: { message?: string; details?: ErrorDetail[] } = {}) {
    super(errorBody(error, options), status);
  }
}

/**
 * A resource that now lives at another address (an article whose slug changed): 301 with `Location`,
 * the body in the common envelope. `target` is the new identifier, for callers that build their own URL.
 */
export class MovedPermanently extends ApiError {
  constructor(
    readonly location: string,
    readonly target: string,
  ) {
    super(HttpStatus.MOVED_PERMANENTLY, httpErrors.movedPermanently);
  }
}

export const badRequest = (error: CodedError, details?: ErrorDetail[]) =>
  new ApiError(HttpStatus.BAD_REQUEST, error, { details });
export const unauthorized = (error: CodedError = httpErrors.unauthorized) => new ApiError(HttpStatus.UNAUTHORIZED, error);
export const forbidden = (error: CodedError = httpErrors.forbidden) => new ApiError(HttpStatus.FORBIDDEN, error);
export const notFound = (error: CodedError = httpErrors.notFound) => new ApiError(HttpStatus.NOT_FOUND, error);
export const conflict = (error: CodedError) => new ApiError(HttpStatus.CONFLICT, error);
export const badGateway = (error: CodedError = billingErrors.unavailable) => new ApiError(HttpStatus.BAD_GATEWAY, error);

/** French text for a status when nothing more specific was said. */
const STATUS_ERRORS: Record<number, CodedError> = {
  301: httpErrors.movedPermanently,
  400: httpErrors.badRequest,
  401: httpErrors.unauthorized,
  403: httpErrors.forbidden,
  404: httpErrors.notFound,
  405: httpErrors.methodNotAllowed,
  406: httpErrors.notAcceptable,
  408: httpErrors.requestTimeout,
  409: httpErrors.conflict,
  413: httpErrors.payloadTooLarge,
  415: httpErrors.unsupportedMediaType,
  422: httpErrors.unprocessable,
  429: httpErrors.tooManyRequests,
  500: httpErrors.internal,
  502: billingErrors.unavailable,
  503: httpErrors.serviceUnavailable,
  504: httpErrors.gatewayTimeout,
};

export function defaultErrorFor(status: number): CodedError {
  return STATUS_ERRORS[status] ?? (status >= 500 ? httpErrors.internal : httpErrors.badRequest);
}
