/**
 * The errors of the API, by domain: each case declares its stable machine code next to its French text,
 * and both travel together to the answer's envelope (`code`, `error`). Services, guards, filters, DTO
 * validation messages and tests read them from here. Texts quoted from the specification are kept word
 * for word.
 *
 * How to add a case:
 * - a fixed text: `caseName: coded('<domain>.<caseName>', 'Texte en français'),`
 * - a text built from parameters: `caseName: (n: number) => coded('<domain>.<caseName>', `… ${n} …`),`
 * - a new domain: `export const <domain>Errors = { … } as const;` (the domain in camelCase, without `Errors`).
 * The code is `<domain>.<caseName>`, unique across the catalogue (errors.spec.ts checks both). Clients
 * branch on it, never on the text: once sent, a code never changes, while its text may be reworded.
 */

/** A stable machine code: `<domain>.<case>`, both in camelCase. */
export type ErrorCode = `${string}.${string}`;

/** One case of the catalogue, as an answer carries it. */
export interface CodedError {
  readonly code: ErrorCode;
  readonly text: string;
}

/** Declares one case: its code and its French text. */
export function coded(code: ErrorCode, text: string): CodedError {
  return { code, text };
}

/** A status's own text when nothing more specific was said, and what the parsers refuse before any route. */
export const httpErrors = {
  badRequest: coded('http.badRequest', 'Requête invalide'),
  unauthorized: coded('http.unauthorized', 'Authentification requise'),
  forbidden: coded('http.forbidden', 'Accès refusé'),
  notFound: coded('http.notFound', 'Ressource introuvable'),
  movedPermanently: coded('http.movedPermanently', 'Cette ressource a changé d’adresse'),
  methodNotAllowed: coded('http.methodNotAllowed', 'Méthode non autorisée'),
  notAcceptable: coded('http.notAcceptable', 'Format de réponse non disponible'),
  requestTimeout: coded('http.requestTimeout', 'Délai de requête dépassé'),
  conflict: coded('http.conflict', 'Conflit avec l’état actuel de la ressource'),
  payloadTooLarge: coded('http.payloadTooLarge', 'Contenu trop volumineux'),
  unsupportedMediaType: coded('http.unsupportedMediaType', 'Type de contenu non pris en charge'),
  unprocessable: coded('http.unprocessable', 'Données invalides'),
  tooManyRequests: coded('http.tooManyRequests', 'Trop de tentatives, réessayez plus tard'),
  internal: coded('http.internal', 'Erreur interne du serveur'),
  serviceUnavailable: coded('http.serviceUnavailable', 'Service temporairement indisponible, réessayez plus tard'),
  gatewayTimeout: coded('http.gatewayTimeout', 'Délai de réponse dépassé, réessayez plus tard'),
  urlInvalid: coded('http.urlInvalid', 'Adresse de requête invalide'),
  urlTooLong: coded('http.urlTooLong', 'Adresse de requête trop longue'),
  headersTooLong: coded('http.headersTooLong', 'En-têtes ou adresse de la requête trop longs'),
  requestTooSlow: coded('http.requestTooSlow', 'La requête a pris trop de temps'),
  bodyInvalid: coded('http.bodyInvalid', 'Corps de requête invalide'),
  bodyEmpty: coded('http.bodyEmpty', 'Corps de requête vide : un objet JSON est attendu'),
  bodyMalformed: coded('http.bodyMalformed', 'Corps de requête invalide : JSON mal formé'),
  bodyNotAnObject: coded('http.bodyNotAnObject', 'Corps de requête invalide : un objet JSON est attendu'),
  bodyTooDeep: coded('http.bodyTooDeep', 'Corps de requête invalide : le JSON est imbriqué trop profondément'),
  bodyLengthWrong: coded('http.bodyLengthWrong', 'Longueur du corps de requête incorrecte'),
} as const;

const quoted = (field: string) => `« ${field} »`;

