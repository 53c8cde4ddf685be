import { importMessage } from './import-message';

describe('the newsletter CSV import’s message', () => {
  it('counts each outcome, in the plural above one', () => {
    expect(importMessage({ added: 3, existing: 2, suppressed: 4, invalid: 5 })).toBe(
      'Import terminé : 3 adresses ajoutées (un e-mail de confirmation chacune, aucune newsletter avant leur clic), 2 déjà présentes, 4 effacées auparavant (non réinscrites), 5 lignes invalides.',
    );
  });

  it('keeps one and zero in the singular, as French does', () => {
    expect(importMessage({ added: 1, existing: 1, suppressed: 1, invalid: 1 })).toBe(
      'Import terminé : 1 adresse ajoutée (un e-mail de confirmation, aucune newsletter avant son clic), 1 déjà présente, 1 effacée auparavant (non réinscrite), 1 ligne invalide.',
    );
    expect(importMessage({ added: 0, existing: 0, suppressed: 0, invalid: 0 })).toBe(
      'Import terminé : 0 adresse ajoutée, 0 déjà présente, 0 effacée auparavant (non réinscrite), 0 ligne invalide.',
    );
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(importMessage({ added: 12_345, existing: 0, suppressed: 0, invalid: 0 })).toMatch(
      /^Import terminé : 12\u202F345 adresses ajoutées /,
    );
  });
});
