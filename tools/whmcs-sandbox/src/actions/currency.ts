/** The sandbox has a single currency, id 1: the euro, as the blog's customers are billed in EUR. */
export const CURRENCY = { id: 1, code: 'EUR', prefix: '€', suffix: ' EUR' } as const;
