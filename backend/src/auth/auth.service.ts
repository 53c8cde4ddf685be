import { Injectable } from '@nestjs/common';
import { forbidden, notFound, unauthorized } from '../common/http/api-error';
import { authErrors } from '../i18n/errors';
import { toUserDto, UserDto } from '../users/dto/user-response.dto';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { TokenService } from './token.service';

export interface Session {
  user: UserDto;
  token: string;
}

/** Sign-in with a local password: staff, and contributors created by an admin. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  /** Only the exact address signs in (after normalisation): an accented look-alike is another address. */
  async login(email: string, password: string): Promise<Session> {
    const user = await this.users.findByExactEmail(email);
    const valid = await this.hasher.verify(user?.password_hash ?? null, password);
    if (!user || !valid) throw unauthorized(authErrors.badCredentials);
    if (!user.is_active) throw forbidden(authErrors.accountDisabled);
    user.last_login = new Date();
    await this.users.touchLastLogin(user.id, user.last_login);
    return { user: toUserDto(user), token: this.tokens.issue(user) };
  }

  async me(userId: number): Promise<UserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    return toUserDto(user);
  }
}
