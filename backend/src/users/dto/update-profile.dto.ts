import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { USERNAME_FORMAT } from './save-user.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const USERNAME_REQUIRED = "Le nom d'utilisateur est requis";

/** Spec §2.17 / §7 `PUT /users/profile`. The email is shown read-only and never changes here. */
export class UpdateProfileDto {
  @ApiProperty({ example: 'jdupont', maxLength: 50 })
  @Transform(trim)
  @IsString({ message: USERNAME_REQUIRED })
  @IsNotEmpty({ message: USERNAME_REQUIRED })
  @MaxLength(50)
  @Matches(/^[\p{L}\p{N}_.-]+$/u, { message: USERNAME_FORMAT })
  username!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  display_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'La biographie est trop longue (2000 caractères maximum)' })
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
