/** French texts of an author's public page, in that page's own chunk (public pages weigh their first load). */
export const frAuthor = {
  headTitle: (name: string, brand: string) => `${name} — Blog ${brand}`,
  description: (name: string, brand: string) => `Les articles de ${name} sur le blog ${brand}.`,
  memberSince: (monthYear: string) => `Membre depuis ${monthYear}`,
  articlesTitle: (name: string) => `Articles de ${name}`,
  feed: (name: string) => `Articles de ${name} — flux RSS`,
  rss: 'Flux RSS de l’auteur',
  loading: 'Chargement du profil...',
  loadError: 'Erreur lors du chargement du profil',
  notFoundTitle: 'Auteur introuvable',
  notFoundText: "Cet auteur n'existe pas ou n'a encore publié aucun article.",
};
