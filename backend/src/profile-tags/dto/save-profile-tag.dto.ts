import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsString, Matches, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../../common/http/optional-not-null';
import { DEFAULT_TAG_COLOR } from '../entities/profile-tag.entity';

export const TAG_NAME_REQUIRED = 'Le nom du tag est requis';
export const TAG_COLOR_INVALID = 'Couleur invalide (format #RRGGBB attendu)';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveProfileTagDto {
  @ApiProperty({ example: 'Développeur', maxLength: 50 })
  @Transform(trim)
  @IsString({ message: TAG_NAME_REQUIRED })
  @IsNotEmpty({ message: TAG_NAME_REQUIRED })
  @MaxLength(50, { message: 'Le nom du tag est trop long (50 caractères maximum)' })
  name!: string;

  @ApiPropertyOptional({ default: DEFAULT_TAG_COLOR, example: '#FCD34D' })
  @OptionalNotNull()
  @Transform(trim)
  @IsString({ message: TAG_COLOR_INVALID })
  @Matches(/^#[0-9A-Fa-f]{6}$/, { message: TAG_COLOR_INVALID })
  color?: string;
}

export class AssignTagsDto {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt({ message: 'Utilisateur invalide' })
  @Min(1, { message: 'Utilisateur invalide' })
  userId!: number;

  @ApiProperty({ type: [Number], example: [1, 2], description: 'Remplace l’ensemble des tags de l’utilisateur' })
  @IsArray({ message: 'La liste de tags est invalide' })
  @ArrayMaxSize(100)
  @IsInt({ each: true, message: 'La liste de tags est invalide' })
  tagIds!: number[];
}
