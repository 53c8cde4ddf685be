import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_ICON } from '../entities/category.entity';
import { OptionalNotNull } from '../../common/http/optional-not-null';
import { categoryErrors, validationErrors } from '../../i18n/errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateCategoryDto {
  @ApiProperty({ example: 'Minecraft', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty(codedMessage(categoryErrors.nameRequired))
  @MaxLength(100)
  name!: string;

  @ApiPropertyOptional({ description: 'Généré depuis le nom si vide', example: 'minecraft', maxLength: 120 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  slug?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string | null;

  @ApiPropertyOptional({ default: DEFAULT_CATEGORY_COLOR, example: '#22C55E' })
  @OptionalNotNull()
  @IsString()
  @Matches(/^#[0-9A-Fa-f]{6}$/, codedMessage(validationErrors.colorInvalid))
  color?: string;

  @ApiPropertyOptional({ default: DEFAULT_CATEGORY_ICON, example: 'server', maxLength: 50 })
  @OptionalNotNull()
  @IsString()
  @Matches(/^[a-z0-9-]{1,50}$/, codedMessage(categoryErrors.iconInvalid))
  icon?: string;

  @ApiPropertyOptional({ default: 0 })
  @OptionalNotNull()
  @IsInt()
  @Min(-100000)
  @Max(100000)
  order_position?: number;

  @ApiPropertyOptional({ default: true })
  @OptionalNotNull()
  @IsBoolean()
  is_active?: boolean;
}

export class UpdateCategoryDto extends CreateCategoryDto {}
