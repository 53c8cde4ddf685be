import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { ApiError } from '../../common/http/api-error';
import { authErrors } from '../../i18n/errors';

export const AUTH_SCOPE = 'blog:auth-scope';
/** Routes of one scope draw on the same counters: both sign-in tabs together, registration apart. */
export type AuthScope = 'sign-in' | 'register';

const COUNTED = Symbol('counted-auth-attempts');

export interface CountedAttempt {
  key: string;
  throttler: string;
}

type RequestWithAttempts = { [COUNTED]?: CountedAttempt[] };

/** The counters a request was counted under, for AuthAttemptsInterceptor to forgive on success. */
export function countedAttempts(req: unknown): CountedAttempt[] {
  return (req as RequestWithAttempts)[COUNTED] ?? [];
}

/**
 * The library's guard with keys that name the scope instead of the controller method, so that
 * `/auth/login` and `/whmcs/auth` share the per-IP and per-account counters, and a refusal in the French
 * envelope with the standard `Retry-After` header (the library only sets `Retry-After-<limit>`).
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override generateKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
    const scope = this.reflector.get<AuthScope | undefined>(AUTH_SCOPE, context.getHandler()) ?? 'sign-in';
    const key = createHash('sha256').update(`${scope}:${throttlerName}:${tracker}`).digest('hex');
    const req = context.switchToHttp().getRequest<RequestWithAttempts>();
    req[COUNTED] = [...countedAttempts(req), { key, throttler: throttlerName }];
    return key;
  }

  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    this.setResponseHeader(this.getRequestResponse(context).res, 'Retry-After', Math.max(detail.timeToBlockExpire, 1));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, authErrors.tooManyAttempts);
  }
}
