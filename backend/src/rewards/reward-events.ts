/** Emitted after the transaction that created (or reset) a `pending` reward has committed. */
export const REWARD_REQUESTED = 'reward.requested';

export interface RewardRequestedEvent {
  rewardId: number;
}

/** The reference put in the WHMCS credit description, found again by GetCredits after a crash. */
export const rewardMarker = (rewardId: number): string => `blog-reward:${rewardId}`;

/** True when a credit description carries this reward's marker (and not, say, that of reward 12 for 1). */
export function carriesMarker(description: string, rewardId: number): boolean {
  return new RegExp(`(^|[^0-9A-Za-z-])${rewardMarker(rewardId)}(?![0-9])`).test(description);
}
