import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SessionResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import type { AuthUser } from '../access/auth-user';
import { AuthService } from './auth.service';
import { Authenticated, Public } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { LoginDto } from './dto/login.dto';
import { AuthRateLimit } from './rate-limit/auth-rate-limit.decorator';

@ApiTags('Authentification')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Connexion de l’équipe (et des contributeurs créés avec un mot de passe local)' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 401, 403, 429)
  async login(@Body() dto: LoginDto): Promise<SessionResponseDto> {
    return { success: true, ...(await this.auth.login(dto.email, dto.password)) };
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'Utilisateur connecté' })
  @ApiOkResponse({ type: UserResponseDto })
  async me(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return { success: true, user: await this.auth.me(user.id) };
  }
}
