/** `1,00 €`, `2,50 $US`: French formatting of an amount in cents. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(cents / 100).replace(/\u202f|\u00a0/g, ' ');
}

/** What a notification says, by kind: the panel's line (and the e-mail's subject) and its details. */
export const notificationTexts = {
  submissionReceived: (title: string) => `Nouvelle soumission : « ${title} »`,
  submissionResubmitted: (title: string) => `Soumission renvoyée après correction : « ${title} »`,
  submissionPublished: (title: string) => `Votre article « ${title} » est publié`,
  submissionScheduled: (title: string, date: string, time: string) =>
    `Votre article « ${title} » est accepté : publication le ${date} à ${time}`,
  submissionRescheduled: (title: string, date: string, time: string) =>
    `La publication de votre article « ${title} » est déplacée au ${date} à ${time}`,
  submissionUnscheduled: (title: string) =>
    `La publication programmée de votre article « ${title} » est annulée : il repart en relecture`,
  submissionRejected: (title: string) => `Votre article « ${title} » a été refusé`,
  rejectionReason: (reason: string) => `Raison : ${reason}`,
  rewardCredited: (amount: string, title: string) => `Crédit versé : ${amount} pour « ${title} »`,
  /** One e-mail for a publication and its credit: the publication's line, then the credit's. */
  publishedAndCredited: (publishedTitle: string) => `${publishedTitle} et votre récompense est versée`,
  rewardBalance: (balance: string) => `Nouveau solde de crédit de votre compte client : ${balance}`,
  rewardFailed: (title: string) => `Échec du versement de la récompense pour « ${title} »`,
  rewardMismatch: (count: number) =>
    count === 1 ? 'Vérification WHMCS : 1 écart trouvé' : `Vérification WHMCS : ${count} écarts trouvés`,
  rewardMismatchBody: 'Rien n’a été corrigé : le détail est dans le registre des récompenses.',
  noteAdded: (author: string, title: string) => `Nouvelle note de ${author} sur « ${title} »`,
} as const;

/** The switches of the preferences screen, one per kind of e-mail (indexed by the kind: a missing one fails the type check). */
export const emailKindLabels = {
  submission_received: 'Nouvelles soumissions à relire (équipe)',
  submission_scheduled: 'Mon article est accepté et programmé (date changée ou annulée comprise)',
  submission_published: 'Mon article est publié',
  submission_rejected: 'Mon article est refusé',
  reward_credited: 'Ma récompense est versée',
  reward_failed: 'Échec du versement d’une récompense (administrateurs)',
  reward_mismatch: 'Écart trouvé par la vérification WHMCS (administrateurs)',
  note_added: 'Nouvelle note sur une soumission',
};

const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });
const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** `24 novembre 2026` and `09:00`, Paris time, as the back office shows a publication date. */
export function parisDateAndTime(at: Date): { date: string; time: string } {
  return { date: PARIS_DATE.format(at), time: PARIS_TIME.format(at) };
}
