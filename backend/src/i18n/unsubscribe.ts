/** The pages an e-mail's unsubscribe link opens (no sign-in): confirm, done, undone, refused. */
export const unsubscribeTexts = {
  confirmTitle: 'Ne plus recevoir cet e-mail ?',
  confirmWhat: (label: string) => `Vous ne recevrez plus l’e-mail « ${label} ».`,
  confirmKept: 'Les autres e-mails ne changent pas, et les notifications restent visibles dans le back-office, sous la cloche.',
  confirmButton: 'Confirmer la désinscription',
  doneTitle: 'Désinscription enregistrée',
  doneWhat: (label: string) =>
    `Vous ne recevrez plus l’e-mail « ${label} ». Les notifications restent visibles dans le back-office.`,
  undoButton: 'Annuler : recevoir de nouveau cet e-mail',
  undoneTitle: 'E-mail réactivé',
  undoneWhat: (label: string) => `Vous recevrez de nouveau l’e-mail « ${label} ».`,
  invalidTitle: 'Lien de désinscription invalide',
  invalidWhat:
    'Ce lien est incomplet ou a été modifié : aucune préférence n’a changé. Vous pouvez choisir vos e-mails depuis votre profil.',
  expiredTitle: 'Lien de désinscription expiré',
  expiredWhat:
    'Ce lien de désinscription a expiré : aucune préférence n’a changé. Vous pouvez choisir vos e-mails depuis votre profil.',
  preferences: 'Gérer toutes mes préférences d’e-mail',
  backToBlog: 'Retour au blog',
} as const;
