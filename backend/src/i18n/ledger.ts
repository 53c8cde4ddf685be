/** The rewards ledger's CSV export (French headers, the statuses as the back office names them). */
export const ledgerTexts = {
  columns: [
    'N°',
    'Créée le',
    'Contributeur',
    'Article',
    'Montant',
    'Devise',
    'Statut',
    'Créditée le',
    'Client WHMCS',
    'Crédit WHMCS',
  ],
  /** Between the two markers a credit sent before the installation id may end with. */
  or: 'ou',
  // One per status of a reward: indexed by the status, a missing one fails the type check of its reader.
  status: { credited: 'Crédité', pending: 'En cours', uncertain: 'En vérification', failed: 'Échec' },
  fileName: (day: string) => `registre-recompenses-${day}.csv`,
} as const;