/** A DTO field that fails a check without a message of its own (class-validator's are English), by check. */
export const validationErrors = {
  /**
   * The code of a refused DTO whose first refused field has no case of its own (class-validator's checks,
   * translated below); the answer's text is that field's message, so this text is only a fallback.
   */
  failed: coded('validation.failed', 'Certains champs sont invalides'),
  notAllowed: (field: string) => coded('validation.notAllowed', `Le champ ${quoted(field)} n'est pas autorisé`),
  required: (field: string) => coded('validation.required', `Le champ ${quoted(field)} est requis`),
  notText: (field: string) => coded('validation.notText', `Le champ ${quoted(field)} doit être un texte`),
  notInteger: (field: string) => coded('validation.notInteger', `Le champ ${quoted(field)} doit être un nombre entier`),
  notNumber: (field: string) => coded('validation.notNumber', `Le champ ${quoted(field)} doit être un nombre`),
  notBoolean: (field: string) => coded('validation.notBoolean', `Le champ ${quoted(field)} doit valoir vrai ou faux`),
  notEmail: (field: string) => coded('validation.notEmail', `Le champ ${quoted(field)} doit être une adresse e-mail valide`),
  valueNotAllowed: (field: string) =>
    coded('validation.valueNotAllowed', `La valeur du champ ${quoted(field)} n'est pas autorisée`),
  tooLong: (field: string, max?: string) =>
    coded('validation.tooLong', `Le champ ${quoted(field)} est trop long (${max} caractères maximum)`),
  tooShort: (field: string, min?: string) =>
    coded('validation.tooShort', `Le champ ${quoted(field)} est trop court (${min} caractères minimum)`),
  belowMinimum: (field: string, min?: string) =>
    coded('validation.belowMinimum', `Le champ ${quoted(field)} doit être supérieur ou égal à ${min}`),
  aboveMaximum: (field: string, max?: string) =>
    coded('validation.aboveMaximum', `Le champ ${quoted(field)} doit être inférieur ou égal à ${max}`),
  notList: (field: string) => coded('validation.notList', `Le champ ${quoted(field)} doit être une liste`),
  tooManyItems: (field: string, max?: string) =>
    coded('validation.tooManyItems', `Le champ ${quoted(field)} contient trop d'éléments (${max} maximum)`),
  notObject: (field: string) => coded('validation.notObject', `Le champ ${quoted(field)} doit être un objet`),
  formatInvalid: (field: string) => coded('validation.formatInvalid', `Le format du champ ${quoted(field)} est invalide`),
  notUrl: (field: string) => coded('validation.notUrl', `Le champ ${quoted(field)} doit être une adresse web valide`),
  contentInvalid: (field: string) => coded('validation.contentInvalid', `Le contenu du champ ${quoted(field)} est invalide`),
  invalid: (field: string) => coded('validation.invalid', `Le champ ${quoted(field)} est invalide`),
  /** Categories, profile tags and theme settings share the one colour format. */
  colorInvalid: coded('validation.colorInvalid', 'Couleur invalide (format #RRGGBB attendu)'),
} as const;

export const databaseErrors = {
  /** A query failed because the database could not be reached (all-exceptions.filter.ts). */
  unavailable: coded('database.unavailable', 'Base de données indisponible, réessayez plus tard'),
  /** The health check's answer. */
  down: coded('database.down', 'Base de données indisponible'),
} as const;

export const metricsErrors = {
  /** `GET /metrics` without the token of METRICS_TOKEN, or with another one. */
  token: coded('metrics.token', 'Jeton de métriques manquant ou invalide'),
} as const;

/** Why an instance is not ready to take traffic (`GET /health/ready`). */
export const readinessErrors = {
  database: coded('readiness.database', 'Instance pas prête : base de données indisponible'),
  redis: coded('readiness.redis', 'Instance pas prête : Redis indisponible'),
  migrations: coded('readiness.migrations', 'Instance pas prête : migrations de la base de données en attente'),
  draining: coded('readiness.draining', 'Instance en cours d’arrêt : elle ne prend plus de nouvelles requêtes'),
} as const;

