import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/decorators/access.decorator';
import { ContributorsResponseDto, ContributorStatsResponseDto } from './dto/contributor-response.dto';
import { ContributorsService } from './contributors.service';

@ApiTags('Contributeurs')
@Controller('contributors')
export class ContributorsController {
  constructor(private readonly contributors: ContributorsService) {}

  @Get('leaderboard')
  @Public()
  @ApiOperation({ summary: 'Classement des contributeurs : articles publiés puis gains' })
  @ApiOkResponse({ type: ContributorsResponseDto })
  async leaderboard(): Promise<ContributorsResponseDto> {
    return { success: true, contributors: await this.contributors.leaderboard() };
  }

  @Get('stats')
  @Public()
  @ApiOperation({ summary: 'Statistiques des contributeurs' })
  @ApiOkResponse({ type: ContributorStatsResponseDto })
  async stats(): Promise<ContributorStatsResponseDto> {
    return { success: true, stats: await this.contributors.stats() };
  }
}
