import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { type CodedError, databaseErrors, validationErrors } from '../../i18n/errors';
import { defaultErrorFor, ErrorBody, errorBody } from './api-error';
import { ErrorResponseDto } from './error-response.dto';

/** French text of the answers the filter gives without a route-specific one (all-exceptions.filter.ts). */
const EXAMPLE_ERRORS: Record<number, CodedError> = {
  503: databaseErrors.unavailable,
};

/**
 * An example body for one status, so the documentation shows each error as it really comes back
 * instead of repeating the schema's 400 example under every status.
 */
export function errorExample(status: number): ErrorBody {
  if (status === 400) {
    // What the validation pipe answers for a missing field: its message, under `validation.failed`.
    const { text } = validationErrors.required('title');
    return errorBody({ code: validationErrors.failed.code, text }, { details: [{ field: 'title', message: text }] });
  }
  return errorBody(EXAMPLE_ERRORS[status] ?? defaultErrorFor(status));
}

/** Documents the error answers a route can give, all in the common envelope. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: defaultErrorFor(status).text, type: ErrorResponseDto, example: errorExample(status) }),
    ),
  );