export const authErrors = {
  sessionInvalid: coded('auth.sessionInvalid', 'Session expirée ou invalide, veuillez vous reconnecter'),
  /** Staff and customer tabs alike: a staff password refused on the customer tab gets the same words. */
  badCredentials: coded('auth.badCredentials', 'Email ou mot de passe incorrect'),
  accountDisabled: coded('auth.accountDisabled', 'Ce compte est désactivé. Contactez un administrateur.'),
  tooManyAttempts: coded('auth.tooManyAttempts', 'Trop de tentatives de connexion. Réessayez dans quelques minutes.'),
} as const;

/** Accounts (admin management, sign-in fields) and a user's own profile. */
export const userErrors = {
  notFound: coded('user.notFound', 'Utilisateur introuvable'),
  usernameRequired: coded('user.usernameRequired', "Le nom d'utilisateur est requis"),
  usernameFormat: coded(
    'user.usernameFormat',
    "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés",
  ),
  usernameTaken: coded('user.usernameTaken', "Ce nom d'utilisateur est déjà utilisé"),
  emailRequired: coded('user.emailRequired', "L'adresse e-mail est requise"),
  emailInvalid: coded('user.emailInvalid', "L'adresse e-mail est invalide"),
  emailTaken: coded('user.emailTaken', 'Cette adresse e-mail est déjà utilisée'),
  /** A concurrent write won the race on one of the unique indexes, without saying which. */
  usernameOrEmailTaken: coded(
    'user.usernameOrEmailTaken',
    "Ce nom d'utilisateur est déjà utilisé ou cette adresse e-mail est déjà utilisée",
  ),
  passwordRequired: coded('user.passwordRequired', 'Le mot de passe est requis'),
  passwordTooShort: coded('user.passwordTooShort', 'Le mot de passe doit contenir au moins 8 caractères'),
  roleInvalid: coded('user.roleInvalid', 'Rôle invalide'),
  cannotDeactivateSelf: coded('user.cannotDeactivateSelf', 'Vous ne pouvez pas désactiver votre propre compte'),
  cannotDemoteSelf: coded('user.cannotDemoteSelf', 'Vous ne pouvez pas retirer votre propre rôle administrateur'),
  cannotDeleteSelf: coded('user.cannotDeleteSelf', 'Vous ne pouvez pas supprimer votre propre compte'),
  lastAdminDemoted: coded('user.lastAdminDemoted', 'Impossible de retirer le dernier administrateur actif'),
  lastAdminDeleted: coded('user.lastAdminDeleted', 'Impossible de supprimer le dernier administrateur actif'),
  bioTooLong: coded('user.bioTooLong', 'La biographie est trop longue (2000 caractères maximum)'),
  passwordsDiffer: coded('user.passwordsDiffer', 'Les mots de passe ne correspondent pas'),
  currentPasswordRequired: coded('user.currentPasswordRequired', 'Le mot de passe actuel est requis'),
  currentPasswordWrong: coded('user.currentPasswordWrong', 'Mot de passe actuel incorrect'),
  passwordOwnedByBilling: coded(
    'user.passwordOwnedByBilling',
    "Votre mot de passe se change depuis l'espace client de l'hébergeur",
  ),
  /** The avatar form, when no image was sent or the file is not one. */
  selectAnImage: coded('user.selectAnImage', 'Veuillez sélectionner une image'),
} as const;

export const categoryErrors = {
  notFound: coded('category.notFound', 'Catégorie introuvable'),
  slugTaken: coded('category.slugTaken', 'Ce slug de catégorie est déjà utilisé'),
  nameRequired: coded('category.nameRequired', 'Le nom de la catégorie est requis'),
  iconInvalid: coded('category.iconInvalid', "Nom d'icône invalide"),
} as const;

