import type { TimelineEntry } from '../shared/admin-api';
import { describeTimelineEntry } from './timeline';

const at = '2026-11-23T13:32:00.000Z';
const entry = (kind: TimelineEntry['kind'], detail: string | null = null, actor: string | null = 'admin'): TimelineEntry => ({
  kind,
  at,
  detail,
  actor_name: actor,
  internal_note: null,
});

describe('submission history lines', () => {
  it('names every kind of event in French', () => {
    const labels = (
      [
        'submitted',
        'resubmitted',
        'note_added',
        'rejected',
        'approved',
        'scheduled',
        'unscheduled',
        'reward_credited',
        'reward_failed',
      ] as const
    ).map((kind) => describeTimelineEntry(entry(kind)).label);
    expect(labels).toEqual([
      'Soumis',
      'Renvoyé après correction',
      'Note ajoutée',
      'Refusé',
      'Approuvé et publié',
      'Approuvé et programmé',
      'Programmation annulée',
      'Crédit versé',
      'Échec du versement',
    ]);
  });

  it('gives a rejection its reason and a credit its amount', () => {
    expect(describeTimelineEntry(entry('rejected', 'Sources manquantes')).detail).toBe('Raison : Sources manquantes');
    expect(describeTimelineEntry(entry('reward_credited', '1,00\u00A0€', null)).detail).toBe('1,00\u00A0€');
    expect(describeTimelineEntry(entry('note_added', 'Ajoute une capture.')).detail).toBe('Ajoute une capture.');
  });

  it('leaves out an empty detail and a missing actor', () => {
    const line = describeTimelineEntry(entry('approved', '  ', null));
    expect(line.detail).toBeNull();
    expect(line.actor).toBeNull();
    expect(describeTimelineEntry(entry('submitted', null, 'jdupont')).actor).toBe('par jdupont');
  });

  it('dates each event in long French form, Paris time', () => {
    expect(describeTimelineEntry(entry('submitted')).date).toBe('23 novembre 2026 à 14:32');
  });
});
