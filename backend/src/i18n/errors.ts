/**
 * The French texts of the API's errors, by domain: one name per case, read by services, guards, filters,
 * DTO validation messages and tests alike. Texts quoted from the specification are kept word for word.
 */

/** A status's own text when nothing more specific was said, and what the parsers refuse before any route. */
export const httpErrors = {
  badRequest: 'Requête invalide',
  unauthorized: 'Authentification requise',
  forbidden: 'Accès refusé',
  notFound: 'Ressource introuvable',
  movedPermanently: 'Cette ressource a changé d’adresse',
  methodNotAllowed: 'Méthode non autorisée',
  notAcceptable: 'Format de réponse non disponible',
  requestTimeout: 'Délai de requête dépassé',
  conflict: 'Conflit avec l’état actuel de la ressource',
  payloadTooLarge: 'Contenu trop volumineux',
  unsupportedMediaType: 'Type de contenu non pris en charge',
  unprocessable: 'Données invalides',
  tooManyRequests: 'Trop de tentatives, réessayez plus tard',
  internal: 'Erreur interne du serveur',
  serviceUnavailable: 'Service temporairement indisponible, réessayez plus tard',
  gatewayTimeout: 'Délai de réponse dépassé, réessayez plus tard',
  urlInvalid: 'Adresse de requête invalide',
  urlTooLong: 'Adresse de requête trop longue',
  headersTooLong: 'En-têtes ou adresse de la requête trop longs',
  requestTooSlow: 'La requête a pris trop de temps',
  bodyInvalid: 'Corps de requête invalide',
  bodyEmpty: 'Corps de requête vide : un objet JSON est attendu',
  bodyMalformed: 'Corps de requête invalide : JSON mal formé',
  bodyNotAnObject: 'Corps de requête invalide : un objet JSON est attendu',
  bodyTooDeep: 'Corps de requête invalide : le JSON est imbriqué trop profondément',
  bodyLengthWrong: 'Longueur du corps de requête incorrecte',
} as const;

const quoted = (field: string) => `« ${field} »`;

/** A DTO field that fails a check without a message of its own (class-validator's are English), by check. */
export const validationErrors = {
  notAllowed: (field: string) => `Le champ ${quoted(field)} n'est pas autorisé`,
  required: (field: string) => `Le champ ${quoted(field)} est requis`,
  notText: (field: string) => `Le champ ${quoted(field)} doit être un texte`,
  notInteger: (field: string) => `Le champ ${quoted(field)} doit être un nombre entier`,
  notNumber: (field: string) => `Le champ ${quoted(field)} doit être un nombre`,
  notBoolean: (field: string) => `Le champ ${quoted(field)} doit valoir vrai ou faux`,
  notEmail: (field: string) => `Le champ ${quoted(field)} doit être une adresse e-mail valide`,
  valueNotAllowed: (field: string) => `La valeur du champ ${quoted(field)} n'est pas autorisée`,
  tooLong: (field: string, max?: string) => `Le champ ${quoted(field)} est trop long (${max} caractères maximum)`,
  tooShort: (field: string, min?: string) => `Le champ ${quoted(field)} est trop court (${min} caractères minimum)`,
  belowMinimum: (field: string, min?: string) => `Le champ ${quoted(field)} doit être supérieur ou égal à ${min}`,
  aboveMaximum: (field: string, max?: string) => `Le champ ${quoted(field)} doit être inférieur ou égal à ${max}`,
  notList: (field: string) => `Le champ ${quoted(field)} doit être une liste`,
  tooManyItems: (field: string, max?: string) => `Le champ ${quoted(field)} contient trop d'éléments (${max} maximum)`,
  notObject: (field: string) => `Le champ ${quoted(field)} doit être un objet`,
  formatInvalid: (field: string) => `Le format du champ ${quoted(field)} est invalide`,
  notUrl: (field: string) => `Le champ ${quoted(field)} doit être une adresse web valide`,
  contentInvalid: (field: string) => `Le contenu du champ ${quoted(field)} est invalide`,
  invalid: (field: string) => `Le champ ${quoted(field)} est invalide`,
  /** Categories, profile tags and theme settings share the one colour format. */
  colorInvalid: 'Couleur invalide (format #RRGGBB attendu)',
} as const;

