import { authorize, type AuthConfig } from './api-auth';
import { parseUrlencoded } from './form-body';

const base: AuthConfig = { identifier: 'id', secret: 's3cret', allowedIps: [], invalidIpStatus: 403 };

describe('api.php access control', () => {
  it('accepts identifier and secret, or the same pair as username and password', () => {
    expect(authorize(parseUrlencoded('identifier=id&secret=s3cret'), '1.2.3.4', 'getcredits', base)).toEqual({
      ok: true,
    });
    expect(authorize(parseUrlencoded('username=id&password=s3cret'), '1.2.3.4', 'getcredits', base)).toEqual({
      ok: true,
    });
  });

  it('refuses a wrong or missing secret with 403 Authentication Failed', () => {
    for (const body of ['identifier=id&secret=nope', 'identifier=id', '']) {
      expect(authorize(parseUrlencoded(body), '1.2.3.4', 'getcredits', base)).toEqual({
        ok: false,
        status: 403,
        message: 'Authentication Failed',
      });
    }
  });

  it('checks the IP allow-list before credentials and lets a valid accesskey through', () => {
    const config = { ...base, allowedIps: ['10.0.0.1'], accessKey: 'k!' };
    expect(authorize(parseUrlencoded('identifier=x'), '1.2.3.4', 'getcredits', config)).toEqual({
      ok: false,
      status: 403,
      message: 'Invalid IP 1.2.3.4',
    });
    expect(authorize(parseUrlencoded('identifier=id&secret=s3cret&accesskey=k!'), '1.2.3.4', 'x', config).ok).toBe(true);
    expect(authorize(parseUrlencoded('identifier=id&secret=s3cret'), '10.0.0.1', 'x', config).ok).toBe(true);
    expect(authorize(parseUrlencoded('identifier=id&secret=s3cret&accesskey=bad'), '1.2.3.4', 'x', config).ok).toBe(false);
  });

  it('can answer Invalid IP with 400 instead of 403', () => {
    const config: AuthConfig = { ...base, allowedIps: ['10.0.0.1'], invalidIpStatus: 400 };
    expect(authorize(parseUrlencoded(''), '1.2.3.4', 'x', config)).toMatchObject({ status: 400 });
  });

  it('refuses actions outside the role with the lower-case action name', () => {
    const config = { ...base, allowedActions: new Set(['getcredits']) };
    expect(authorize(parseUrlencoded('identifier=id&secret=s3cret'), '1.2.3.4', 'addcredit', config)).toEqual({
      ok: false,
      status: 403,
      message: 'Invalid Permissions: API action "addcredit" is not allowed',
    });
  });
});
