import { Logger } from '@nestjs/common';
import { JobsConfig } from './jobs-config';
import { RewardJobRunner, RewardQueue } from './reward-queue';

interface PendingJob {
  rewardId: number;
  attempt: number;
}

/**
 * The embedded default's queue (no REDIS_URL): the same processor, the same dedupe per reward and the
 * same exponential backoff as the BullMQ worker, inside the API process. Jobs live in memory only; the
 * sweeper re-enqueues whatever a restart lost, since the reward rows stay `pending`.
 */
export class InProcessRewardQueue extends RewardQueue {
  private readonly logger = new Logger('RewardQueue');
  private readonly known = new Set<number>();
  private readonly waiting: PendingJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = 0;
  private closed = false;
  private idle: (() => void) | null = null;

  constructor(
    private readonly runner: RewardJobRunner,
    private readonly jobs: JobsConfig,
  ) {
    super();
  }

  async enqueue(rewardId: number): Promise<void> {
    if (this.closed || this.known.has(rewardId)) return;
    this.known.add(rewardId);
    this.push({ rewardId, attempt: 1 });
  }

  async enqueueCheck(rewardId: number, delayMs: number): Promise<void> {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // Still running (its check was scheduled from inside the run): try again a moment later.
      if (this.known.has(rewardId)) void this.enqueueCheck(rewardId, 1000);
      else void this.enqueue(rewardId);
    }, delayMs);
    this.timers.add(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    // Running credits are allowed a moment to finish; the sweeper takes over any left `pending`.
    if (this.running > 0)
      await Promise.race([
        new Promise<void>((resolve) => (this.idle = resolve)),
        new Promise((r) => setTimeout(r, 5000).unref()),
      ]);
  }

  private push(job: PendingJob): void {
    this.waiting.push(job);
    this.drain();
  }

  private drain(): void {
    while (!this.closed && this.running < this.jobs.workerConcurrency && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      this.running += 1;
      void this.run(next);
    }
  }

  private async run(job: PendingJob): Promise<void> {
    const isLast = job.attempt >= this.jobs.rewardAttempts;
    try {
      const outcome = await this.runner(job.rewardId, { number: job.attempt, isLast });
      this.known.delete(job.rewardId);
      if (outcome) await this.enqueueCheck(job.rewardId, outcome.checkAfterMs);
    } catch (error) {
      if (isLast || this.closed) {
        this.known.delete(job.rewardId);
      } else {
        const delay = this.jobs.rewardBackoffMs * 2 ** (job.attempt - 1);
        this.logger.warn(
          `Récompense ${job.rewardId} : essai ${job.attempt} échoué (${(error as Error).message}), nouvel essai dans ${delay} ms`,
        );
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.push({ rewardId: job.rewardId, attempt: job.attempt + 1 });
        }, delay);
        this.timers.add(timer);
      }
    } finally {
      this.running -= 1;
      if (this.running === 0) this.idle?.();
      this.drain();
    }
  }
}
