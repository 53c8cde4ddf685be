import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { UserDto } from './user-response.dto';

export class ProfileResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Profil mis à jour !' }) message!: string;
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiPropertyOptional({ description: 'Nouveau jeton, présent quand le mot de passe a changé (les anciens ne valent plus)' })
  token?: string;
}

export class AvatarResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: '/blog/uploads/avatars/2026/05/3f9c….webp' }) avatar!: string;
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

/** Documents the multipart body of an avatar upload. */
export class AvatarUploadBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, GIF ou WebP, 5 Mo au plus' }) avatar!: unknown;
}
