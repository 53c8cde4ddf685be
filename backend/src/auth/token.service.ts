import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../users/entities/user.entity';

export interface TokenClaims {
  sub: number;
  /** The user's token version when the token was issued. */
  tv: number;
  role: string;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<User, 'id' | 'token_version' | 'role'>): string {
    return this.jwt.sign({ sub: user.id, tv: user.token_version, role: user.role } satisfies TokenClaims);
  }

  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims>(token, { algorithms: ['HS256'] });
      return Number.isInteger(claims.sub) && Number.isInteger(claims.tv) ? claims : null;
    } catch {
      return null;
    }
  }
}
