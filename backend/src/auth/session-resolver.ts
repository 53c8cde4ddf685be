import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository';
import type { AuthUser } from '../access/auth-user';
import { TokenService } from './token.service';

/**
 * Who a bearer token stands for. A token only counts while its user exists, is active and still has
 * the token version the token was issued with (a password change or a deactivation ends every session).
 */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
  ) {}

  /** The token of an `Authorization: Bearer …` header, if there is one. */
  static bearerOf(authorization: string | undefined): string | undefined {
    return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  }

  async resolve(token: string): Promise<AuthUser | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.users.findById(claims.sub);
    if (!user || !user.is_active || user.token_version !== claims.tv) return null;
    return { id: user.id, role: user.role, username: user.username, email: user.email, whmcs_client_id: user.whmcs_client_id };
  }
}
