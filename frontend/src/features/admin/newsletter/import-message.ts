import { frNewsletter } from '../../../i18n/fr-newsletter';
import { formatInteger } from '../../../lib/format';
import type { NewsletterImportResponse } from '../shared/admin-api';

const t = frNewsletter.transfer;

/**
 * The result of a CSV import in one French sentence: « Import terminé : 3 adresses ajoutées (un e-mail
 * de confirmation chacune, aucune newsletter avant leur clic), 1 déjà présente, 0 effacée auparavant
 * (non réinscrite), 2 lignes invalides. »
 */
export function importMessage(outcome: Pick<NewsletterImportResponse, 'added' | 'existing' | 'suppressed' | 'invalid'>): string {
  const part = (make: (n: number, count: string) => string, n: number) => make(n, formatInteger(n));
  return t.done([
    part(t.added, outcome.added),
    part(t.existing, outcome.existing),
    part(t.suppressed, outcome.suppressed),
    part(t.invalid, outcome.invalid),
  ]);
}
