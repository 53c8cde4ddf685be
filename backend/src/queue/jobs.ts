import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { redisKeyPrefix } from '../redis/key-prefix';
import { redisOptions } from '../redis/redis-options';
import { BullmqJobQueue } from './bullmq-job-queue';
import { DEFAULT_JOB_RETENTION, type JobDefinition, type JobTuning, type SweepTuning } from './define-job';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobGivenUp, type JobHandler, type JobOptions, type JobQueue, type QueuedJob } from './job-queue';
import type { QueueName } from './queues';

type Env = Record<string, string | undefined>;

export interface JobsOptions {
  /** BullMQ when set (a worker process runs the jobs), else a queue inside this process. */
  redisUrl: string | undefined;
  /** The worker process: it runs the jobs of every queue (JobWorkers). */
  worker: boolean;
  /** The handler of a definition (the job registry's, looked up in the modules at start-up). */
  handlerOf(definition: JobDefinition): JobHandler<object>;
  env?: Env;
}

/**
 * Where every registered job is added, in both processes: one BullMQ queue per queue name when REDIS_URL
 * is set, else one in-process queue per queue name that runs the same handlers with the same rules.
 */
export class Jobs {
  private readonly queues = new Map<QueueName, JobQueue<object>>();
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly loggers = new Map<JobDefinition, Logger>();
  private readonly tunings = new Map<JobDefinition, JobTuning & Partial<SweepTuning>>();

