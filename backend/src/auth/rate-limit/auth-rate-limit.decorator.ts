import { applyDecorators, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { errorBody } from '../../common/http/api-error';
import { authErrors } from '../../i18n/errors';
import { AuthAttemptsInterceptor } from './auth-attempts.interceptor';
import { AUTH_SCOPE, AuthScope, AuthThrottlerGuard } from './auth-throttler.guard';

/**
 * Sign-in and registration: limited per IP and per account (see RateLimitModule). Sign-ins of both tabs
 * share their counters and only failures count; every registration counts.
 */
export const AuthRateLimit = (scope: AuthScope = 'sign-in') =>
  applyDecorators(
    SetMetadata(AUTH_SCOPE, scope),
    UseGuards(AuthThrottlerGuard),
    ...(scope === 'sign-in' ? [UseInterceptors(AuthAttemptsInterceptor)] : []),
    ApiTooManyRequestsResponse({
      description: authErrors.tooManyAttempts.text,
      type: ErrorResponseDto,
      example: errorBody(authErrors.tooManyAttempts),
    }),
  );
