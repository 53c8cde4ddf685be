/** The newsletter's French texts: the form's answers, the confirmation e-mail and pages. */

/** Changing the consent sentence (frontend `fr.newsletter.consent`) means a new version here. */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-v1';

export const newsletterTexts = {
  /** The one answer to a subscription, whatever the address's state (nobody learns who subscribes). */
  requested:
    'Merci ! Si cette adresse peut s’inscrire, un e-mail de confirmation vient de lui être envoyé. Cliquez sur son lien dans les 48 heures pour recevoir la newsletter.',
  requestedTitle: 'Vérifiez votre boîte e-mail',
  invalidEmailTitle: 'Adresse e-mail invalide',
  tooManyTitle: 'Trop de demandes',
  confirmMailSubject: (brand: string) => `Confirmez votre inscription à la newsletter du blog ${brand}`,
  confirmMailIntro: (brand: string) =>
    `Vous (ou quelqu’un qui a saisi votre adresse) avez demandé à recevoir la newsletter du blog ${brand}.`,
  confirmMailAction: 'Confirmer mon inscription',
  confirmMailValidity:
    'Ce lien est valable 48 heures. Sans confirmation, vous ne recevrez rien et votre adresse ne sera pas utilisée.',
  confirmMailIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
  confirmPageTitle: 'Confirmer votre inscription',
  confirmPageWhat:
    'Cliquez sur le bouton pour recevoir la newsletter du blog. Vous pourrez vous désabonner en un clic depuis chaque e-mail.',
  confirmButton: 'Confirmer mon inscription',
  confirmedTitle: 'Inscription confirmée',
  confirmedWhat:
    'C’est fait : vous recevrez la newsletter du blog. Chaque e-mail contient un lien pour vous désabonner en un clic.',
  invalidLinkTitle: 'Lien de confirmation invalide',
  invalidLinkWhat:
    'Ce lien est incomplet ou a été modifié. Inscrivez-vous de nouveau depuis le blog pour recevoir un nouveau lien.',
  expiredLinkTitle: 'Lien de confirmation expiré',
  expiredLinkWhat:
    'Ce lien a expiré (il est valable 48 heures). Inscrivez-vous de nouveau depuis le blog pour recevoir un nouveau lien.',
  backToBlog: 'Retour au blog',
  tryAgain: 'Revenir au formulaire',

  // The newsletter e-mails.
  articleSubject: (title: string) => `Nouvel article : ${title}`,
  digestSubject: (brand: string) => `Les articles de la semaine sur le blog ${brand}`,
  digestIntro: (count: number) =>
    count === 1
      ? 'Voici l’article publié cette semaine sur le blog.'
      : `Voici les ${count} articles publiés cette semaine sur le blog.`,
  readArticle: 'Lire l’article',
  mailWhy: (brand: string) =>
    `Vous recevez cet e-mail parce que vous avez confirmé votre inscription à la newsletter du blog ${brand}.`,
  manageLink: 'Gérer mon abonnement',
  unsubscribeLink: 'Se désabonner en un clic',
  testSubjectPrefix: '[Test] ',
  testSent: (email: string) => `E-mail de test envoyé à ${email}`,

  // « Gérer mon abonnement ».
  manageTitle: 'Gérer mon abonnement',
  manageWhat: 'Choisissez quand recevoir la newsletter et sur quels sujets, ou désabonnez-vous.',
  frequency: 'Fréquence',
  each: 'À chaque nouvel article',
  weekly: 'Un résumé par semaine',
  categories: 'Catégories (toutes si aucune n’est cochée)',
  save: 'Enregistrer mes choix',
  savedTitle: 'Choix enregistrés',
  savedWhat: 'Vos choix sont enregistrés : ils comptent dès le prochain envoi.',
  unsubscribeButton: 'Me désabonner',
  unsubscribedTitle: 'Vous êtes désabonné',
  unsubscribedWhat:
    'C’est fait : vous ne recevrez plus la newsletter. Pour la recevoir de nouveau, réinscrivez-vous depuis le blog (un e-mail de confirmation vous sera envoyé).',
  notSubscribedWhat:
    'Cette adresse ne reçoit pas la newsletter (désabonnée ou non confirmée). Pour la recevoir, inscrivez-vous depuis le blog.',
  invalidManageTitle: 'Lien invalide',
  invalidManageWhat:
    'Ce lien est incomplet, a été modifié, ou l’abonnement a été effacé. Utilisez le lien d’un e-mail plus récent, ou réinscrivez-vous depuis le blog.',
  subscribeAgain: 'S’inscrire de nouveau',

  // The admins' CSV export.
  csvFileName: (day: string) => `abonnes-newsletter-${day}.csv`,
  csvColumns: [
    'Adresse',
    'État',
    'Fréquence',
    'Catégories',
    'Inscription demandée le',
    'Confirmée le',
    'Désabonné le',
    'Page du formulaire',
    'Version du consentement',
    'Empreinte de l’IP',
  ],
  stateLabels: { pending: 'En attente', confirmed: 'Confirmé', unsubscribed: 'Désabonné', failed: 'En échec' },
  frequencyLabels: { each: 'À chaque nouvel article', weekly: 'Un résumé par semaine' },
  allCategories: 'Toutes',
  importSource: 'import',
  importConsentVersion: 'import',
} as const;
