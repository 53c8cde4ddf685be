import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators/access.decorator';
import { ApiError } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { databaseErrors } from '../i18n/errors';
import { RedisConnection } from '../redis/redis.module';

export class HealthResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ enum: ['up'] }) db!: 'up';
  @ApiProperty({ enum: ['up', 'down', 'disabled'] }) redis!: 'up' | 'down' | 'disabled';
}

@ApiTags('Santé')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly redis: RedisConnection,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'État du service (base de données, Redis)' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiErrors(503)
  async check(): Promise<HealthResponseDto> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, databaseErrors.down);
    }
    return { success: true, db: 'up', redis: await this.redis.status() };
  }
}
