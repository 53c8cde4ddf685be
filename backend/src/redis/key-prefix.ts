type Env = Record<string, string | undefined>;

/**
 * What every Redis key and channel of this deployment starts with (`QUEUE_PREFIX`, `blog` by default):
 * job queues, the public-cache channel and the sign-in counters. Deployments, or test runs, sharing one
 * Redis never see each other's keys; the instances of one deployment share theirs.
 */
export function redisKeyPrefix(env: Env = process.env): string {
  return (env.QUEUE_PREFIX || 'blog').replace(/[^A-Za-z0-9_:-]/g, '') || 'blog';
}