export const databaseErrors = {
  /** A query failed because the database could not be reached (all-exceptions.filter.ts). */
  unavailable: 'Base de données indisponible, réessayez plus tard',
  /** The health check's answer. */
  down: 'Base de données indisponible',
} as const;

export const metricsErrors = {
  /** `GET /metrics` without the token of METRICS_TOKEN, or with another one. */
  token: 'Jeton de métriques manquant ou invalide',
} as const;

/** Why an instance is not ready to take traffic (`GET /health/ready`). */
export const readinessErrors = {
  database: 'Instance pas prête : base de données indisponible',
  redis: 'Instance pas prête : Redis indisponible',
  migrations: 'Instance pas prête : migrations de la base de données en attente',
  draining: 'Instance en cours d’arrêt : elle ne prend plus de nouvelles requêtes',
} as const;

export const authErrors = {
  sessionInvalid: 'Session expirée ou invalide, veuillez vous reconnecter',
  /** Staff and customer tabs alike: a staff password refused on the customer tab gets the same words. */
  badCredentials: 'Email ou mot de passe incorrect',
  accountDisabled: 'Ce compte est désactivé. Contactez un administrateur.',
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
} as const;

/** Accounts (admin management, sign-in fields) and a user's own profile. */
export const userErrors = {
  notFound: 'Utilisateur introuvable',
  usernameRequired: "Le nom d'utilisateur est requis",
  usernameFormat: "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés",
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé",
  emailRequired: "L'adresse e-mail est requise",
  emailInvalid: "L'adresse e-mail est invalide",
  emailTaken: 'Cette adresse e-mail est déjà utilisée',
  /** A concurrent write won the race on one of the unique indexes, without saying which. */
  usernameOrEmailTaken: "Ce nom d'utilisateur est déjà utilisé ou cette adresse e-mail est déjà utilisée",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  roleInvalid: 'Rôle invalide',
  cannotDeactivateSelf: 'Vous ne pouvez pas désactiver votre propre compte',
  cannotDemoteSelf: 'Vous ne pouvez pas retirer votre propre rôle administrateur',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte',
  lastAdminDemoted: 'Impossible de retirer le dernier administrateur actif',
  lastAdminDeleted: 'Impossible de supprimer le dernier administrateur actif',
  bioTooLong: 'La biographie est trop longue (2000 caractères maximum)',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  passwordOwnedByBilling: "Votre mot de passe se change depuis l'espace client de l'hébergeur",
  /** The avatar form, when no image was sent or the file is not one. */
  selectAnImage: 'Veuillez sélectionner une image',
} as const;

export const categoryErrors = {
  notFound: 'Catégorie introuvable',
  slugTaken: 'Ce slug de catégorie est déjà utilisé',
  nameRequired: 'Le nom de la catégorie est requis',
  iconInvalid: "Nom d'icône invalide",
} as const;

export const profileTagErrors = {
  notFound: 'Tag introuvable',
  /** Assigning tags: the ids that name no tag. */
  unknownIds: (ids: readonly number[]) => `Tag introuvable : ${ids.join(', ')}`,
  nameTaken: 'Un tag porte déjà ce nom',
  nameRequired: 'Le nom du tag est requis',
  nameTooLong: 'Le nom du tag est trop long (50 caractères maximum)',
  userInvalid: 'Utilisateur invalide',
  listInvalid: 'La liste de tags est invalide',
} as const;

export const settingErrors = {
  unknownKey: (key: string) => `Paramètre inconnu : ${key}`,
  notText: (key: string) => `La valeur de ${key} doit être un texte`,
  rewardAmountInvalid: 'Montant de récompense invalide',
  currencyInvalid: 'Devise invalide (EUR, USD ou GBP)',
  minWordsInvalid: 'Nombre minimum de mots invalide (min: 100)',
  autoApproveInvalid: 'Valeur invalide pour la validation automatique',
} as const;

/** Answers of the reward routes, and the reasons a reward's history shows for its last failure. */
export const rewardErrors = {
  notFound: 'Récompense introuvable',
  onlyFailedRetried: 'Seule une récompense en échec ou en vérification peut être relancée',
  noBillingAccount:
    "Le contributeur n'avait pas de compte client WHMCS à l'approbation : la récompense ne peut pas être créditée",
  uncertainSend: (cause: string) => `Réponse de WHMCS incertaine : vérification du crédit avant tout nouvel envoi (${cause})`,
  billingUnreachable: (detail: string) => `Service de facturation injoignable (${detail})`,
  creditRefused: (detail: string) => `WHMCS a refusé le crédit : ${detail}`,
  unexpected: (detail: string) => `Erreur inattendue : ${detail}`,
} as const;

