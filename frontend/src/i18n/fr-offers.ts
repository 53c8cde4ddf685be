/** The back office's offers screen (/admin/offers): the synced WHMCS catalogue, the promo cards' plans, the clicks. */
export const frOffers = {
  menu: 'Offres',
  title: 'Offres',
  intro:
    'Le catalogue WHMCS copié par le blog, l’offre de chaque carte promotionnelle, les articles dont une offre a disparu et les clics sur « Commander ».',
  loadError: 'Les offres n’ont pas pu être chargées',
  sync: {
    lastSuccess: (date: string) => `Dernière synchronisation réussie : ${date}`,
    never: 'Jamais',
    /** `error` is WHMCS's or the client's text, without its final full stop (the sentence adds one). */
    failed: (date: string, error: string) =>
      `La dernière synchronisation a échoué (${date}) : ${error}. Le catalogue précédent reste affiché.`,
    run: 'Synchroniser maintenant',
    running: 'Synchronisation…',
    done: 'Catalogue synchronisé',
    /** The sync was attempted but WHMCS could not be read: the answer's error, in a toast. */
    doneWithError: (error: string) => `La synchronisation a échoué : ${error}`,
    error: 'La synchronisation a échoué',
  },
  cards: {
    title: 'Cartes promotionnelles',
    caption:
      'Les cartes de l’accueil et des articles montrent une offre de chaque type. Sans choix, ou si l’offre choisie est ensuite masquée ou retirée dans WHMCS, la carte montre la moins chère.',
    game: 'Carte serveur de jeu',
    vps: 'Carte VPS',
    cheapest: 'La moins chère (par défaut)',
    /** « Minecraft Starter — 4,99 € / mois »: a plan in a card's list. */
    option: (name: string, price: string | null) => (price === null ? name : `${name} — ${price} / mois`),
    /** The plan chosen earlier is no longer shown in WHMCS: the card shows the cheapest one. */
    chosenGone: (name: string) => `L’offre choisie (${name}) n’est plus affichée : la carte montre la moins chère.`,
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Cartes enregistrées',
    saveError: 'Les cartes n’ont pas pu être enregistrées',
  },
  catalogue: {
    title: 'Catalogue',
    caption: 'Clics sur « Commander » des 30 derniers jours : un lecteur par heure et par offre, robots exclus.',
    colOffer: 'Offre',
    colKind: 'Type',
    colState: 'État',
    colFrom: 'À partir de',
    colClicks: 'Clics (30 j)',
    kinds: { game: 'Serveur de jeu', vps: 'VPS' },
    states: { shown: 'Affichée', hidden: 'Masquée dans WHMCS', removed: 'Retirée de WHMCS' },
    /** « 4,99 € / mois ». */
    perMonth: (price: string) => `${price} / mois`,
    noPrice: '—',
    empty: 'Aucune offre : le catalogue n’a pas encore été synchronisé.',
  },
  orphans: {
    title: 'Articles dont une offre a disparu',
    caption: 'Le bloc « Offre » d’une offre masquée ou retirée dans WHMCS n’est plus affiché : l’article se lit sans lui.',
    colArticle: 'Article',
    colStatus: 'Statut',
    colOffer: 'Offre disparue',
    unknownPlan: (pid: number) => `Offre n° ${pid}`,
    empty: 'Aucun article ne montre une offre disparue.',
  },
  clicks: {
    title: 'Ventes par article (30 jours)',
    caption: 'Les articles qui amènent le plus de clics sur « Commander » (les 20 premiers).',
    colArticle: 'Article',
    colClicks: 'Clics',
    promoCards: 'Cartes promotionnelles',
    deleted: 'Article supprimé',
    empty: 'Aucun clic sur « Commander » ces 30 derniers jours.',
  },
} as const;
