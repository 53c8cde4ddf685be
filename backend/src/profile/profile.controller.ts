import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user';
import { Authenticated } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ApiStorageUnavailable } from '../uploads/api-storage-error.decorator';
import { userErrors } from '../i18n/errors';
import { readMultipartFile } from '../uploads/multipart-file';
import { AvatarResponseDto, AvatarUploadBodyDto, ProfileResponseDto } from '../users/dto/profile-response.dto';
import { UpdateProfileDto } from '../users/dto/update-profile.dto';
import { ProfileService } from './profile.service';
import { userSuccesses } from '../i18n/successes';

@ApiTags('Profil')
@Controller('users')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Put('profile')
  @Authenticated()
  @ApiOperation({ summary: 'Modifier son profil (nom, biographie, mot de passe)' })
  @ApiOkResponse({ type: ProfileResponseDto })
  @ApiErrors(400, 403, 409)
  async update(@CurrentUser() actor: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileResponseDto> {
    const { user, token } = await this.profile.update(actor, dto);
    return { success: true, message: userSuccesses.profileUpdated, user, ...(token ? { token } : {}) };
  }

  @Post('avatar')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Changer sa photo de profil (champ « avatar ») : vignette carrée de 256 px' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AvatarUploadBodyDto })
  @ApiOkResponse({ type: AvatarResponseDto })
  @ApiErrors(400)
  @ApiStorageUnavailable()
  async avatar(@CurrentUser() actor: AuthUser, @Req() request: FastifyRequest): Promise<AvatarResponseDto> {
    const file = await readMultipartFile(request, 'avatar', userErrors.selectAnImage);
    return { success: true, ...(await this.profile.replaceAvatar(actor, file)) };
  }
}
