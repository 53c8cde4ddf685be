import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../access/auth-user';
import { TokenService } from '../auth/token.service';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { badRequest, conflict, forbidden, notFound } from '../common/http/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { userErrors } from '../i18n/errors';
import { UploadsService } from '../uploads/uploads.service';
import { UpdateProfileDto } from '../users/dto/update-profile.dto';
import { toUserDto, UserDto } from '../users/dto/user-response.dto';
import type { User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';

const MIN_PASSWORD = 8;

/** A user's own profile (spec §2.17): name, biography, password, avatar. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly uploads: UploadsService,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  /** A password change revokes every other session; the caller gets a fresh token to stay signed in. */
  async update(actor: AuthUser, dto: UpdateProfileDto): Promise<{ user: UserDto; token?: string }> {
    const user = await this.load(actor.id);
    if (dto.username !== user.username) {
      const other = await this.users.findByUsername(dto.username);
      if (other && other.id !== user.id) throw conflict(userErrors.usernameTaken);
    }
    const changesPassword = Boolean(dto.newPassword);
    if (changesPassword) await this.checkPasswordChange(user, dto);

    user.username = dto.username;
    if (dto.display_name !== undefined) user.display_name = dto.display_name?.trim() || null;
    if (dto.bio !== undefined) user.bio = dto.bio?.trim() || null;
    if (changesPassword) {
      user.password_hash = await this.hasher.hash(dto.newPassword as string);
      user.token_version += 1;
    }
    const saved = await this.save(user);
    this.publicCache.invalidate();
    return { user: toUserDto(saved), token: changesPassword ? this.tokens.issue(saved) : undefined };
  }

  async replaceAvatar(actor: AuthUser, file: Buffer): Promise<{ avatar: string; user: UserDto }> {
    const user = await this.load(actor.id);
    const avatar = await this.uploads.storeAvatar(file, userErrors.selectAnImage);
    const previous = user.avatar;
    user.avatar = avatar;
    let saved: User;
    try {
      saved = await this.users.save(user);
    } catch (error) {
      // The profile keeps its old avatar: the new file would be referenced by nothing.
      await this.uploads.remove(avatar);
      throw error;
    }
    await this.uploads.remove(previous);
    this.publicCache.invalidate();
    return { avatar, user: toUserDto(saved) };
  }

  private async checkPasswordChange(user: User, dto: UpdateProfileDto): Promise<void> {
    // The WHMCS account owns the password of a linked customer.
    if (user.whmcs_client_id !== null) throw forbidden(userErrors.passwordOwnedByBilling);
    const next = dto.newPassword as string;
    if (next !== dto.confirmPassword) throw badRequest(userErrors.passwordsDiffer);
    if (next.length < MIN_PASSWORD) throw badRequest(userErrors.passwordTooShort);
    if (!dto.currentPassword) throw badRequest(userErrors.currentPasswordRequired);
    if (!(await this.hasher.verify(user.password_hash, dto.currentPassword))) throw badRequest(userErrors.currentPasswordWrong);
  }

  private async load(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(userErrors.notFound);
    return user;
  }

  private async save(user: User): Promise<User> {
    try {
      return await this.users.save(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(userErrors.usernameTaken);
      throw error;
    }
  }
}
