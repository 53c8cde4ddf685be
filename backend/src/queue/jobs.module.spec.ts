import 'reflect-metadata';
import { Global, Injectable, Logger, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { defineJob } from './define-job';
import type { JobHandler, QueuedJob } from './job-queue';
import { Jobs } from './jobs';
import { JobsModule } from './jobs.module';
import { QueueName } from './queues';

interface PingData {
  n: number;
}

const ran: Array<{ n: number; attempt: number }> = [];
const stale: PingData[] = [];

@Injectable()
class PingHandler implements JobHandler<PingData> {
  async handle(job: QueuedJob<PingData>): Promise<void> {
    ran.push({ n: job.data.n, attempt: job.attempt.number });
    if (job.data.n < 0 && job.attempt.number < 2) throw new Error('first try fails');
  }

  async findStale(): Promise<PingData[]> {
    return stale.splice(0);
  }
}

const pingJob = defineJob<PingData>({
  queue: QueueName.Mail,
  name: 'ping',
  jobId: ({ n }) => `ping-${n}`,
  tuning: () => ({
    attempts: 2,
    backoffMs: 10,
    concurrency: 1,
    lockDurationMs: 1000,
    sweepIntervalMs: 60_000,
    staleAfterMs: 60_000,
  }),
  handler: PingHandler,
  sweeps: true,
  logContext: 'Test',
  failureMessage: ({ n }, attempt, error) => `ping ${n} : essai ${attempt.number} échoué (${error.message})`,
});

/** The configuration the jobs module reads: no REDIS_URL, so the API runs its jobs in memory. */
@Global()
@Module({ providers: [{ provide: AppConfig, useValue: { redisUrl: undefined } }], exports: [AppConfig] })
class NoRedisConfig {}

@Module({ providers: [PingHandler] })
class PingDomain {}

function app(...imports: Array<DynamicModule | typeof PingDomain>) {
  @Module({ imports: [NoRedisConfig, ...imports] })
  class Root {}
  return NestFactory.createApplicationContext(Root, { logger: false, abortOnError: false });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

afterEach(() => {
  ran.length = 0;
  jest.restoreAllMocks();
});

describe('job registry (JobsModule)', () => {
  it('stops the start, naming the job and its missing handler, when no module provides the handler', async () => {
    const errors: string[] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(String(message)));
    await expect(app(JobsModule.forApi([pingJob]))).rejects.toThrow(
      'Job "ping" (queue "mail") has no handler: no module of this process provides PingHandler.',
    );
    expect(errors).toContain('Job "ping" (queue "mail") has no handler: no module of this process provides PingHandler.');
  });

  it('runs a registered job with its handler in the API process without Redis, retried with its own tuning', async () => {
    const warnings: string[] = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    const context = await app(JobsModule.forApi([pingJob]), PingDomain);
    await context.init();
    const jobs = context.get(Jobs);
    expect(jobs.runsJobsHere).toBe(true);
    await jobs.add(pingJob, { n: 1 });
    await jobs.add(pingJob, { n: -1 });
    await until(() => ran.length === 3);
    expect(ran).toEqual([
      { n: 1, attempt: 1 },
      { n: -1, attempt: 1 },
      { n: -1, attempt: 2 },
    ]);
    expect(warnings).toEqual(['ping -1 : essai 1 échoué (first try fails)']);
    await context.close();
  });

  it('sweeps at start what the handler finds stale, through the same definition', async () => {
    stale.push({ n: 7 }, { n: 8 });
    const context = await app(JobsModule.forApi([pingJob]), PingDomain);
    await context.init();
    await until(() => ran.length === 2);
    expect(ran.map((r) => r.n).sort()).toEqual([7, 8]);
    await context.close();
  });

  it('refuses to add a job that is not registered', async () => {
    const other = defineJob<PingData>({ ...pingJob, name: 'pong' });
    const jobs = new Jobs([pingJob], { redisUrl: undefined, worker: false, handlerOf: () => new PingHandler() });
    await expect(jobs.add(other, { n: 1 })).rejects.toThrow('Job "pong" is not registered (job-registry.ts).');
    await jobs.close();
  });
});
