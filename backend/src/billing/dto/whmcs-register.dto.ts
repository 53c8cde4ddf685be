import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_TOO_SHORT } from '../../users/dto/save-user.dto';
import { toNormalizedEmail } from '../../users/email';

export const ALL_FIELDS_REQUIRED = 'Tous les champs sont requis';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec §3 registration payload; spec §5 rules (every field required, password of 8+ characters). */
export class WhmcsRegisterDto {
  @ApiProperty({ example: 'Jean' })
  @Transform(trim)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(100)
  firstname!: string;

  @ApiProperty({ example: 'Dupont' })
  @Transform(trim)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(100)
  lastname!: string;

  @ApiProperty({ example: 'jean@exemple.fr' })
  @Transform(toNormalizedEmail)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(191)
  @IsEmail({}, { message: "L'adresse e-mail est invalide" })
  email!: string;

  @ApiProperty({ minLength: 8, writeOnly: true })
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MinLength(8, { message: PASSWORD_TOO_SHORT })
  @MaxLength(200)
  password!: string;

  @ApiProperty({ example: '1 rue de la Paix' })
  @Transform(trim)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(200)
  address1!: string;

  @ApiProperty({ example: 'Paris' })
  @Transform(trim)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(100)
  city!: string;

  @ApiProperty({ example: '75001' })
  @Transform(trim)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(20)
  postcode!: string;

  @ApiProperty({ example: '0123456789' })
  @Transform(trim)
  @IsString({ message: ALL_FIELDS_REQUIRED })
  @IsNotEmpty({ message: ALL_FIELDS_REQUIRED })
  @MaxLength(30)
  phonenumber!: string;
}
