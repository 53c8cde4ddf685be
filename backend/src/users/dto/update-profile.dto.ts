import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { userErrors } from '../../i18n/errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec §2.17 / §7 `PUT /users/profile`. The email is shown read-only and never changes here. */
export class UpdateProfileDto {
  @ApiProperty({ example: 'jdupont', maxLength: 50 })
  @Transform(trim)
  @IsString(codedMessage(userErrors.usernameRequired))
  @IsNotEmpty(codedMessage(userErrors.usernameRequired))
  @MaxLength(50)
  @Matches(/^[\p{L}\p{N}_.-]+$/u, codedMessage(userErrors.usernameFormat))
  username!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  display_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000, codedMessage(userErrors.bioTooLong))
  bio?: string | null;

  @ApiPropertyOptional({ description: 'Ignoré : l’adresse e-mail ne se modifie pas ici' })
  @IsOptional()
  @IsString()
  email?: string;

  @ApiPropertyOptional({ writeOnly: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  currentPassword?: string;

  @ApiPropertyOptional({ writeOnly: true, minLength: 8 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  newPassword?: string;

  @ApiPropertyOptional({ writeOnly: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  confirmPassword?: string;
}
