/**
 * The French texts of the API's errors, by domain: one name per case, read by services, DTO validation
 * messages and tests alike. Texts quoted from the specification are kept word for word.
 */

export const articleErrors = {
  notFound: 'Article non trouvé',
  titleAndContentRequired: 'Titre et contenu requis',
  categoryUnknown: 'Catégorie introuvable',
  categoryInvalid: 'Catégorie invalide',
  statusInvalid: 'Statut invalide',
  staffStatusOnly: 'Statut invalide : choisissez brouillon ou publié',
  imageUrlInvalid: "Adresse d'image invalide",
  slugTaken: 'Ce slug est déjà utilisé par un autre article',
  publishedLocked: 'Un article publié ne peut plus être modifié par son contributeur',
  onlyRejectedEditable: 'Seul un article refusé peut être modifié et resoumis',
  tooFewWords: (minimum: number, actual: number) =>
    `Votre article doit contenir au moins ${minimum} mots (actuellement: ${actual})`,
} as const;

export const submissionErrors = {
  notFound: 'Soumission introuvable',
  onlyPending: 'Seule une soumission en attente peut être approuvée ou rejetée',
  articleGone: "L'article de cette soumission a été supprimé",
  reasonRequired: 'Veuillez indiquer une raison pour le rejet',
} as const;

export const notificationErrors = {
  notFound: 'Notification introuvable',
  preferencesInvalid: 'Préférences invalides : une valeur vraie ou fausse par sorte d’e-mail',
  unsubscribeInvalid: 'Lien de désinscription invalide ou modifié',
} as const;

export const noteErrors = {
  empty: 'La note est vide',
  tooLong: 'La note ne doit pas dépasser 2000 caractères',
  notFound: 'Note introuvable',
  closed: 'Les notes ne sont possibles que sur une soumission en attente ou refusée',
} as const;

export const mailErrors = {
  noOutbox: 'La boîte d’envoi locale n’existe qu’en mode démonstration, sans serveur SMTP',
} as const;
