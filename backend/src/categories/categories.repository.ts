import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Category } from './entities/category.entity';

@Injectable()
export class CategoriesRepository {
  constructor(@InjectRepository(Category) private readonly repo: Repository<Category>) {}

  listActive(): Promise<Category[]> {
    return this.repo.find({ where: { is_active: true }, order: { order_position: 'ASC', name: 'ASC' } });
  }

  listAll(): Promise<Category[]> {
    return this.repo.find({ order: { order_position: 'ASC', name: 'ASC' } });
  }

  findById(id: number): Promise<Category | null> {
    return this.repo.findOne({ where: { id } });
  }

  findBySlug(slug: string): Promise<Category | null> {
    return this.repo.findOne({ where: { slug } });
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const found = await this.findBySlug(slug);
    return Boolean(found && found.id !== exceptId);
  }

  create(fields: Partial<Category>): Category {
    return this.repo.create(fields);
  }

  save(category: Category): Promise<Category> {
    return this.repo.save(category);
  }

  async remove(category: Category): Promise<void> {
    await this.repo.remove(category);
  }
}