  constructor(
    definitions: readonly JobDefinition[],
    private readonly options: JobsOptions,
  ) {
    for (const definition of definitions) {
      if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is registered twice.`);
      this.definitions.set(definition.name, definition);
      this.tunings.set(definition, definition.tuning(options.env ?? process.env));
    }
    for (const queue of new Set(definitions.map((d) => d.queue))) this.queues.set(queue, this.open(queue));
  }

  /** Whether this process runs the jobs (and sweeps them): the worker with Redis, the API without it. */
  get runsJobsHere(): boolean {
    return this.options.worker || !this.options.redisUrl;
  }

  get usesRedis(): boolean {
    return this.options.redisUrl !== undefined;
  }

  /** Adds the job unless one with its id waits or runs. Rejects when the queue is unreachable. */
  async add<Data extends object>(definition: JobDefinition<Data>, data: Data): Promise<void> {
    const options = this.optionsOf(definition, definition.jobId(data), definition.delayMs?.(data));
    await this.queueOf(definition).add(definition.name, data, options);
  }

  /**
   * Adds the job for a change already committed, from the change's event. A queue outage is only logged:
   * the job's sweeper finds the change again, and the job's id makes a repeat harmless. False when the
   * job could not be added.
   */
  async addAfterCommit<Data extends object>(definition: JobDefinition<Data>, data: Data): Promise<boolean> {
    try {
      await this.add(definition, data);
      return true;
    } catch (error) {
      this.loggerOf(definition).warn(
        `Job ${definition.jobId(data)} non mis en file (${(error as Error).message}) : le balayage le reprendra`,
      );
      return false;
    }
  }

  /** Asks for a run of the job after `delayMs`, from the job itself (its own id: `laterJobId`). */
  async addLater<Data extends object>(definition: JobDefinition<Data>, data: Data, delayMs: number): Promise<void> {
    const jobId = definition.laterJobId ? definition.laterJobId(data, Date.now() + delayMs) : definition.jobId(data);
    await this.queueOf(definition).add(definition.name, data, this.optionsOf(definition, jobId, delayMs));
  }

  /**
   * Keeps the definition's repeated job in BullMQ's job scheduler (Redis only): idempotent, however many
   * workers ask. Waits through a Redis reconnection, as a worker does.
   */
  async repeat<Data extends object>(definition: JobDefinition<Data>): Promise<void> {
    const { repeat } = definition;
    if (!repeat || !this.options.redisUrl) return;
    const retention = definition.retention ?? DEFAULT_JOB_RETENTION;
    const queue = new Queue(definition.queue, {
      connection: redisOptions(this.options.redisUrl, 'worker'),
      prefix: redisKeyPrefix(),
    });
    try {
      await queue.upsertJobScheduler(
        repeat.schedulerId,
        { pattern: repeat.pattern, tz: repeat.tz },
        {
          name: definition.name,
          data: repeat.data,
          opts: { removeOnComplete: retention.completed, removeOnFail: retention.failed },
        },
      );
    } finally {
      await queue.close();
    }
  }

  tuningOf(definition: JobDefinition): JobTuning {
    return this.tuningOfRegistered(definition);
  }

  /** The sweeper's timings of a swept job. */
  sweepTuningOf(definition: JobDefinition): SweepTuning {
    const { sweepIntervalMs, staleAfterMs } = this.tuningOfRegistered(definition);
    if (sweepIntervalMs === undefined || staleAfterMs === undefined)
      throw new Error(`Job "${definition.name}" is swept, but its tuning has no sweep interval.`);
    return { sweepIntervalMs, staleAfterMs };
  }

  /** One BullMQ worker per queue name (JobWorkers); the jobs that share a queue share its worker settings. */
  queueNames(): QueueName[] {
    return [...this.queues.keys()];
  }

  /** The worker settings of a queue: those of its jobs (checked alike at start-up). */
  queueTuningOf(queue: QueueName): JobTuning {
    const definition = [...this.definitions.values()].find((d) => d.queue === queue);
    if (!definition) throw new Error(`No job is registered on queue "${queue}".`);
    return this.tuningOfRegistered(definition);
  }

  /** Runs one job with its handler (the in-process queue, and the BullMQ worker), and logs a failed try. */
  async run(job: QueuedJob<object>): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) throw new Error(`No job is registered under the name "${job.name}".`);
    try {
      await this.options.handlerOf(definition).handle(job);
    } catch (error) {
      if (!(error instanceof JobGivenUp))
        this.loggerOf(definition).warn(definition.failureMessage(job.data, job.attempt, error as Error));
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private open(queue: QueueName): JobQueue<object> {
    const onQueue = [...this.definitions.values()].filter((d) => d.queue === queue);
    const tuning = this.tuningOfRegistered(onQueue[0]);
    for (const other of onQueue.slice(1)) {
      const its = this.tuningOfRegistered(other);
      if (its.concurrency !== tuning.concurrency || its.lockDurationMs !== tuning.lockDurationMs)
        throw new Error(`Jobs "${onQueue[0].name}" and "${other.name}" share queue "${queue}" with different worker settings.`);
    }
    if (!this.options.redisUrl) return new InProcessJobQueue<object>((job) => this.run(job), tuning.concurrency, queue);
    return new BullmqJobQueue<object>(queue, this.options.redisUrl);
  }

  private loggerOf(definition: JobDefinition): Logger {
    let logger = this.loggers.get(definition);
    if (!logger) this.loggers.set(definition, (logger = new Logger(definition.logContext)));
    return logger;
  }

  private tuningOfRegistered(definition: JobDefinition): JobTuning & Partial<SweepTuning> {
    const tuning = this.tunings.get(definition);
    if (!tuning) throw new Error(`Job "${definition.name}" is not registered (job-registry.ts).`);
    return tuning;
  }

  private queueOf(definition: JobDefinition): JobQueue<object> {
    const queue = this.queues.get(definition.queue);
    if (!queue || this.definitions.get(definition.name) !== definition)
      throw new Error(`Job "${definition.name}" is not registered (job-registry.ts).`);
    return queue;
  }

  private optionsOf(definition: JobDefinition, jobId: string, delayMs: number | undefined): JobOptions {
    const { attempts, backoffMs } = this.tuningOf(definition);
    const retention = definition.retention ?? DEFAULT_JOB_RETENTION;
    return delayMs === undefined ? { jobId, attempts, backoffMs, retention } : { jobId, delayMs, attempts, backoffMs, retention };
  }
}