export const profileTagErrors = {
  notFound: coded('profileTag.notFound', 'Tag introuvable'),
  /** Assigning tags: the ids that name no tag. */
  unknownIds: (ids: readonly number[]) => coded('profileTag.unknownIds', `Tag introuvable : ${ids.join(', ')}`),
  nameTaken: coded('profileTag.nameTaken', 'Un tag porte déjà ce nom'),
  nameRequired: coded('profileTag.nameRequired', 'Le nom du tag est requis'),
  nameTooLong: coded('profileTag.nameTooLong', 'Le nom du tag est trop long (50 caractères maximum)'),
  userInvalid: coded('profileTag.userInvalid', 'Utilisateur invalide'),
  listInvalid: coded('profileTag.listInvalid', 'La liste de tags est invalide'),
} as const;

export const settingErrors = {
  unknownKey: (key: string) => coded('setting.unknownKey', `Paramètre inconnu : ${key}`),
  notText: (key: string) => coded('setting.notText', `La valeur de ${key} doit être un texte`),
  rewardAmountInvalid: coded('setting.rewardAmountInvalid', 'Montant de récompense invalide'),
  currencyInvalid: coded('setting.currencyInvalid', 'Devise invalide (EUR, USD ou GBP)'),
  minWordsInvalid: coded('setting.minWordsInvalid', 'Nombre minimum de mots invalide (min: 100)'),
  autoApproveInvalid: coded('setting.autoApproveInvalid', 'Valeur invalide pour la validation automatique'),
  qualityReminderInvalid: coded(
    'setting.qualityReminderInvalid',
    'Le seuil du rappel de qualité est un nombre entier de 0 à 100',
  ),
} as const;

/** Answers of the reward routes, and the reasons a reward's history shows for its last failure. */
export const rewardErrors = {
  notFound: coded('reward.notFound', 'Récompense introuvable'),
  onlyFailedRetried: coded('reward.onlyFailedRetried', 'Seule une récompense en échec ou en vérification peut être relancée'),
  noBillingAccount: coded(
    'reward.noBillingAccount',
    "Le contributeur n'avait pas de compte client WHMCS à l'approbation : la récompense ne peut pas être créditée",
  ),
  uncertainSend: (cause: string) =>
    coded('reward.uncertainSend', `Réponse de WHMCS incertaine : vérification du crédit avant tout nouvel envoi (${cause})`),
  billingUnreachable: (detail: string) => coded('reward.billingUnreachable', `Service de facturation injoignable (${detail})`),
  creditRefused: (detail: string) => coded('reward.creditRefused', `WHMCS a refusé le crédit : ${detail}`),
  unexpected: (detail: string) => coded('reward.unexpected', `Erreur inattendue : ${detail}`),
} as const;

/** The rewards ledger: its date filters and the mismatches an admin marks as seen. */
export const ledgerErrors = {
  dayFormat: coded('ledger.dayFormat', 'Date attendue au format AAAA-MM-JJ'),
  dayImpossible: coded('ledger.dayImpossible', 'Date impossible : ce jour n’existe pas dans le calendrier'),
  mismatchNotFound: coded(
    'ledger.mismatchNotFound',
    'Aucun écart avec WHMCS n’est signalé pour cette récompense à la dernière vérification',
  ),
  commentRequired: coded('ledger.commentRequired', 'Un commentaire est requis pour marquer un écart comme vu'),
} as const;

export const uploadErrors = {
  formatRefused: coded('upload.formatRefused', "Format d'image non pris en charge (JPEG, PNG, GIF ou WebP)"),
  tooLarge: coded('upload.tooLarge', "L'image ne doit pas dépasser 5 Mo"),
  oneFileOnly: coded('upload.oneFileOnly', 'Une seule image par envoi'),
  /** The file store (S3 bucket) is down or refused the write; nothing was kept. */
  storageUnavailable: coded('upload.storageUnavailable', 'Le stockage des fichiers est indisponible, réessayez dans un instant.'),
} as const;