/** The rewards ledger: its date filters and the mismatches an admin marks as seen. */
export const ledgerErrors = {
  dayFormat: 'Date attendue au format AAAA-MM-JJ',
  dayImpossible: 'Date impossible : ce jour n’existe pas dans le calendrier',
  mismatchNotFound: 'Aucun écart avec WHMCS n’est signalé pour cette récompense à la dernière vérification',
  commentRequired: 'Un commentaire est requis pour marquer un écart comme vu',
} as const;

export const uploadErrors = {
  formatRefused: "Format d'image non pris en charge (JPEG, PNG, GIF ou WebP)",
  tooLarge: "L'image ne doit pas dépasser 5 Mo",
  oneFileOnly: 'Une seule image par envoi',
  /** The file store (S3 bucket) is down or refused the write; nothing was kept. */
  storageUnavailable: 'Le stockage des fichiers est indisponible, réessayez dans un instant.',
} as const;

/** The customer tab (sign-in and registration through WHMCS) and what WHMCS itself answers. */
export const billingErrors = {
  /** Also the default text of a 502 (the file store's own 502 says so itself: uploadErrors.storageUnavailable). */
  unavailable: 'Service de facturation indisponible, réessayez plus tard',
  useStaffTab: 'Ce compte appartient à l’équipe : connectez-vous avec l’onglet « Équipe ».',
  /** Registration with a taken address: the same text whoever holds it (staff, contributor, WHMCS customer). */
  accountExists: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec l’onglet Client.',
  linkNeedsLocalPassword:
    'Un compte du blog existe déjà avec cette adresse e-mail. Pour le relier à votre compte client, saisissez aussi le mot de passe de ce compte du blog.',
  localPasswordWrong: 'Le mot de passe du compte du blog est incorrect.',
  noClient: 'Aucun compte client n’est associé à cet identifiant de facturation',
  emailUsedByAnotherAccount: 'Cette adresse e-mail est déjà utilisée par un autre compte',
  emailLinkedToAnotherClient: 'Cette adresse e-mail est déjà liée à un autre compte client',
  allFieldsRequired: 'Tous les champs sont requis',
  /** The `message` of a refused registration: WHMCS's own words, for support. */
  whmcsSaid: (message: string) => `WHMCS : ${message}`,
  // AddClient's validation messages, translated by billing/whmcs-messages.ts.
  refused: 'Les informations saisies ont été refusées par le service de facturation',
  firstnameRequired: 'Le prénom est requis',
  lastnameRequired: 'Le nom est requis',
  addressRequired: "L'adresse est requise",
  cityRequired: 'La ville est requise',
  stateRequired: 'La région est requise',
  postcodeRequired: 'Le code postal est requis',
  countryInvalid: 'Le pays est invalide',
  phoneRequired: 'Le numéro de téléphone est requis',
  phoneInvalid: 'Le numéro de téléphone est invalide',
  customFieldMissing: 'Un champ obligatoire du service de facturation est manquant',
} as const;

export const articleErrors = {
  notFound: 'Article non trouvé',
  authorNotFound: 'Auteur introuvable',
  titleAndContentRequired: 'Titre et contenu requis',
  categoryUnknown: 'La catégorie choisie n’existe pas',
  categoryInvalid: 'Catégorie invalide',
  statusInvalid: 'Statut invalide',
  staffStatusOnly: 'Statut invalide : choisissez brouillon ou publié',
  imageUrlInvalid: "Adresse d'image invalide",
  slugTaken: 'Ce slug est déjà utilisé par un autre article',
  publishedLocked: 'Un article publié ne peut plus être modifié par son contributeur',
  onlyRejectedEditable: 'Seul un article refusé peut être modifié et resoumis',
  contentTooLarge: (maxKb: number) =>
    `Le contenu de l’article est trop volumineux : ${maxKb} Ko de HTML au plus (découpez-le en plusieurs articles)`,
  contentTooManyTags: (max: number) => `Le contenu de l’article contient trop de balises HTML (${max} au plus)`,
  contentTooDeep: (max: number) => `Le contenu de l’article est imbriqué trop profondément (${max} niveaux au plus)`,
  tooFewWords: (minimum: number, actual: number) =>
    `Votre article doit contenir au moins ${minimum} mots (actuellement: ${actual})`,
} as const;

