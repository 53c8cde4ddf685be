/** The data of a `credit-reward` job (queue `rewards`). */
export interface CreditRewardJobData {
  rewardId: number;
}

/** One job per reward: adding it again while it waits or runs is a no-op. */
export const rewardJobId = (rewardId: number): string => `reward-${rewardId}`;

/** A later check of an `uncertain` reward, one per due second. */
export const rewardCheckJobId = (rewardId: number, dueSecond: number): string => `reward-${rewardId}-check-${dueSecond}`;
