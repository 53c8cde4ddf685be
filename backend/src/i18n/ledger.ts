import type { RewardStatus } from '../rewards/entities/reward.entity';

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
  status: { credited: 'Crédité', pending: 'En cours', uncertain: 'En vérification', failed: 'Échec' } satisfies Record<
    RewardStatus,
    string
  >,
  fileName: (day: string) => `registre-recompenses-${day}.csv`,
} as const;
