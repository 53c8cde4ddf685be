import { SharedAnswers } from './shared-answers';

function setUp(answer: (key: string, reads: number) => unknown = (key, reads) => ({ key, reads })) {
  const cache = { generation: 0, enabled: true };
  const reads = new Map<string, number>();
  const shared = new SharedAnswers(cache, async (key) => {
    const n = (reads.get(key) ?? 0) + 1;
    reads.set(key, n);
    return answer(key, n);
  });
  return { cache, reads, shared };
}

describe('SharedAnswers', () => {
  it('reads a key once per content generation, and again after a change', async () => {
    const { cache, reads, shared } = setUp();
    const [a, b] = await Promise.all([shared.get('/s'), shared.get('/s')]);
    expect(a).toBe(b);
    expect(await shared.get('/s')).toEqual({ key: '/s', reads: 1 });
    cache.generation += 1;
    expect(await shared.get('/s')).toEqual({ key: '/s', reads: 2 });
    expect(reads.get('/s')).toBe(2);
  });

  it('reads every time while changes made elsewhere could be missed', async () => {
    const { cache, reads, shared } = setUp();
    cache.enabled = false;
    await shared.get('/s');
    await shared.get('/s');
    expect(reads.get('/s')).toBe(2);
  });

  it('keeps nothing that could not be read', async () => {
    const { reads, shared } = setUp((key, n) => (n === 1 ? undefined : { key }));
    expect(await shared.get('/s')).toBeUndefined();
    expect(await shared.get('/s')).toEqual({ key: '/s' });
    expect(reads.get('/s')).toBe(2);
  });

  it('keeps nothing that failed', async () => {
    const { reads, shared } = setUp((key, n) => {
      if (n === 1) throw new Error('base injoignable');
      return { key };
    });
    await expect(shared.get('/s')).rejects.toThrow('base injoignable');
    expect(await shared.get('/s')).toEqual({ key: '/s' });
    expect(reads.get('/s')).toBe(2);
  });

  it('freezes what every render shares', async () => {
    const { shared } = setUp(() => ({ settings: { primary: '#123456' }, list: [{ slug: 'a' }] }));
    const answer = (await shared.get('/s')) as { settings: Record<string, string>; list: { slug: string }[] };
    expect(Object.isFrozen(answer.settings)).toBe(true);
    expect(() => {
      answer.list[0]!.slug = 'b';
    }).toThrow(TypeError);
  });
});
