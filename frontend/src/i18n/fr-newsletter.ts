/** The back office's newsletter screen (/admin/newsletter). */
export const frNewsletter = {
  menu: 'Newsletter',
  title: 'Newsletter',
  intro:
    'Les lecteurs inscrits à la newsletter. Effacer un abonné supprime sa ligne ; seule une empreinte de son adresse reste, pour qu’aucun import ne la réinscrive.',
  states: {
    pending: 'En attente',
    confirmed: 'Confirmé',
    unsubscribed: 'Désabonné',
    failed: 'En échec',
  },
  frequencies: {
    each: 'À chaque nouvel article',
    weekly: 'Un résumé par semaine',
  },
  chart: 'Inscriptions confirmées par jour (30 jours)',
  colDay: 'Jour',
  colRequested: 'Demandes',
  colConfirmed: 'Confirmations',
  colUnsubscribed: 'Désabonnements',
  listTitle: 'Abonnés',
  search: 'Chercher un abonné',
  searchPlaceholder: 'Chercher par adresse…',
  colEmail: 'Adresse',
  colState: 'État',
  colFrequency: 'Fréquence',
  colRequestedAt: 'Demande',
  colConfirmedAt: 'Confirmation',
  colSource: 'Page du formulaire',
  empty: 'Aucun abonné',
  emptySearch: 'Aucun abonné ne correspond à cette recherche',
  loadError: 'Les abonnés n’ont pas pu être chargés',
  erase: (email: string) => `Effacer ${email}`,
  confirmErase: (email: string) =>
    `Effacer définitivement ${email} ? Sa ligne et sa preuve de consentement disparaissent ; seule une empreinte de l’adresse est gardée.`,
  erased: 'Abonné effacé',
  eraseError: 'L’effacement a échoué',
  /** The subscribers' CSV: the export (with the proof of consent) and the import from another tool. */
  transfer: {
    export: 'Exporter en CSV',
    exporting: 'Export en cours…',
    exportError: 'L’export CSV a échoué',
    import: 'Importer un CSV',
    importing: 'Import en cours…',
    importHint: 'Sans preuve de consentement, chaque nouvelle adresse reçoit d’abord un e-mail de confirmation.',
    importError: 'L’import a échoué',
    /** The parts of the import's result, each with its count already formatted (`n` decides singular or plural). */
    added: (n: number, count: string) =>
      n > 1
        ? `${count} adresses ajoutées (un e-mail de confirmation chacune, aucune newsletter avant leur clic)`
        : n === 1
          ? `${count} adresse ajoutée (un e-mail de confirmation, aucune newsletter avant son clic)`
          : `${count} adresse ajoutée`,
    existing: (n: number, count: string) => `${count} ${n > 1 ? 'déjà présentes' : 'déjà présente'}`,
    suppressed: (n: number, count: string) =>
      n > 1 ? `${count} effacées auparavant (non réinscrites)` : `${count} effacée auparavant (non réinscrite)`,
    invalid: (n: number, count: string) => `${count} ${n > 1 ? 'lignes invalides' : 'ligne invalide'}`,
    done: (parts: readonly string[]) => `Import terminé : ${parts.join(', ')}.`,
  },
  /** The sends: one per published article (or weekly digest), newest first. */
  sends: {
    title: 'Envois',
    caption:
      'Chaque nombre compte des abonnés : un e-mail au plus par abonné et par envoi. « Sans issue » : pris par un worker arrêté pendant l’envoi, jamais renvoyé.',
    colDate: 'Date',
    colSubject: 'Objet',
    colState: 'État',
    colRecipients: 'Destinataires',
    colSent: 'Envoyés',
    colFailed: 'En échec',
    colStuck: 'En cours sans issue',
    colRemaining: 'Restants',
    states: {
      planning: 'Préparation',
      sending: 'En cours',
      done: 'Terminé',
    },
    /** The progress bar's accessible name: the share of recipients already dealt with. */
    progress: (subject: string, percent: number) => `Progression de l’envoi « ${subject} » : ${percent} %`,
    empty: 'Aucun envoi pour l’instant : la newsletter part à la première publication d’un article.',
    loadError: 'Les envois n’ont pas pu être chargés',
  },
} as const;
