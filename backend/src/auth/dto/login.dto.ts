import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { toNormalizedEmail } from '../../users/email';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.local' })
  @Transform(toNormalizedEmail)
  @IsString()
  @IsNotEmpty({ message: "L'adresse e-mail est requise" })
  @MaxLength(191)
  email!: string;

  @ApiProperty({ example: 'Admin!2345', writeOnly: true })
  @IsString()
  @IsNotEmpty({ message: 'Le mot de passe est requis' })
  @MaxLength(200)
  password!: string;
}
