import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/decorators/access.decorator';
import { AuthRateLimit } from '../auth/rate-limit/auth-rate-limit.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SessionResponseDto } from '../users/dto/user-response.dto';
import { WhmcsLoginDto } from './dto/whmcs-login.dto';
import { WhmcsRegisterDto } from './dto/whmcs-register.dto';
import { WhmcsAuthService } from './whmcs-auth.service';

@ApiTags('Authentification')
@Controller('whmcs')
export class WhmcsAuthController {
  constructor(private readonly auth: WhmcsAuthService) {}

  @Post('auth')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Connexion client (identifiants de l’espace client WHMCS)' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 401, 403, 409, 429, 502)
  async login(@Body() dto: WhmcsLoginDto): Promise<SessionResponseDto> {
    return { success: true, ...(await this.auth.login(dto.email, dto.password, dto.local_password)) };
  }

  @Post('register')
  @HttpCode(200)
  @Public()
  @AuthRateLimit('register')
  @ApiOperation({ summary: 'Inscription d’un contributeur : crée le compte client WHMCS puis le compte du blog' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 409, 429, 502)
  async register(@Body() dto: WhmcsRegisterDto): Promise<SessionResponseDto> {
    return { success: true, ...(await this.auth.register(dto)) };
  }
}
