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
} as const;
