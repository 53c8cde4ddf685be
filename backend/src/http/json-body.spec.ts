import fc from 'fast-check';
import { nestsDeeperThan } from './json-body';

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

const check = (text: string, limit: number) => nestsDeeperThan(Buffer.from(text, 'utf8'), limit);

describe('JSON depth scan', () => {
  it('agrees with the real depth of any JSON value, strings full of brackets, quotes and escapes included', () => {
    const tricky = fc.constantFrom('[', ']', '{', '}', '"', '\\', '\\"', '\\\\', 'é', '🎮', '[{"a":');
    const text = fc.array(fc.oneof(fc.string(), tricky), { maxLength: 6 }).map((parts) => parts.join(''));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(text, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 6 }), (v, limit) => {
        expect(check(JSON.stringify(v), limit)).toBe(depthOf(v) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses half a million levels in a few milliseconds', () => {
    const body = Buffer.from('['.repeat(500_000) + ']'.repeat(500_000));
    const started = performance.now();
    expect(nestsDeeperThan(body, 32)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('reads a 2 MB flat body in a few milliseconds', () => {
    const body = Buffer.from(
      JSON.stringify({
        content: `<p>${'Un texte [entre crochets] et des « guillemets » \\" '.repeat(40_000)}</p>`,
        tags: Array.from({ length: 1000 }, (_, i) => i),
      }),
    );
    const started = performance.now();
    expect(nestsDeeperThan(body, 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
