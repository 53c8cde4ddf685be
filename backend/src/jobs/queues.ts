/** Every BullMQ queue and job of the application, with the data each job carries. */
export const QueueName = {
  Rewards: 'rewards',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  CreditReward: 'credit-reward',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export interface CreditRewardJobData {
  rewardId: number;
}

/** One job per reward: adding it again while it waits or runs is a no-op. */
export const rewardJobId = (rewardId: number): string => `reward-${rewardId}`;

/** A later check of an `uncertain` reward, one per due second. */
export const rewardCheckJobId = (rewardId: number, dueSecond: number): string => `reward-${rewardId}-check-${dueSecond}`;
