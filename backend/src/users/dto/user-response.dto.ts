import { PaginationDto } from '../../common/http/pagination';
import { ApiProperty } from '@nestjs/swagger';
import { ROLES, Role, User } from '../entities/user.entity';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

export class UserDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Adresse de l’image d’avatar' }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_login!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Identifiant du client WHMCS lié' }) whmcs_client_id!: number | null;
  @ApiProperty({ description: 'Total des récompenses créditées, en euros', example: 3 }) total_rewards!: number;
  @ApiProperty({ description: 'Nombre d’articles publiés' }) articles_approved!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    email: user.email,
    avatar: user.avatar,
    bio: user.bio,
    role: user.role,
    is_active: Boolean(user.is_active),
    last_login: user.last_login ? new Date(user.last_login).toISOString() : null,
    whmcs_client_id: user.whmcs_client_id,
    total_rewards: user.total_rewards_cents / 100,
    articles_approved: user.articles_approved,
    created_at: new Date(user.created_at).toISOString(),
  };
}

export class UserResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

export class UsersResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [UserDto] }) users!: UserDto[];
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class UserSavedResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Utilisateur créé' }) message!: string;
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

export class SessionResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ description: 'Jeton JWT à envoyer en en-tête Authorization: Bearer' }) token!: string;
}