/** The customer tab (sign-in and registration through WHMCS) and what WHMCS itself answers. */
export const billingErrors = {
  /** Also the default text of a 502 (the file store's own 502 says so itself: uploadErrors.storageUnavailable). */
  unavailable: coded('billing.unavailable', 'Service de facturation indisponible, réessayez plus tard'),
  useStaffTab: coded('billing.useStaffTab', 'Ce compte appartient à l’équipe : connectez-vous avec l’onglet « Équipe ».'),
  /** Registration with a taken address: the same text whoever holds it (staff, contributor, WHMCS customer). */
  accountExists: coded(
    'billing.accountExists',
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec l’onglet Client.',
  ),
  linkNeedsLocalPassword: coded(
    'billing.linkNeedsLocalPassword',
    'Un compte du blog existe déjà avec cette adresse e-mail. Pour le relier à votre compte client, saisissez aussi le mot de passe de ce compte du blog.',
  ),
  localPasswordWrong: coded('billing.localPasswordWrong', 'Le mot de passe du compte du blog est incorrect.'),
  noClient: coded('billing.noClient', 'Aucun compte client n’est associé à cet identifiant de facturation'),
  emailUsedByAnotherAccount: coded(
    'billing.emailUsedByAnotherAccount',
    'Cette adresse e-mail est déjà utilisée par un autre compte',
  ),
  emailLinkedToAnotherClient: coded(
    'billing.emailLinkedToAnotherClient',
    'Cette adresse e-mail est déjà liée à un autre compte client',
  ),
  allFieldsRequired: coded('billing.allFieldsRequired', 'Tous les champs sont requis'),
  /** The `message` of a refused registration: WHMCS's own words, for support. */
  whmcsSaid: (message: string) => coded('billing.whmcsSaid', `WHMCS : ${message}`),
  // AddClient's validation messages, translated by billing/whmcs-messages.ts.
  refused: coded('billing.refused', 'Les informations saisies ont été refusées par le service de facturation'),
  firstnameRequired: coded('billing.firstnameRequired', 'Le prénom est requis'),
  lastnameRequired: coded('billing.lastnameRequired', 'Le nom est requis'),
  addressRequired: coded('billing.addressRequired', "L'adresse est requise"),
  cityRequired: coded('billing.cityRequired', 'La ville est requise'),
  stateRequired: coded('billing.stateRequired', 'La région est requise'),
  postcodeRequired: coded('billing.postcodeRequired', 'Le code postal est requis'),
  countryInvalid: coded('billing.countryInvalid', 'Le pays est invalide'),
  phoneRequired: coded('billing.phoneRequired', 'Le numéro de téléphone est requis'),
  phoneInvalid: coded('billing.phoneInvalid', 'Le numéro de téléphone est invalide'),
  customFieldMissing: coded('billing.customFieldMissing', 'Un champ obligatoire du service de facturation est manquant'),
} as const;

