import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';

const cfg = readFileSync(join(__dirname, '../../../deploy/haproxy.cfg'), 'utf8');

/** An HAProxy duration in ms (`10s`, `500ms`, `1m`; a bare number is ms). */
function ms(value: string): number {
  const [, amount, unit] = /^(\d+)(ms|s|m|h)?$/.exec(value)!;
  return Number(amount) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit ?? 'ms']!;
}

describe('keep-alive between HAProxy and the API', () => {
  it('HAProxy keeps and reuses its connections to the instances', () => {
    expect(cfg).toMatch(/^\s*option http-keep-alive$/m);
    expect(cfg).toMatch(/^\s*http-reuse (safe|aggressive)$/m);
    expect(cfg).not.toMatch(/^\s*option (http-server-close|httpclose)/m);
  });

  it('the API keeps an idle connection longer than HAProxy keeps or waits on one', () => {
    const purge = /pool-purge-delay (\S+)/.exec(cfg)?.[1];
    expect(purge).toBeDefined();
    const timeouts = [...cfg.matchAll(/^\s*timeout (http-keep-alive|server|client) (\S+)$/gm)].map(([, , v]) => ms(v!));
    expect(timeouts).toHaveLength(3);
    for (const limit of [ms(purge!), ...timeouts]) expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(limit);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});
