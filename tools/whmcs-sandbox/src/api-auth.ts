/**
 * api.php access control, in WHMCS's order: IP allow-list (bypassed by `accesskey`), API credential,
 * then the credential's role. All three fail with HTTP 403 (Invalid IP optionally 400).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiParams } from './form-body';

export interface AuthConfig {
  identifier: string;
  secret: string;
  /** Empty: no IP restriction. */
  allowedIps: readonly string[];
  accessKey?: string;
  invalidIpStatus: 400 | 403;
  /** Lower-case action names; undefined: every action. */
  allowedActions?: ReadonlySet<string>;
}

export type AuthOutcome = { ok: true } | { ok: false; status: number; message: string };

export const AUTHENTICATION_FAILED = 'Authentication Failed';

/** Compares through fixed-length digests so neither the value nor its length leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function ipAllowed(params: ApiParams, ip: string, config: AuthConfig): boolean {
  if (config.allowedIps.length === 0 || config.allowedIps.includes(ip)) return true;
  const accessKey = params.get('accesskey');
  return (
    config.accessKey !== undefined &&
    config.accessKey !== '' &&
    accessKey !== undefined &&
    sameSecret(accessKey, config.accessKey)
  );
}

/** `identifier`/`secret`, or the same pair under the legacy `username`/`password` names. */
function credentialsValid(params: ApiParams, config: AuthConfig): boolean {
  const identifier = params.get('identifier') ?? params.get('username') ?? '';
  const secret = params.get('secret') ?? params.get('password') ?? '';
  // Both comparisons always run, so a wrong identifier costs the same time as a wrong secret.
  const identifierOk = sameSecret(identifier, config.identifier);
  const secretOk = sameSecret(secret, config.secret);
  return identifierOk && secretOk;
}

export function authorize(params: ApiParams, ip: string, action: string, config: AuthConfig): AuthOutcome {
  if (!ipAllowed(params, ip, config)) {
    return { ok: false, status: config.invalidIpStatus, message: `Invalid IP ${ip}` };
  }
  if (!credentialsValid(params, config)) {
    return { ok: false, status: 403, message: AUTHENTICATION_FAILED };
  }
  if (config.allowedActions && !config.allowedActions.has(action)) {
    return { ok: false, status: 403, message: `Invalid Permissions: API action "${action}" is not allowed` };
  }
  return { ok: true };
}
