import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Global, Injectable, Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import { AppConfig } from '../src/config/app-config';
import { DEFAULT_JOB_RETENTION, defineJob } from '../src/queue/define-job';
import { JobGivenUp, type JobHandler, type QueuedJob } from '../src/queue/job-queue';
import { Jobs } from '../src/queue/jobs';
import { JobsModule } from '../src/queue/jobs.module';
import { QueueName } from '../src/queue/queues';
import { queuesSettled } from './support/wait';

/** n > 0: done (n = 1 once the scenario lets it end); n < 0: fails its first try; n = 0: given up for good. */
interface PingData {
  n: number;
}

interface Run {
  n: number;
  attempt: number;
  isLast: boolean;
}

const runs: Run[] = [];
/** Ping 1 runs until the scenario lets it end, so that its duplicate is added while it runs. */
let firstMayEnd: Promise<void> = Promise.resolve();

@Injectable()
class PingHandler implements JobHandler<PingData> {
  async handle(job: QueuedJob<PingData>): Promise<void> {
    runs.push({ n: job.data.n, attempt: job.attempt.number, isLast: job.attempt.isLast });
    if (job.data.n === 1) await firstMayEnd;
    if (job.data.n === 0) throw new JobGivenUp('ping 0 given up');
    if (job.data.n < 0 && job.attempt.number < 2) throw new Error('first try fails');
  }
}

const pingJob = defineJob<PingData>({
  queue: QueueName.Mail,
  name: 'ping',
  jobId: ({ n }) => `ping-${n}`,
  laterJobId: ({ n }) => `ping-${n}-later`,
  tuning: () => ({ attempts: 3, backoffMs: 20, concurrency: 1, lockDurationMs: 5000 }),
  handler: PingHandler,
  logContext: 'Test',
  failureMessage: ({ n }, attempt, error) => `ping ${n} : essai ${attempt.number} échoué (${error.message})`,
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function start(redisUrl: string | undefined, jobs: DynamicModule): Promise<INestApplicationContext> {
  @Global()
  @Module({ providers: [{ provide: AppConfig, useValue: { redisUrl } }], exports: [AppConfig] })
  class Config {}
  @Module({ imports: [Config, jobs], providers: [PingHandler] })
  class Root {}
  return NestFactory.createApplicationContext(Root, { logger: false, abortOnError: false });
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out: ${what} (${JSON.stringify(runs)})`);
}

/** Adds the same four jobs through `jobs` and returns the runs their handler saw, in order per job. */
async function runScenario(jobs: Jobs): Promise<Run[]> {
  runs.length = 0;
  let endFirst: () => void = () => undefined;
  firstMayEnd = new Promise<void>((resolve) => (endFirst = resolve));
  await jobs.add(pingJob, { n: 1 });
  await until(() => runs.some((run) => run.n === 1), 'ping 1 running');
  await jobs.add(pingJob, { n: 1 }); // same id while it runs: nothing more
  await jobs.add(pingJob, { n: -1 });
  await jobs.add(pingJob, { n: 0 });
  await jobs.addLater(pingJob, { n: 2 }, 50);
  endFirst();
  await until(() => runs.length >= 5, 'five runs');
  // Nothing waits, runs or waits for a retry any more: a sixth run would have happened.
  await queuesSettled([QueueName.Mail]);
  return [...runs].sort((a, b) => a.n - b.n || a.attempt - b.attempt);
}

const EXPECTED: Run[] = [
  { n: -1, attempt: 1, isLast: false },
  { n: -1, attempt: 2, isLast: false },
  { n: 0, attempt: 1, isLast: false },
  { n: 1, attempt: 1, isLast: false },
  { n: 2, attempt: 1, isLast: false },
];

describe('job registry: one definition, in process and on BullMQ', () => {
  const previousPrefix = process.env.QUEUE_PREFIX;
  const prefix = `test-job-registry-${process.pid}-${randomBytes(3).toString('hex')}`;
  const contexts: INestApplicationContext[] = [];

  beforeAll(() => {
    process.env.QUEUE_PREFIX = prefix;
  });

  afterAll(async () => {
    for (const context of contexts.reverse()) await context.close();
    const queue = new Queue(QueueName.Mail, { connection: { host: '127.0.0.1', port: 6379 }, prefix });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    if (previousPrefix === undefined) delete process.env.QUEUE_PREFIX;
    else process.env.QUEUE_PREFIX = previousPrefix;
  });

  it('runs the definition in the API process without Redis', async () => {
    const api = await start(undefined, JobsModule.forApi([pingJob]));
    contexts.push(api);
    expect(await runScenario(api.get(Jobs))).toEqual(EXPECTED);
  });

  it('runs the same definition through Redis: the API adds, the worker process runs, a job given up stays failed', async () => {
    const api = await start(REDIS_URL, JobsModule.forApi([pingJob]));
    contexts.push(api);
    const worker = await start(REDIS_URL, JobsModule.forWorker([pingJob]));
    contexts.push(worker);
    expect(api.get(Jobs).runsJobsHere).toBe(false);
    expect(await runScenario(api.get(Jobs))).toEqual(EXPECTED);

    const queue = new Queue(QueueName.Mail, { connection: { host: '127.0.0.1', port: 6379 }, prefix });
    try {
      const failed = await queue.getFailed();
      expect(failed.map((job) => [job.id, job.data])).toEqual([['ping-0', { n: 0, givenUp: true }]]);
      // Finished jobs stay on the dashboard for a day (bounded), so an operator can tell whether one ran.
      const done = await queue.getJob('ping-2-later');
      expect(await done?.isCompleted()).toBe(true);
      expect(done?.opts.removeOnComplete).toEqual(DEFAULT_JOB_RETENTION.completed);
    } finally {
      await queue.close();
    }
  });
});
