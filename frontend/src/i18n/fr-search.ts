/** French texts of the search results page, in that page's own chunk (public pages weigh their first load). */
export const frSearch = {
  headTitle: (query: string, brand: string, page = 1) =>
    `${query ? `Recherche « ${query} »` : 'Recherche'}${page > 1 ? ` – page ${page}` : ''} — Blog ${brand}`,
  fieldLabel: 'Mots recherchés',
  submit: 'Rechercher',
  allCategories: 'Toutes les catégories',
  title: 'Rechercher dans le blog',
  resultsFor: (query: string) => `Résultats pour « ${query} »`,
  // The API counts up to 501 matches: 501 means more than the 500 its 50 pages can show.
  count: (n: number) =>
    n === 0
      ? 'Aucun résultat'
      : n === 1
        ? '1 résultat'
        : n > 500
          ? 'Plus de 500 résultats'
          : `${n.toLocaleString('fr-FR')} résultats`,
  noResults: (query: string) => `Aucun résultat pour « ${query} »`,
  emptyQuery: 'Saisissez un ou plusieurs mots dans le champ de recherche.',
  suggestions: 'Parcourez plutôt une catégorie :',
  allArticles: 'Tous les articles',
  resultsLabel: 'Résultats de la recherche',
  loading: 'Recherche en cours...',
  loadError: 'Erreur lors de la recherche',
};
