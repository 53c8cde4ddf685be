import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { ROLES, Role } from '../entities/user.entity';
import { OptionalNotNull } from '../../common/http/optional-not-null';
import { userErrors } from '../../i18n/errors';
import { toNormalizedEmail } from '../email';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The fields an admin gives a user, checked the same way on creation and on change. */
class UserFieldsDto {
  @ApiProperty({ example: 'jdupont', maxLength: 50 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty(codedMessage(userErrors.usernameRequired))
  @MaxLength(50)
  @Matches(/^[\p{L}\p{N}_.-]+$/u, codedMessage(userErrors.usernameFormat))
  username!: string;

  @ApiProperty({ example: 'jean@exemple.fr' })
  @Transform(toNormalizedEmail)
  @IsString()
  @IsNotEmpty(codedMessage(userErrors.emailRequired))
  @MaxLength(191)
  @IsEmail({}, codedMessage(userErrors.emailInvalid))
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  display_name?: string | null;
}

export class CreateUserDto extends UserFieldsDto {
  @ApiProperty({ minLength: 8, writeOnly: true })
  @IsString()
  @MinLength(8, codedMessage(userErrors.passwordTooShort))
  @MaxLength(200)
  password!: string;

  @ApiPropertyOptional({ enum: ROLES, default: 'contributor' })
  @OptionalNotNull()
  @IsIn(ROLES, codedMessage(userErrors.roleInvalid))
  role?: Role;

  @ApiPropertyOptional({ default: true })
  @OptionalNotNull()
  @IsBoolean()
  is_active?: boolean;
}

/** Every field may be left out (null only for the display name); an empty password keeps the current one. */
export class UpdateUserDto extends PartialType(UserFieldsDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ description: 'Laisser vide pour conserver le mot de passe actuel', writeOnly: true })
  @OptionalNotNull()
  @IsString()
  @ValidateIf((_o, value) => value !== '')
  @MinLength(8, codedMessage(userErrors.passwordTooShort))
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @OptionalNotNull()
  @IsIn(ROLES, codedMessage(userErrors.roleInvalid))
  role?: Role;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean()
  is_active?: boolean;
}
