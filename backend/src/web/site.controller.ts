import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/decorators/access.decorator';
import { AppConfig } from '../config/app-config';
import { SiteResponseDto } from './dto/site-response.dto';

/** The provider's identity and links, for the SPA when a page was not rendered by the server. */
@ApiTags('Site')
@Controller('site')
export class SiteController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Nom de l’hébergeur, liens du site principal et des réseaux, origine publique' })
  @ApiOkResponse({ type: SiteResponseDto })
  site(): SiteResponseDto {
    return { success: true, brand: { ...this.config.brand }, public_url: this.config.publicUrl };
  }
}
