import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../access/decorators/access.decorator';
import { ApiError, errorBody, type ErrorBody } from '../common/http/api-error';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { DatabaseProbe } from '../database/database-probe';
import { type CodedError, databaseErrors, readinessErrors } from '../i18n/errors';
import { RedisConnection } from '../redis/redis.module';
import { ShutdownState } from './shutdown-state';

export class HealthResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ enum: ['up'] }) db!: 'up';
  @ApiProperty({ enum: ['up', 'down', 'disabled'] }) redis!: 'up' | 'down' | 'disabled';
}

export class LivenessResponseDto {
  @ApiProperty({ example: true }) success!: true;
}

export class ReadinessResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ enum: ['up'] }) db!: 'up';
  @ApiProperty({ enum: ['up', 'disabled'] }) redis!: 'up' | 'disabled';
  @ApiProperty({ enum: ['applied'] }) migrations!: 'applied';
}

/** A readiness check that does not answer within this time counts as down: the load balancer's check must not hang. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@ApiTags('Santé')
@Controller('health')
export class HealthController {
  /** Migrations never become pending again in a running process once they have all been seen applied. */
  private migrationsApplied = false;

  constructor(
    private readonly db: DatabaseProbe,
    private readonly redis: RedisConnection,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'État du service (base de données, Redis)' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiErrors(503)
  async check(): Promise<HealthResponseDto> {
    // Both asked at once, each within the readiness check's time: a frozen Redis or database cannot hold the answer.
    const redis = withinTimeout(this.redis.status()).catch(() => 'down' as const);
    try {
      await withinTimeout(this.db.ping());
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, databaseErrors.down);
    }
    return { success: true, db: 'up', redis: await redis };
  }

  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Vivacité : le processus répond (rien d’autre n’est vérifié)' })
  @ApiOkResponse({ type: LivenessResponseDto })
  live(): LivenessResponseDto {
    return { success: true };
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    summary:
      'Disponibilité pour le répartiteur : 503 pendant l’arrêt, ou tant que la base, Redis (s’il est configuré) ou les migrations ne sont pas prêts',
  })
  @ApiOkResponse({ type: ReadinessResponseDto })
  @ApiErrors(503)
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessResponseDto | ErrorBody> {
    const problem = await this.readinessProblem();
    if (problem === null) return { success: true, db: 'up', redis: this.redis.client ? 'up' : 'disabled', migrations: 'applied' };
    // Answered rather than thrown: a load balancer polls this every second and an outage must not fill the error log.
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('cache-control', 'no-store');
    return errorBody(problem);
  }

  /** Why this instance should not take traffic right now, or null. */
  private async readinessProblem(): Promise<CodedError | null> {
    if (this.shutdown.draining) return readinessErrors.draining;
    try {
      await withinTimeout(this.db.ping());
    } catch {
      return readinessErrors.database;
    }
    if (!this.migrationsApplied) {
      const pending = await withinTimeout(this.db.migrationsPending()).catch(() => true);
      if (pending) return readinessErrors.migrations;
      this.migrationsApplied = true;
    }
    if (this.redis.client) {
      const up = await withinTimeout(this.redis.client.ping()).then(
        () => true,
        () => false,
      );
      if (!up) return readinessErrors.redis;
    }
    return this.shutdown.draining ? readinessErrors.draining : null;
  }
}
