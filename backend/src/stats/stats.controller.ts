import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user';
import { Authenticated, Staff } from '../access/decorators/access.decorator';
import { CurrentUser } from '../access/decorators/current-user.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { BlogStatsResponseDto, MyStatsQueryDto, MyStatsResponseDto, StatsQueryDto } from './dto/stats.dto';
import { StatsService } from './stats.service';

@ApiTags('Statistiques')
@Controller('admin/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'Mes statistiques : vues par jour, gains par mois, mes articles, mon rang (les siennes seulement)' })
  @ApiOkResponse({ type: MyStatsResponseDto })
  @ApiErrors(400)
  async mine(@CurrentUser() user: AuthUser, @Query() query: MyStatsQueryDto): Promise<MyStatsResponseDto> {
    return { success: true, stats: await this.stats.forAuthor(user.id, query) };
  }

  @Get('blog')
  @Staff()
  @ApiOperation({ summary: 'Statistiques du blog : vues, gains, meilleurs articles et contributeurs, soumissions par semaine' })
  @ApiOkResponse({ type: BlogStatsResponseDto })
  @ApiErrors(400)
  async blog(@Query() query: StatsQueryDto): Promise<BlogStatsResponseDto> {
    return { success: true, stats: await this.stats.forBlog(query.period) };
  }
}
