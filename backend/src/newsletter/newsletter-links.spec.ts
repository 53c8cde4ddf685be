import { checkConfirmation, confirmationQuery, emailHash, ipHash, normalizeEmail } from './newsletter-links';

const SECRET = 'un-secret-de-test-assez-long-pour-signer-1234';
const params = (query: string) => Object.fromEntries(new URLSearchParams(query)) as Record<string, string>;

describe('newsletter confirmation links', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('accepts its own link for 48 hours, then says it expired', () => {
    const query = params(confirmationQuery(SECRET, 42, now));
    expect(checkConfirmation(SECRET, query, now + 47 * 3600_000)).toMatchObject({ check: 'valid', subscriber: 42 });
    expect(checkConfirmation(SECRET, query, now + 49 * 3600_000)).toEqual({ check: 'expired' });
  });

  it('refuses a link moved to another subscriber, lengthened, signed with another secret or cut', () => {
    const query = params(confirmationQuery(SECRET, 42, now));
    expect(checkConfirmation(SECRET, { ...query, s: '43' }, now).check).toBe('invalid');
    expect(checkConfirmation(SECRET, { ...query, exp: String(Number(query.exp) + 3600) }, now).check).toBe('invalid');
    expect(checkConfirmation('un-autre-secret-tout-aussi-long-1234567890', query, now).check).toBe('invalid');
    expect(checkConfirmation(SECRET, { s: query.s, exp: query.exp }, now).check).toBe('invalid');
    expect(checkConfirmation(SECRET, { ...query, signature: 'zz' }, now).check).toBe('invalid');
  });

  it('hashes the address as it is stored and keeps no IP readable', () => {
    expect(normalizeEmail('  Lectrice@Exemple.FR ')).toBe('lectrice@exemple.fr');
    expect(emailHash('Lectrice@Exemple.fr')).toBe(emailHash('lectrice@exemple.fr'));
    expect(ipHash(SECRET, '203.0.113.7')).toMatch(/^[0-9a-f]{64}$/);
    expect(ipHash(SECRET, '203.0.113.7')).not.toBe(ipHash(SECRET, '203.0.113.8'));
  });
});