export const articleErrors = {
  notFound: coded('article.notFound', 'Article non trouvé'),
  authorNotFound: coded('article.authorNotFound', 'Auteur introuvable'),
  titleAndContentRequired: coded('article.titleAndContentRequired', 'Titre et contenu requis'),
  categoryUnknown: coded('article.categoryUnknown', 'La catégorie choisie n’existe pas'),
  categoryInvalid: coded('article.categoryInvalid', 'Catégorie invalide'),
  statusInvalid: coded('article.statusInvalid', 'Statut invalide'),
  staffStatusOnly: coded('article.staffStatusOnly', 'Statut invalide : choisissez brouillon ou publié'),
  imageUrlInvalid: coded('article.imageUrlInvalid', "Adresse d'image invalide"),
  slugTaken: coded('article.slugTaken', 'Ce slug est déjà utilisé par un autre article'),
  publishedLocked: coded('article.publishedLocked', 'Un article publié ne peut plus être modifié par son contributeur'),
  onlyRejectedEditable: coded('article.onlyRejectedEditable', 'Seul un article refusé peut être modifié et resoumis'),
  contentTooLarge: (maxKb: number) =>
    coded(
      'article.contentTooLarge',
      `Le contenu de l’article est trop volumineux : ${maxKb} Ko de HTML au plus (découpez-le en plusieurs articles)`,
    ),
  contentTooManyTags: (max: number) =>
    coded('article.contentTooManyTags', `Le contenu de l’article contient trop de balises HTML (${max} au plus)`),
  contentTooDeep: (max: number) =>
    coded('article.contentTooDeep', `Le contenu de l’article est imbriqué trop profondément (${max} niveaux au plus)`),
  tooFewWords: (minimum: number, actual: number) =>
    coded('article.tooFewWords', `Votre article doit contenir au moins ${minimum} mots (actuellement: ${actual})`),
} as const;

export const submissionErrors = {
  notFound: coded('submission.notFound', 'Soumission introuvable'),
  onlyPending: coded('submission.onlyPending', 'Seule une soumission en attente peut être approuvée ou rejetée'),
  articleGone: coded('submission.articleGone', "L'article de cette soumission a été supprimé"),
  reasonRequired: coded('submission.reasonRequired', 'Veuillez indiquer une raison pour le rejet'),
} as const;

export const scheduleErrors = {
  dateInvalid: coded('schedule.dateInvalid', 'Date de publication invalide'),
  alreadyPublished: coded('schedule.alreadyPublished', 'Cet article est déjà publié : dépubliez-le avant de le programmer'),
  notScheduled: coded('schedule.notScheduled', "Cet article n'est pas programmé"),
} as const;

export const revisionErrors = {
  notFound: coded('revision.notFound', 'Version introuvable'),
  restoreLocked: coded('revision.restoreLocked', 'Vous ne pouvez pas restaurer une version de cet article'),
  autosaveLocked: coded('revision.autosaveLocked', 'Cet article ne peut pas être modifié'),
  autosaveTargetInvalid: coded(
    'revision.autosaveTargetInvalid',
    'Cible invalide : « new », « new-<clé du brouillon> » ou le numéro de l’article',
  ),
  draftKeyInvalid: coded('revision.draftKeyInvalid', 'Clé de brouillon invalide : de 1 à 24 lettres, chiffres, « - » ou « _ »'),
  draftEmpty: coded('revision.draftEmpty', 'Le brouillon est vide : écrivez un titre ou du contenu avant de l’enregistrer'),
  tooManyDrafts: (max: number) =>
    coded(
      'revision.tooManyDrafts',
      `Vous avez déjà ${max} brouillons d’articles jamais enregistrés : reprenez-en un ou supprimez-en avant d’en commencer un autre`,
    ),
} as const;

export const notificationErrors = {
  notFound: coded('notification.notFound', 'Notification introuvable'),
  preferencesInvalid: coded(
    'notification.preferencesInvalid',
    'Préférences invalides : une valeur vraie ou fausse par sorte d’e-mail',
  ),
  unsubscribeInvalid: coded('notification.unsubscribeInvalid', 'Lien de désinscription invalide ou modifié'),
  unsubscribeExpired: coded(
    'notification.unsubscribeExpired',
    'Ce lien de désinscription a expiré : choisissez vos e-mails depuis votre profil',
  ),
} as const;

export const noteErrors = {
  empty: coded('note.empty', 'La note est vide'),
  tooLong: coded('note.tooLong', 'La note ne doit pas dépasser 2000 caractères'),
  notFound: coded('note.notFound', 'Note introuvable'),
  closed: coded('note.closed', 'Les notes ne sont possibles que sur une soumission en attente ou refusée'),
} as const;

