import type { QueuedJob } from '../../queue/job-queue';
import { Jobs } from '../../queue/jobs';
import { type CreditRewardJobData, creditRewardJob, type RewardJobRunner, runCreditRewardJob } from './credit-reward.job';

const env = { REWARD_ATTEMPTS: '3', REWARD_BACKOFF_MS: '10', REWARD_WORKER_CONCURRENCY: '2' };

/** The API's reward jobs without Redis: the registered definition on the in-process queue, with this runner. */
function inProcessRewardQueue(run: RewardJobRunner) {
  const jobs: Jobs = new Jobs([creditRewardJob], {
    redisUrl: undefined,
    worker: false,
    env,
    handlerOf: () => ({ handle: (job) => runCreditRewardJob(job as QueuedJob<CreditRewardJobData>, run, jobs) }),
  });
  return { enqueue: (rewardId: number) => jobs.add(creditRewardJob, { rewardId }), close: () => jobs.close() };
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

describe('in-process reward queue (no Redis)', () => {
  it('runs a reward once even when it is enqueued several times', async () => {
    const runs: number[] = [];
    const queue = inProcessRewardQueue(async (id) => {
      runs.push(id);
      await new Promise((r) => setTimeout(r, 20));
    });
    await Promise.all([queue.enqueue(1), queue.enqueue(1), queue.enqueue(2)]);
    await until(() => runs.length >= 2);
    await new Promise((r) => setTimeout(r, 40));
    expect(runs.sort()).toEqual([1, 2]);
    await queue.close();
  });

  it('retries a failing job with growing delays and tells the runner which try is the last', async () => {
    const attempts: Array<{ number: number; isLast: boolean; at: number }> = [];
    const queue = inProcessRewardQueue(async (_id, attempt) => {
      attempts.push({ ...attempt, at: Date.now() });
      throw new Error('WHMCS down');
    });
    await queue.enqueue(7);
    await until(() => attempts.length === 3);
    expect(attempts.map((a) => [a.number, a.isLast])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // REWARD_BACKOFF_MS, then twice that (a timer may fire up to 1 ms early); a loaded machine only adds to either.
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(10 - 1);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(20 - 1);
    await new Promise((r) => setTimeout(r, 60));
    expect(attempts).toHaveLength(3);
    await queue.close();
  });

  it('accepts the same reward again once its job is over (admin retry)', async () => {
    let runs = 0;
    const queue = inProcessRewardQueue(async () => {
      runs += 1;
    });
    await queue.enqueue(3);
    await until(() => runs === 1);
    await new Promise((r) => setTimeout(r, 5));
    await queue.enqueue(3);
    await until(() => runs === 2);
    expect(runs).toBe(2);
    await queue.close();
  });

  it('runs a reward again after the delay its runner asks for (an uncertain send to check)', async () => {
    const runs: number[] = [];
    const queue = inProcessRewardQueue(async () => {
      runs.push(Date.now());
      return runs.length === 1 ? { checkAfterMs: 30 } : null;
    });
    await queue.enqueue(9);
    await until(() => runs.length === 2);
    expect(runs).toHaveLength(2);
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(25);
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toHaveLength(2);
    await queue.close();
  });

  it('keeps checking an uncertain reward while each check asks for another (checks due within one second)', async () => {
    let runs = 0;
    const queue = inProcessRewardQueue(async () => {
      runs += 1;
      return runs < 4 ? { checkAfterMs: 20 } : null;
    });
    await queue.enqueue(11);
    await until(() => runs === 4);
    expect(runs).toBe(4);
    await queue.close();
  });
});
