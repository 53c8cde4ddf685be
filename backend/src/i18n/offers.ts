/** What a price is for, by WHMCS billing cycle. */
const PER: Record<string, string> = {
  monthly: 'mois',
  quarterly: 'trimestre',
  semiannually: 'semestre',
  annually: 'an',
  biennially: '2 ans',
  triennially: '3 ans',
};

/** Texts of the « Offre » cards the server writes into an article. */
export const offerTexts = {
  /** « 4,99 € / mois », « 49,90 € / an ». */
  price: (amount: string, cycle: string) => `${amount} / ${PER[cycle] ?? PER.monthly}`,
  order: 'Commander',
} as const;