export const submissionErrors = {
  notFound: 'Soumission introuvable',
  onlyPending: 'Seule une soumission en attente peut être approuvée ou rejetée',
  articleGone: "L'article de cette soumission a été supprimé",
  reasonRequired: 'Veuillez indiquer une raison pour le rejet',
} as const;

export const scheduleErrors = {
  dateInvalid: 'Date de publication invalide',
  alreadyPublished: 'Cet article est déjà publié : dépubliez-le avant de le programmer',
  notScheduled: "Cet article n'est pas programmé",
} as const;

export const revisionErrors = {
  notFound: 'Version introuvable',
  restoreLocked: 'Vous ne pouvez pas restaurer une version de cet article',
  autosaveLocked: 'Cet article ne peut pas être modifié',
  autosaveTargetInvalid: 'Cible invalide : « new », « new-<clé du brouillon> » ou le numéro de l’article',
  draftKeyInvalid: 'Clé de brouillon invalide : de 1 à 24 lettres, chiffres, « - » ou « _ »',
  draftEmpty: 'Le brouillon est vide : écrivez un titre ou du contenu avant de l’enregistrer',
  tooManyDrafts: (max: number) =>
    `Vous avez déjà ${max} brouillons d’articles jamais enregistrés : reprenez-en un ou supprimez-en avant d’en commencer un autre`,
} as const;

export const notificationErrors = {
  notFound: 'Notification introuvable',
  preferencesInvalid: 'Préférences invalides : une valeur vraie ou fausse par sorte d’e-mail',
  unsubscribeInvalid: 'Lien de désinscription invalide ou modifié',
  unsubscribeExpired: 'Ce lien de désinscription a expiré : choisissez vos e-mails depuis votre profil',
} as const;

export const noteErrors = {
  empty: 'La note est vide',
  tooLong: 'La note ne doit pas dépasser 2000 caractères',
  notFound: 'Note introuvable',
  closed: 'Les notes ne sont possibles que sur une soumission en attente ou refusée',
} as const;

const WRITE_KIND_LABELS = {
  submissions: 'soumissions',
  notes: 'notes',
  autosave: 'enregistrements automatiques',
  restore: 'restaurations de version',
  uploads: 'envois d’images',
} as const;

export const newsletterErrors = {
  invalidEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr',
  tooManyRequests: 'Trop de demandes d’inscription depuis cette connexion : réessayez dans une heure',
  confirmationInvalid: 'Lien de confirmation invalide : inscrivez-vous de nouveau depuis le blog',
  confirmationExpired: 'Lien de confirmation expiré (48 heures) : inscrivez-vous de nouveau depuis le blog',
  subscriberNotFound: 'Abonné introuvable : il a peut-être déjà été effacé',
} as const;

export const writeLimitErrors = {
  tooMany: (kind: keyof typeof WRITE_KIND_LABELS, waitSeconds: number) =>
    `Trop de ${WRITE_KIND_LABELS[kind]} en peu de temps : réessayez dans ${waitSeconds < 120 ? `${waitSeconds} s` : `${Math.ceil(waitSeconds / 60)} min`}`,
} as const;

export const mailErrors = {
  groupedWithPrevious: 'Regroupé avec l’e-mail précédent sur cette soumission (moins de 5 minutes)',
  /** Marks a notification whose e-mail is the one of notification `id` (a publication and its credit). */
  sentWith: (id: number) => `Envoyé dans le même e-mail que la notification ${id}`,
  noOutbox: 'La boîte d’envoi locale n’existe qu’en mode démonstration, sans serveur SMTP',
} as const;

export const offerErrors = {
  /** An order link to a plan the catalogue does not show (unknown, hidden or gone from WHMCS). */
  notFound: 'Cette offre n’est plus disponible',
} as const;

export const affiliateErrors = {
  /** Joining needs the author's own WHMCS client, linked by signing in with the customer tab. */
  noClient: 'Associez d’abord votre compte client WHMCS (connexion « Client ») pour rejoindre le programme d’affiliation',
} as const;
