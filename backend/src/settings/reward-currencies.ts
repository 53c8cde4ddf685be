/** The currencies a reward may be paid in: the choices of the `article_reward_currency` setting. */
export const REWARD_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type RewardCurrency = (typeof REWARD_CURRENCIES)[number];
