import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, unauthorized } from '../common/http/api-error';
import { authErrors } from '../i18n/errors';
import type { AuthUser } from '../access/auth-user';
import { ACCESS_KEY, AccessRule } from '../access/decorators/access.decorator';
import { SessionResolver } from './session-resolver';

/** Global guard: routes are closed unless they declare who may call them (tokens: see SessionResolver). */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (!rule) {
      this.logger.error(`Route sans règle d'accès : ${context.getClass().name}.${context.getHandler().name}`);
      throw forbidden();
    }
    const bearer = SessionResolver.bearerOf(request.headers.authorization);
    if (rule.kind === 'public') {
      if (bearer) request.user = (await this.sessions.resolve(bearer)) ?? undefined;
      return true;
    }
    if (!bearer) throw unauthorized();
    const user = await this.sessions.resolve(bearer);
    if (!user) throw unauthorized(authErrors.sessionInvalid);
    request.user = user;
    if (rule.kind === 'roles' && !rule.roles.includes(user.role)) throw forbidden();
    return true;
  }
}
