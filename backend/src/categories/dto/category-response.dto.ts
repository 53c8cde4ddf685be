import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { Category } from '../entities/category.entity';

export class CategoryDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ example: '#FACC15' }) color!: string;
  @ApiProperty({ example: 'folder' }) icon!: string;
  @ApiProperty() order_position!: number;
  @ApiProperty() is_active!: boolean;
}

export function toCategoryDto(c: Category): CategoryDto {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    color: c.color,
    icon: c.icon,
    order_position: c.order_position,
    is_active: Boolean(c.is_active),
  };
}

export class CategoriesResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [CategoryDto] }) categories!: CategoryDto[];
}

export class CategorySavedResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Catégorie créée' }) message!: string;
  @ApiProperty({ type: CategoryDto }) category!: CategoryDto;
}
