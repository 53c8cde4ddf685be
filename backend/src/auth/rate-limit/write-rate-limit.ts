import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { ApiError } from '../../common/http/api-error';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { writeLimitErrors } from '../../i18n/errors';
import type { AuthUser } from '../../access/auth-user';

/**
 * Writes one account may make in a window, per kind. Generous for a person (an editor autosaves every
 * few seconds; a contributor submits a handful of articles a day), tight for a script: one account can
 * no longer fill the database with versions or the staff's inboxes with notes. Multiplied by
 * `WRITE_RATE_LIMIT_FACTOR`; counters shared through Redis when it is configured.
 */
export const WRITE_LIMITS = {
  submissions: { limit: 20, windowMs: 60 * 60_000 },
  notes: { limit: 20, windowMs: 10 * 60_000 },
  autosave: { limit: 60, windowMs: 60_000 },
  restore: { limit: 10, windowMs: 60_000 },
  uploads: { limit: 30, windowMs: 10 * 60_000 },
} as const;
export type WriteKind = keyof typeof WRITE_LIMITS;

const WRITE_KIND = 'blog:write-kind';

@Injectable()
export class WriteRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<WriteKind | undefined>(WRITE_KIND, context.getHandler());
    const http = context.switchToHttp();
    const user = http.getRequest<{ user?: AuthUser }>().user;
    if (!kind || !user) return true; // the access guard has already refused anonymous callers
    const { limit, windowMs } = WRITE_LIMITS[kind];
    const allowed = limit * this.config.rateLimit.writeFactor;
    const record = await this.storage.increment(`write:${kind}:${user.id}`, windowMs, allowed, windowMs, 'write');
    if (!record.isBlocked && record.totalHits <= allowed) return true;
    const waitSeconds = Math.max(1, Math.ceil(record.isBlocked ? record.timeToBlockExpire : record.timeToExpire));
    http.getResponse<FastifyReply>().header('Retry-After', String(waitSeconds));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, writeLimitErrors.tooMany(kind, waitSeconds));
  }
}

/** Counts this route's calls against the account's `kind` budget; over it: French 429 with `Retry-After`. */
export const WriteRateLimit = (kind: WriteKind) =>
  applyDecorators(
    SetMetadata(WRITE_KIND, kind),
    UseGuards(WriteRateLimitGuard),
    ApiTooManyRequestsResponse({
      description: `Trop d’écritures de ce type pour ce compte (au plus ${WRITE_LIMITS[kind].limit} par ${WRITE_LIMITS[kind].windowMs / 60_000} min) ; l’en-tête Retry-After dit quand réessayer.`,
      type: ErrorResponseDto,
    }),
  );
