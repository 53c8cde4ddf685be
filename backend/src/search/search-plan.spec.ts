import { termDeltas } from './term-counts';
import { planSearch, TITLE_LOOKUP_LIMIT, WALK_LIMIT, walkPlan } from './search-plan';

const stats = (term: string, docs: number, titleDocs = 0) => ({ term, docs, titleDocs });

describe('how a search query is looked up', () => {
  it('asks the full-text index for a rare term, whatever the others', () => {
    expect(planSearch([stats('serveur', 100_000, 100_000), stats('12345', 1, 1)], 100_000, 10)).toEqual({
      kind: 'anchor',
      anchor: '12345',
    });
  });

  it('walks the newest articles when every term is frequent, reading about a page of them', () => {
    const plan = planSearch([stats('memoir', 100_000)], 100_000, 50);
    expect(plan).toMatchObject({ kind: 'walk', titleLookup: [], lowScoreBelow: 1 });
    expect(plan.kind === 'walk' && plan.window).toBeLessThan(100);
    // Half the articles hold it: twice as many read.
    const half = walkPlan([stats('memoir', 50_000)], 100_000, 50);
    expect(half.window).toBeGreaterThan(120);
    expect(half.window).toBeLessThan(160);
  });

  it('reads title matches from the title index while their lists stay short, rarest first', () => {
    const plan = walkPlan(
      [stats('serveur', 90_000, 80_000), stats('minecraft', 60_000, 300), stats('paper', 50_000, 150)],
      100_000,
      10,
    );
    expect(plan.titleLookup).toEqual(['paper', 'minecraft']);
    // Scoring 2 or 3 means holding paper or minecraft in the title: all found through the index.
    expect(plan.lowScoreBelow).toBe(2);
    const short = walkPlan([stats('minecraft', 60_000, 300), stats('paper', 50_000, 150)], 100_000, 10);
    expect(short).toMatchObject({ titleLookup: ['paper', 'minecraft'], lowScoreBelow: 1 });
    const long = walkPlan([stats('serveur', 90_000, TITLE_LOOKUP_LIMIT + 1)], 100_000, 10);
    expect(long).toMatchObject({ titleLookup: [], lowScoreBelow: 2 });
  });

  it('leaves frequent terms that seldom meet to the full-text index rather than read too many articles', () => {
    expect(walkPlan([stats('a', 2_000), stats('b', 2_000)], 100_000, 501).window).toBeGreaterThan(WALK_LIMIT);
    expect(planSearch([stats('a', 2_000), stats('b', 2_000)], 100_000, 501)).toEqual({ kind: 'anchor', anchor: 'a' });
  });
});

describe('per-term counts kept with the index', () => {
  const row = (title_terms: string, body_terms: string) => ({ title_terms, body_terms });

  it('counts each term once per article, in its title apart, and the article itself', () => {
    expect(termDeltas(null, row('serveur minecraft', 'serveur serveur paper'))).toEqual(
      new Map([
        ['', { docs: 1, title_docs: 0 }],
        ['serveur', { docs: 1, title_docs: 1 }],
        ['minecraft', { docs: 1, title_docs: 1 }],
        ['paper', { docs: 1, title_docs: 0 }],
      ]),
    );
  });

  it('an edit changes only the terms it adds or removes; a withdrawal takes every term back', () => {
    const before = row('serveur minecraft', 'paper plugin');
    expect(termDeltas(before, row('serveur minecraft', 'paper greffon'))).toEqual(
      new Map([
        ['plugin', { docs: -1, title_docs: 0 }],
        ['greffon', { docs: 1, title_docs: 0 }],
      ]),
    );
    // A word moving from the body to the title stays counted once.
    expect(termDeltas(before, row('serveur minecraft paper', 'plugin'))).toEqual(
      new Map([['paper', { docs: 0, title_docs: 1 }]]),
    );
    expect(termDeltas(before, null).get('')).toEqual({ docs: -1, title_docs: 0 });
    expect(termDeltas(before, null).get('minecraft')).toEqual({ docs: -1, title_docs: -1 });
    expect(termDeltas(before, before).size).toBe(0);
  });
});
