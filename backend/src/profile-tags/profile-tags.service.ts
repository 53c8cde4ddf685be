import { Injectable } from '@nestjs/common';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { UnitOfWork } from '../database/unit-of-work';
import { profileTagErrors, userErrors } from '../i18n/errors';
import { ProfileTagDto, toProfileTagDto } from './dto/profile-tag-response.dto';
import { AssignTagsDto, SaveProfileTagDto } from './dto/save-profile-tag.dto';
import { DEFAULT_TAG_COLOR, ProfileTag } from '../users/entities/profile-tag.entity';
import { ProfileTagsRepository } from './profile-tags.repository';

/** Profile tags (spec §2.18) and their assignment to users (§2.19); they show on author cards and the ranking. */
@Injectable()
export class ProfileTagsService {
  constructor(
    private readonly tags: ProfileTagsRepository,
    private readonly publicCache: PublicCacheInvalidator,
    private readonly uow: UnitOfWork,
  ) {}

  async list(): Promise<ProfileTagDto[]> {
    return (await this.tags.listAll()).map(toProfileTagDto);
  }

  async create(dto: SaveProfileTagDto): Promise<ProfileTagDto> {
    if (await this.tags.nameTaken(dto.name)) throw conflict(profileTagErrors.nameTaken);
    return this.save(this.tags.create({ name: dto.name, color: (dto.color ?? DEFAULT_TAG_COLOR).toUpperCase() }));
  }

  async update(id: number, dto: SaveProfileTagDto): Promise<ProfileTagDto> {
    const tag = await this.tags.findById(id);
    if (!tag) throw notFound(profileTagErrors.notFound);
    if (await this.tags.nameTaken(dto.name, id)) throw conflict(profileTagErrors.nameTaken);
    tag.name = dto.name;
    if (dto.color !== undefined) tag.color = dto.color.toUpperCase();
    return this.save(tag);
  }

  /** The user_tags rows go with it (the join table cascades). */
  async remove(id: number): Promise<void> {
    const tag = await this.tags.findById(id);
    if (!tag) throw notFound(profileTagErrors.notFound);
    await this.tags.remove(tag);
    this.publicCache.invalidate();
  }

  async tagsOfUser(userId: number): Promise<ProfileTagDto[]> {
    if (!(await this.tags.userExists(userId))) throw notFound(userErrors.notFound);
    return (await this.tags.tagsOfUser(userId)).map(toProfileTagDto);
  }

  /** Replaces the user's tags; one unknown id refuses the whole request and changes nothing. */
  async assign(dto: AssignTagsDto): Promise<ProfileTagDto[]> {
    if (!(await this.tags.userExists(dto.userId))) throw notFound(userErrors.notFound);
    const ids = [...new Set(dto.tagIds)];
    const found = await this.tags.findByIds(ids);
    const missing = ids.filter((id) => !found.some((t) => t.id === id));
    if (missing.length) throw badRequest(profileTagErrors.unknownIds(missing));
    await this.uow.run((tx) => this.tags.replaceUserTags(tx, dto.userId, ids));
    this.publicCache.invalidate();
    return found.map(toProfileTagDto);
  }

  private async save(tag: ProfileTag): Promise<ProfileTagDto> {
    try {
      const saved = toProfileTagDto(await this.tags.save(tag));
      this.publicCache.invalidate();
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(profileTagErrors.nameTaken);
      throw error;
    }
  }
}
