import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Roles } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import {
  RewardHistoryQueryDto,
  RewardHistoryResponseDto,
  RewardRetryResponseDto,
  RewardSettingsResponseDto,
  UpdateRewardSettingsDto,
} from './dto/rewards.dto';
import { RewardsService } from './rewards.service';
import { rewardSuccesses } from '../i18n/successes';

@ApiTags('Récompenses')
@Controller('admin/rewards')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Get('settings')
  @Authenticated()
  @ApiOperation({ summary: 'Règles de récompense (lues aussi par les contributeurs dans l’éditeur)' })
  @ApiOkResponse({ type: RewardSettingsResponseDto })
  async settings(): Promise<RewardSettingsResponseDto> {
    return { success: true, settings: await this.rewards.getSettings() };
  }

  @Put('settings')
  @Roles('admin')
  @ApiOperation({ summary: 'Modifier montant, devise, minimum de mots et validation automatique' })
  @ApiOkResponse({ type: RewardSettingsResponseDto })
  @ApiErrors(400)
  async update(@Body() dto: UpdateRewardSettingsDto): Promise<RewardSettingsResponseDto> {
    return { success: true, settings: await this.rewards.updateSettings(dto) };
  }

  @Get('history')
  @Roles('admin')
  @ApiOperation({ summary: 'Dernières récompenses, les plus récentes d’abord' })
  @ApiOkResponse({ type: RewardHistoryResponseDto })
  @ApiErrors(400)
  async history(@Query() query: RewardHistoryQueryDto): Promise<RewardHistoryResponseDto> {
    return { success: true, history: await this.rewards.history(query.limit ?? 10) };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Relancer le crédit d’une récompense en échec' })
  @ApiOkResponse({ type: RewardRetryResponseDto })
  @ApiErrors(404, 409)
  async retry(@Param('id', ParseIntPipe) id: number): Promise<RewardRetryResponseDto> {
    return { success: true, message: rewardSuccesses.retryStarted, reward: await this.rewards.retry(id) };
  }
}
