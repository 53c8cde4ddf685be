import { Injectable } from '@nestjs/common';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { pageOf, PaginationDto, paginationOf } from '../common/http/pagination';
import { isUniqueViolation } from '../database/unique-violation';
import type { AuthUser } from '../access/auth-user';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { userErrors } from '../i18n/errors';
import { User } from './entities/user.entity';
import { normalizeEmail } from './email';
import { DEFAULT_USERS_PAGE_SIZE, ListUsersQueryDto } from './dto/list-users-query.dto';
import { CreateUserDto, UpdateUserDto } from './dto/save-user.dto';
import { toUserDto, UserDto } from './dto/user-response.dto';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

/** Account management by admins (spec §2.13). */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  async list(query: ListUsersQueryDto): Promise<{ users: UserDto[]; pagination: PaginationDto }> {
    const page = pageOf(query, DEFAULT_USERS_PAGE_SIZE);
    const [rows, total] = await this.users.page(query.q || undefined, page);
    return { users: rows.map(toUserDto), pagination: paginationOf(page, total) };
  }

  async create(dto: CreateUserDto): Promise<UserDto> {
    const email = normalizeEmail(dto.email);
    await this.assertFree(dto.username, email);
    const user = this.users.create({
      username: dto.username,
      email,
      display_name: dto.display_name || null,
      role: dto.role ?? 'contributor',
      is_active: dto.is_active ?? true,
      password_hash: await this.hasher.hash(dto.password),
    });
    return toUserDto(await this.saveUnique(user));
  }

  async update(actor: AuthUser, id: number, dto: UpdateUserDto): Promise<UserDto> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(userErrors.notFound);
    const email = dto.email === undefined ? undefined : normalizeEmail(dto.email);
    await this.assertFree(dto.username !== user.username ? dto.username : undefined, email !== user.email ? email : undefined);

    const losesAdmin = user.role === 'admin' && ((dto.role && dto.role !== 'admin') || dto.is_active === false);
    if (actor.id === user.id && dto.is_active === false) throw badRequest(userErrors.cannotDeactivateSelf);
    if (actor.id === user.id && dto.role && dto.role !== 'admin') throw badRequest(userErrors.cannotDemoteSelf);
    if (losesAdmin && user.is_active && (await this.users.countActiveAdmins()) <= 1) {
      throw badRequest(userErrors.lastAdminDemoted);
    }

    if (dto.username !== undefined) user.username = dto.username;
    if (email !== undefined) user.email = email;
    if (dto.display_name !== undefined) user.display_name = dto.display_name || null;
    if (dto.role !== undefined) user.role = dto.role;
    let revokeTokens = false;
    if (dto.is_active !== undefined) {
      revokeTokens ||= user.is_active && !dto.is_active;
      user.is_active = dto.is_active;
    }
    if (dto.password) {
      user.password_hash = await this.hasher.hash(dto.password);
      revokeTokens = true;
    }
    if (revokeTokens) user.token_version += 1;
    const saved = toUserDto(await this.saveUnique(user));
    this.publicCache.invalidate();
    return saved;
  }

  async remove(actor: AuthUser, id: number): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw notFound(userErrors.notFound);
    if (actor.id === user.id) throw badRequest(userErrors.cannotDeleteSelf);
    if (user.role === 'admin' && user.is_active && (await this.users.countActiveAdmins()) <= 1) {
      throw badRequest(userErrors.lastAdminDeleted);
    }
    await this.users.remove(user);
    this.publicCache.invalidate();
  }

  private async assertFree(username: string | undefined, email: string | undefined): Promise<void> {
    if (username && (await this.users.findByUsername(username))) throw conflict(userErrors.usernameTaken);
    if (email && (await this.users.findByEmail(email))) throw conflict(userErrors.emailTaken);
  }

  /** The checks above can race with a concurrent write; the unique indexes have the last word. */
  private async saveUnique(user: User): Promise<User> {
    try {
      return await this.users.save(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(userErrors.usernameOrEmailTaken);
      throw error;
    }
  }
}
