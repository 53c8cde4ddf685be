import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { ProfileTagSavedResponseDto, ProfileTagsResponseDto, TagsAssignedResponseDto } from './dto/profile-tag-response.dto';
import { AssignTagsDto, SaveProfileTagDto } from './dto/save-profile-tag.dto';
import { ProfileTagsService } from './profile-tags.service';
import { profileTagSuccesses } from '../i18n/successes';

@ApiTags('Tags de profil')
@Controller('profile-tags')
@Roles('admin')
export class ProfileTagsController {
  constructor(private readonly tags: ProfileTagsService) {}

  @Get()
  @ApiOperation({ summary: 'Lister les tags de profil' })
  @ApiOkResponse({ type: ProfileTagsResponseDto })
  async list(): Promise<ProfileTagsResponseDto> {
    return { success: true, tags: await this.tags.list() };
  }

  @Post()
  @ApiOperation({ summary: 'Créer un tag de profil' })
  @ApiOkResponse({ type: ProfileTagSavedResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: SaveProfileTagDto): Promise<ProfileTagSavedResponseDto> {
    return { success: true, message: profileTagSuccesses.created, tag: await this.tags.create(dto) };
  }

  @Post('assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remplacer les tags d’un utilisateur' })
  @ApiOkResponse({ type: TagsAssignedResponseDto })
  @ApiErrors(400, 404)
  async assign(@Body() dto: AssignTagsDto): Promise<TagsAssignedResponseDto> {
    return { success: true, message: profileTagSuccesses.assigned, tags: await this.tags.assign(dto) };
  }

  @Get('user/:userId')
  @ApiOperation({ summary: 'Tags d’un utilisateur' })
  @ApiOkResponse({ type: ProfileTagsResponseDto })
  @ApiErrors(404)
  async ofUser(@Param('userId', ParseIntPipe) userId: number): Promise<ProfileTagsResponseDto> {
    return { success: true, tags: await this.tags.tagsOfUser(userId) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifier un tag de profil' })
  @ApiOkResponse({ type: ProfileTagSavedResponseDto })
  @ApiErrors(400, 404, 409)
  async update(@Param('id', ParseIntPipe) id: number, @Body() dto: SaveProfileTagDto): Promise<ProfileTagSavedResponseDto> {
    return { success: true, message: profileTagSuccesses.updated, tag: await this.tags.update(id, dto) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Supprimer un tag de profil (retiré de tous les utilisateurs)' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(404)
  async remove(@Param('id', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    await this.tags.remove(id);
    return { success: true };
  }
}
