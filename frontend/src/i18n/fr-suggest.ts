/** French texts of the header's search suggestions, in their own chunk (loaded when the field is focused). */
export const frSuggest = {
  listLabel: 'Suggestions de recherche',
  article: 'Article',
  category: 'Catégorie',
  author: 'Auteur',
  count: (n: number) => (n === 0 ? 'Aucune suggestion' : n === 1 ? '1 suggestion' : `${n} suggestions`),
};
