import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { defaultErrorFor } from './api-error';
import { ErrorResponseDto } from './error-response.dto';

/** Documents the error answers a route can give, all in the common envelope. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: defaultErrorFor(status), type: ErrorResponseDto })));
