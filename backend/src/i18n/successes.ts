/**
 * The French texts the API answers in `message` when a change succeeded, by domain, beside the error
 * catalogue (`errors.ts`). Texts quoted from the specification are kept word for word; screens and
 * tests read them from here. They carry no machine code: a success is told by its status and body.
 */

export const userSuccesses = {
  created: 'Utilisateur créé',
  updated: 'Utilisateur modifié',
  profileUpdated: 'Profil mis à jour !',
} as const;

export const categorySuccesses = {
  created: 'Catégorie créée',
  updated: 'Catégorie modifiée',
} as const;

export const profileTagSuccesses = {
  created: 'Tag créé avec succès',
  updated: 'Tag modifié avec succès',
  assigned: 'Tags mis à jour avec succès',
} as const;

export const articleSuccesses = {
  created: 'Article créé',
  updated: 'Article modifié',
  scheduled: 'Article programmé',
  /** A contributor's rejected article, resubmitted and published at once (auto-approve). */
  resubmittedPublished: 'Article modifié et publié !',
  resubmitted: 'Article modifié et ressoumis pour revue !',
  scheduleCancelled: 'Programmation annulée',
} as const;

export const submissionSuccesses = {
  /** Published at once when auto-approve is on. */
  sentPublished: 'Soumission envoyée et publiée !',
  sent: "Soumission envoyée avec succès ! Elle sera examinée par l'équipe.",
  approvedScheduled: 'Soumission approuvée et programmée',
  approvedPublished: 'Soumission approuvée et publiée',
  rejected: 'Soumission rejetée',
} as const;

export const revisionSuccesses = {
  restored: 'Version restaurée dans l’éditeur : enregistrez pour l’appliquer',
} as const;

export const rewardSuccesses = {
  retryStarted: 'Nouvel essai de crédit lancé',
} as const;

export const affiliateSuccesses = {
  joined:
    'Vous avez rejoint le programme d’affiliation : les liens « Commander » de vos articles passent désormais par votre lien d’affilié',
} as const;
