import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Roles } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SuccessResponseDto } from '../common/http/error-response.dto';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { CreateUserDto, UpdateUserDto } from './dto/save-user.dto';
import { UserSavedResponseDto, UsersResponseDto } from './dto/user-response.dto';
import { UsersService } from './users.service';
import { userSuccesses } from '../i18n/successes';

@ApiTags('Utilisateurs')
@Controller('auth/users')
@Roles('admin')
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Lister les utilisateurs, les plus récents d’abord, par pages (recherche : q)' })
  @ApiOkResponse({ type: UsersResponseDto })
  @ApiErrors(400)
  async list(@Query() query: ListUsersQueryDto): Promise<UsersResponseDto> {
    return { success: true, ...(await this.users.list(query)) };
  }

  @Post()
  @ApiOperation({ summary: 'Créer un utilisateur' })
  @ApiOkResponse({ type: UserSavedResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateUserDto): Promise<UserSavedResponseDto> {
    return { success: true, message: userSuccesses.created, user: await this.users.create(dto) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifier un utilisateur (mot de passe vide : inchangé)' })
  @ApiOkResponse({ type: UserSavedResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserSavedResponseDto> {
    return { success: true, message: userSuccesses.updated, user: await this.users.update(actor, id, dto) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Supprimer un utilisateur' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrors(400, 404)
  async remove(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<SuccessResponseDto> {
    await this.users.remove(actor, id);
    return { success: true };
  }
}
