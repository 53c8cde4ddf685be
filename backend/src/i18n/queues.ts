/** Texts of the job dashboard's own pages and answers (/blog/admin/queues). */
export const queueDashboardTexts = {
  title: 'Files de tâches',
  inProcessTitle: 'Les tâches s’exécutent dans l’API',
  inProcessWhat:
    'Aucun Redis n’est configuré (REDIS_URL absent) : les récompenses, les e-mails, les publications programmées et la vérification WHMCS de nuit s’exécutent dans le processus de l’API, dans une file en mémoire. Il n’y a donc pas de tableau de bord des files.',
  inProcessRewards:
    'Une récompense en échec se relance depuis l’écran « Récompenses » du back-office ; les travaux perdus par un redémarrage sont remis en file par le balayage.',
  inProcessRedis: 'Pour voir les files et leurs tâches ici, lancez l’API et au moins un worker avec REDIS_URL.',
  rewardsLink: 'Récompenses',
  backOffice: 'Retour au back-office',
  backToBoard: 'Retour au back-office',
  refused: 'Accès refusé : le tableau de bord des files est réservé aux administrateurs',
  signIn: 'Session du tableau de bord absente ou expirée : rouvrez-le depuis le menu du back-office',
  crossOrigin:
    'Action refusée : une modification du tableau de bord des files doit venir de sa propre page (en-tête Origin absent ou d’une autre adresse)',
  /** Bull Board's French catalogue leaves these in English (its own `fr-FR` messages, by group). */
  boardMessages: {
    ERRORS: { FORBIDDEN: 'Accès refusé' },
    QUEUE: { INFO: { WORKERS: 'Workers (processus)' } },
  },
  queueDescriptions: {
    rewards: 'Versement des récompenses dans WHMCS (exactement une fois)',
    mail: 'E-mails des notifications',
    publish: 'Publications programmées',
    reconcile: 'Vérification WHMCS de nuit et à la demande',
    uploads: 'Suppression des fichiers d’envois abandonnés (stockage indisponible pendant l’envoi)',
    offers: 'Synchronisation du catalogue des offres WHMCS',
    newsletter: 'Newsletter : liste des destinataires de chaque envoi (article publié, résumé du lundi)',
    'newsletter-send': 'Newsletter : e-mails envoyés par lots, au débit de NEWSLETTER_RATE_PER_SECOND pour tous les workers',
  },
} as const;
