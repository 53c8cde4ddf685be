import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import type { JobDefinition } from './define-job';
import type { JobHandler } from './job-queue';
import { JobSweeper } from './job-sweeper';
import { JobWorkers } from './job-workers';
import { Jobs } from './jobs';

const JOB_DEFINITIONS = Symbol('JOB_DEFINITIONS');
const JOB_HANDLERS = Symbol('JOB_HANDLERS');
const RUNS_WORKERS = Symbol('RUNS_WORKERS');

/** The handler of each registered job, looked up in this process's modules once they are all built. */
class JobHandlers {
  private readonly handlers = new Map<JobDefinition, JobHandler<object>>();

  of(definition: JobDefinition): JobHandler<object> {
    const handler = this.handlers.get(definition);
    if (!handler) throw new Error(`Job "${definition.name}" ran before its handler was looked up.`);
    return handler;
  }

  /** Throws, naming the job, when a registered job has no handler (or no `findStale` while it sweeps). */
  resolve(definitions: readonly JobDefinition[], moduleRef: ModuleRef): void {
    for (const definition of definitions) {
      const name = definition.handler.name;
      let handler: JobHandler<object> | undefined;
      try {
        handler = moduleRef.get<JobHandler<object>>(definition.handler, { strict: false });
      } catch {
        handler = undefined;
      }
      if (!handler)
        throw new Error(
          `Job "${definition.name}" (queue "${definition.queue}") has no handler: no module of this process provides ${name}.`,
        );
      if (definition.sweeps && typeof handler.findStale !== 'function')
        throw new Error(`Job "${definition.name}" is swept, but its handler ${name} has no findStale method.`);
      this.handlers.set(definition, handler);
    }
  }
}

/**
 * Starts and stops what runs the registered jobs: handlers looked up at start-up (a job without one
 * stops the start), BullMQ workers in the worker process, one sweeper per swept job where the jobs run.
 */
@Injectable()
class JobsLifecycle implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private sweepers: JobSweeper[] = [];
  private workers: JobWorkers | null = null;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly jobs: Jobs,
    private readonly config: AppConfig,
    @Inject(JOB_DEFINITIONS) private readonly definitions: readonly JobDefinition[],
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlers,
    @Inject(RUNS_WORKERS) private readonly runsWorkers: boolean,
  ) {}

  onModuleInit(): void {
    try {
      this.handlers.resolve(this.definitions, this.moduleRef);
    } catch (error) {
      this.logger.error((error as Error).message);
      throw error;
    }
  }

  onApplicationBootstrap(): void {
    if (this.runsWorkers) {
      this.workers = new JobWorkers(this.jobs, this.config.redisUrl!);
      this.workers.start();
    }
    this.sweepers = this.definitions.flatMap((definition) => {
      const handler = this.handlers.of(definition);
      if (!definition.sweeps || !handler.findStale) return [];
      const findStale = handler.findStale.bind(handler);
      return [new JobSweeper(definition, findStale, this.jobs, this.jobs.sweepTuningOf(definition), this.jobs.runsJobsHere)];
    });
    for (const sweeper of this.sweepers) sweeper.start();
  }

  /** The workers take no new job and finish the running ones while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.workers?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const sweeper of this.sweepers) sweeper.stop();
    await this.jobs.close();
  }
}

/**
 * Wires every registered job (job-registry.ts) for one process: `Jobs` (where jobs are added: BullMQ
 * with REDIS_URL, else an in-process queue that runs them), and, where the jobs run, their sweepers; the
 * worker process also gets one BullMQ Worker per queue. Handlers are providers of the domains' modules.
 */
@Module({})
export class JobsModule {
  static forApi(definitions: readonly JobDefinition[]): DynamicModule {
    return JobsModule.forProcess(definitions, false);
  }

  static forWorker(definitions: readonly JobDefinition[]): DynamicModule {
    return JobsModule.forProcess(definitions, true);
  }

  private static forProcess(definitions: readonly JobDefinition[], worker: boolean): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      providers: [
        { provide: JOB_DEFINITIONS, useValue: definitions },
        { provide: JOB_HANDLERS, useFactory: () => new JobHandlers() },
        { provide: RUNS_WORKERS, useValue: worker },
        {
          provide: Jobs,
          inject: [AppConfig, JOB_HANDLERS],
          useFactory: (config: AppConfig, handlers: JobHandlers) => {
            if (worker && !config.redisUrl)
              throw new Error('REDIS_URL est obligatoire pour le worker (sans Redis, l’API exécute elle-même les jobs).');
            return new Jobs(definitions, {
              redisUrl: config.redisUrl,
              worker,
              handlerOf: (definition) => handlers.of(definition),
            });
          },
        },
        JobsLifecycle,
      ],
      exports: [Jobs],
    };
  }
}
