import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, unauthorized } from '../common/http/api-error';
import { UsersRepository } from '../users/users.repository';
import type { AuthUser } from './auth-user';
import { ACCESS_KEY, AccessRule } from './decorators/access.decorator';
import { TokenService } from './token.service';

export const SESSION_INVALID = 'Session expirée ou invalide, veuillez vous reconnecter';

/**
 * Global guard: routes are closed unless they declare who may call them. A token only counts while its
 * user exists, is active and still has the token version the token was issued with.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (!rule) {
      this.logger.error(`Route sans règle d'accès : ${context.getClass().name}.${context.getHandler().name}`);
      throw forbidden();
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (rule.kind === 'public') {
      if (bearer) request.user = (await this.resolve(bearer)) ?? undefined;
      return true;
    }
    if (!bearer) throw unauthorized();
    const user = await this.resolve(bearer);
    if (!user) throw unauthorized(SESSION_INVALID);
    request.user = user;
    if (rule.kind === 'roles' && !rule.roles.includes(user.role)) throw forbidden();
    return true;
  }

  private async resolve(token: string): Promise<AuthUser | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.users.findById(claims.sub);
    if (!user || !user.is_active || user.token_version !== claims.tv) return null;
    return { id: user.id, role: user.role, username: user.username, email: user.email, whmcs_client_id: user.whmcs_client_id };
  }
}
