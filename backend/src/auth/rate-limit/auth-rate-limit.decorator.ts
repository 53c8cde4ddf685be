import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto';

/** Sign-in and registration: limited per IP and per account (see RateLimitModule). */
export const AuthRateLimit = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Trop de tentatives, réessayez plus tard', type: ErrorResponseDto }),
  );
