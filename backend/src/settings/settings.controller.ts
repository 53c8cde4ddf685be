import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { SettingResetResponseDto, SettingsResponseDto, UpdateSettingsDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('Paramètres')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Paramètres publics : couleurs du thème et montant de la récompense' })
  @ApiOkResponse({ type: SettingsResponseDto })
  async getPublic(): Promise<SettingsResponseDto> {
    return { success: true, settings: await this.settings.getPublic() };
  }

  @Put()
  @Roles('admin')
  @ApiOperation({ summary: 'Modifier des paramètres (clés connues uniquement)' })
  @ApiOkResponse({ type: SettingsResponseDto })
  @ApiErrors(400)
  async update(@Body() dto: UpdateSettingsDto): Promise<SettingsResponseDto> {
    return { success: true, settings: await this.settings.update(dto.settings) };
  }

  @Post('reset/:key')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Rétablir la valeur par défaut d’un paramètre' })
  @ApiOkResponse({ type: SettingResetResponseDto })
  @ApiErrors(400)
  async reset(@Param('key') key: string): Promise<SettingResetResponseDto> {
    return { success: true, value: await this.settings.reset(key) };
  }
}
