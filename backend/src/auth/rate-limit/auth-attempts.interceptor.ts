import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { concatMap, type Observable } from 'rxjs';
import { isAttemptStorage } from './attempt-storage';
import { countedAttempts } from './auth-throttler.guard';
import { ACCOUNT_THROTTLER } from './auth-trackers';

/**
 * Only failed sign-ins count: once the handler answered a session, the attempt is taken back from the
 * per-IP counter (a team behind one office address signs in as often as it likes) and the account's
 * failures are forgotten. The attempt was counted on arrival, so parallel guesses are still limited.
 */
@Injectable()
export class AuthAttemptsInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AuthAttemptsInterceptor.name);

  constructor(@InjectThrottlerStorage() private readonly storage: ThrottlerStorage) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<unknown>();
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.forgive(req);
        return answer;
      }),
    );
  }

  private async forgive(req: unknown): Promise<void> {
    const storage = this.storage;
    if (!isAttemptStorage(storage)) return;
    try {
      for (const { key, throttler } of countedAttempts(req)) {
        await (throttler === ACCOUNT_THROTTLER ? storage.clear(key, throttler) : storage.refund(key, throttler));
      }
    } catch (error) {
      this.logger.warn(`Tentative de connexion non décomptée : ${(error as Error).message}`);
    }
  }
}