const WRITE_KIND_LABELS = {
  submissions: 'soumissions',
  notes: 'notes',
  autosave: 'enregistrements automatiques',
  restore: 'restaurations de version',
  uploads: 'envois d’images',
} as const;

export const newsletterErrors = {
  invalidEmail: coded('newsletter.invalidEmail', 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr'),
  tooManyRequests: coded(
    'newsletter.tooManyRequests',
    'Trop de demandes d’inscription depuis cette connexion : réessayez dans une heure',
  ),
  confirmationInvalid: coded(
    'newsletter.confirmationInvalid',
    'Lien de confirmation invalide : inscrivez-vous de nouveau depuis le blog',
  ),
  confirmationExpired: coded(
    'newsletter.confirmationExpired',
    'Lien de confirmation expiré (48 heures) : inscrivez-vous de nouveau depuis le blog',
  ),
  subscriberNotFound: coded('newsletter.subscriberNotFound', 'Abonné introuvable : il a peut-être déjà été effacé'),
  manageLinkInvalid: coded(
    'newsletter.manageLinkInvalid',
    'Lien de gestion de l’abonnement invalide : utilisez le lien d’un e-mail plus récent',
  ),
  importFileMissing: coded('newsletter.importFileMissing', 'Choisissez un fichier CSV d’adresses à importer (champ « file »)'),
  importNoEmail: coded(
    'newsletter.importNoEmail',
    'Aucune colonne d’adresses e-mail trouvée : le fichier doit avoir une colonne « email » ou « Adresse »',
  ),
  importTooLarge: (max: number) =>
    coded('newsletter.importTooLarge', `Fichier trop long : ${max.toLocaleString('fr-FR')} adresses au plus par import`),
  testArticleNotFound: coded('newsletter.testArticleNotFound', 'Article introuvable : enregistrez-le avant d’envoyer un test'),
  testSendFailed: coded(
    'newsletter.testSendFailed',
    'Le serveur d’e-mails n’a pas accepté l’e-mail de test : réessayez dans un instant',
  ),
  testNoEmail: coded('newsletter.testNoEmail', 'Votre compte n’a pas d’adresse e-mail : impossible d’envoyer le test'),
} as const;

export const writeLimitErrors = {
  tooMany: (kind: keyof typeof WRITE_KIND_LABELS, waitSeconds: number) =>
    coded(
      'writeLimit.tooMany',
      `Trop de ${WRITE_KIND_LABELS[kind]} en peu de temps : réessayez dans ${waitSeconds < 120 ? `${waitSeconds} s` : `${Math.ceil(waitSeconds / 60)} min`}`,
    ),
} as const;

export const mailErrors = {
  groupedWithPrevious: coded(
    'mail.groupedWithPrevious',
    'Regroupé avec l’e-mail précédent sur cette soumission (moins de 5 minutes)',
  ),
  /** Marks a notification whose e-mail is the one of notification `id` (a publication and its credit). */
  sentWith: (id: number) => coded('mail.sentWith', `Envoyé dans le même e-mail que la notification ${id}`),
  noOutbox: coded('mail.noOutbox', 'La boîte d’envoi locale n’existe qu’en mode démonstration, sans serveur SMTP'),
} as const;

export const offerErrors = {
  cardPlanUnknown: coded(
    'offer.cardPlanUnknown',
    'Offre inconnue ou masquée dans WHMCS : choisissez une offre du catalogue affiché',
  ),
  /** An order link to a plan the catalogue does not show (unknown, hidden or gone from WHMCS). */
  notFound: coded('offer.notFound', 'Cette offre n’est plus disponible'),
} as const;

export const affiliateErrors = {
  /** Joining needs the author's own WHMCS client, linked by signing in with the customer tab. */
  noClient: coded(
    'affiliate.noClient',
    'Associez d’abord votre compte client WHMCS (connexion « Client ») pour rejoindre le programme d’affiliation',
  ),
} as const;
