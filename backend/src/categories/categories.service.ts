import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/http/api-error';
import { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import { slugify, uniqueSlug } from '../common/text/slug';
import { isUniqueViolation } from '../database/unique-violation';
import { categoryErrors } from '../i18n/errors';
import { CategoriesRepository } from './categories.repository';
import { CategoryDto, toCategoryDto } from './dto/category-response.dto';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/save-category.dto';
import { Category, DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_ICON } from './entities/category.entity';

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly publicCache: PublicCacheInvalidator,
  ) {}

  async listActive(): Promise<CategoryDto[]> {
    return (await this.categories.listActive()).map(toCategoryDto);
  }

  async listAll(): Promise<CategoryDto[]> {
    return (await this.categories.listAll()).map(toCategoryDto);
  }

  async create(dto: CreateCategoryDto): Promise<CategoryDto> {
    const category = this.categories.create({
      name: dto.name,
      slug: await this.slugFor(dto.slug, dto.name),
      description: dto.description?.trim() || null,
      color: (dto.color ?? DEFAULT_CATEGORY_COLOR).toUpperCase(),
      icon: dto.icon ?? DEFAULT_CATEGORY_ICON,
      order_position: dto.order_position ?? 0,
      is_active: dto.is_active ?? true,
    });
    return this.save(category);
  }

  async update(id: number, dto: UpdateCategoryDto): Promise<CategoryDto> {
    const category = await this.categories.findById(id);
    if (!category) throw notFound(categoryErrors.notFound);
    category.name = dto.name;
    category.slug = await this.slugFor(dto.slug, dto.name, category.id, category.slug);
    if (dto.description !== undefined) category.description = dto.description?.trim() || null;
    if (dto.color !== undefined) category.color = dto.color.toUpperCase();
    if (dto.icon !== undefined) category.icon = dto.icon;
    if (dto.order_position !== undefined) category.order_position = dto.order_position;
    if (dto.is_active !== undefined) category.is_active = dto.is_active;
    return this.save(category);
  }

  /** Articles of a deleted category stay, with no category (the foreign key sets it to null). */
  async remove(id: number): Promise<void> {
    const category = await this.categories.findById(id);
    if (!category) throw notFound(categoryErrors.notFound);
    await this.categories.remove(category);
    this.publicCache.invalidate();
  }

  /**
   * A slug given by hand must be free; a blank one is derived from the name and numbered if needed.
   * An unchanged slug is kept as is.
   */
  private async slugFor(given: string | undefined, name: string, id?: number, current?: string): Promise<string> {
    const wanted = given ? slugify(given) : '';
    if (wanted) {
      if (wanted !== current && (await this.categories.slugTaken(wanted, id))) throw conflict(categoryErrors.slugTaken);
      return wanted;
    }
    if (current && slugify(name) === current) return current;
    return uniqueSlug(name, (s) => this.categories.slugTaken(s, id));
  }

  private async save(category: Category): Promise<CategoryDto> {
    try {
      const saved = toCategoryDto(await this.categories.save(category));
      this.publicCache.invalidate();
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(categoryErrors.slugTaken);
      throw error;
    }
  }
}
