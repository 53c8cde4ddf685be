import { MAX_DB_ID, codedMessage } from '../../common/http/validation';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../../common/http/optional-not-null';
import { profileTagErrors, validationErrors } from '../../i18n/errors';
import { DEFAULT_TAG_COLOR } from '../../users/entities/profile-tag.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveProfileTagDto {
  @ApiProperty({ example: 'Développeur', maxLength: 50 })
  @Transform(trim)
  @IsString(codedMessage(profileTagErrors.nameRequired))
  @IsNotEmpty(codedMessage(profileTagErrors.nameRequired))
  @MaxLength(50, codedMessage(profileTagErrors.nameTooLong))
  name!: string;

  @ApiPropertyOptional({ default: DEFAULT_TAG_COLOR, example: '#FCD34D' })
  @OptionalNotNull()
  @Transform(trim)
  @IsString(codedMessage(validationErrors.colorInvalid))
  @Matches(/^#[0-9A-Fa-f]{6}$/, codedMessage(validationErrors.colorInvalid))
  color?: string;
}

export class AssignTagsDto {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt(codedMessage(profileTagErrors.userInvalid))
  @Min(1, codedMessage(profileTagErrors.userInvalid))
  @Max(MAX_DB_ID, codedMessage(profileTagErrors.userInvalid))
  userId!: number;

  @ApiProperty({ type: [Number], example: [1, 2], description: 'Remplace l’ensemble des tags de l’utilisateur' })
  @IsArray(codedMessage(profileTagErrors.listInvalid))
  @ArrayMaxSize(100)
  @IsInt({ each: true, ...codedMessage(profileTagErrors.listInvalid) })
  @Min(1, { each: true, ...codedMessage(profileTagErrors.listInvalid) })
  @Max(MAX_DB_ID, { each: true, ...codedMessage(profileTagErrors.listInvalid) })
  tagIds!: number[];
}
