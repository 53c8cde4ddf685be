import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '../roles';
import { ErrorResponseDto } from '../../common/http/error-response.dto';

export const ACCESS_KEY = 'blog:access';

/** Who may call a route. Every route must say it: a route without a rule is refused. */
export type AccessRule = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'roles'; roles: Role[] };

/** Anyone, signed in or not (a valid token is still read, for staff previews). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

const protectedDocs = () =>
  applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Non connecté ou session expirée', type: ErrorResponseDto }),
  );

/** Any signed-in, active user. */
export const Authenticated = () =>
  applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies AccessRule), protectedDocs());

/** Signed-in users with one of these roles. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies AccessRule),
    protectedDocs(),
    ApiForbiddenResponse({ description: `Réservé aux rôles : ${roles.join(', ')}`, type: ErrorResponseDto }),
  );

/** Admins and rédacteurs. */
export const Staff = () => Roles('admin', 'redacteur');
