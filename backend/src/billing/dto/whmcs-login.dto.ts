import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LoginDto } from '../../auth/dto/login.dto';

/** Customer tab: WHMCS credentials, plus the blog password when an existing blog account is to be linked. */
export class WhmcsLoginDto extends LoginDto {
  @ApiPropertyOptional({
    writeOnly: true,
    description:
      'Mot de passe du compte du blog qui porte déjà cette adresse, pour le relier au compte client (demandé par une réponse 409)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  local_password?: string;
}
