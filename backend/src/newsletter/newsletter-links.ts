import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A confirmation link works this long after its e-mail was written. */
export const CONFIRMATION_LINK_HOURS = 48;

/** The address as stored and compared: trimmed, lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** What the suppression list keeps of an erased address. */
export const emailHash = (email: string): string => createHash('sha256').update(normalizeEmail(email)).digest('hex');

/** The proof of consent keeps the requesting IP only as a keyed hash. */
export const ipHash = (secret: string, ip: string): string =>
  createHmac('sha256', secret).update(`newsletter-ip:${ip}`).digest('hex');

const confirmSignature = (secret: string, subscriber: number, exp: number) =>
  createHmac('sha256', secret).update(`newsletter-confirm:${subscriber}:${exp}`).digest('hex');

/**
 * The query of a confirmation link for this subscriber, valid `CONFIRMATION_LINK_HOURS` from `now`. Its
 * HMAC is named `signature`, not `sig`: the demo outbox hides unsubscribe signatures (`sig`) from staff,
 * but shows this link so that a newcomer trying the blog without SMTP can confirm from it.
 */
export function confirmationQuery(secret: string, subscriber: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + CONFIRMATION_LINK_HOURS * 3600;
  return new URLSearchParams({
    s: String(subscriber),
    exp: String(exp),
    signature: confirmSignature(secret, subscriber, exp),
  }).toString();
}

export interface ConfirmationLinkQuery {
  s?: string;
  exp?: string;
  signature?: string;
}

export type CheckedConfirmation = { check: 'valid'; subscriber: number; query: string } | { check: 'invalid' | 'expired' };

/** Reads and checks a confirmation link: a missing, malformed or altered field is `invalid`, never an exception. */
export function checkConfirmation(secret: string, query: ConfirmationLinkQuery, now = Date.now()): CheckedConfirmation {
  const { s, exp, signature } = query;
  if (
    !s ||
    !/^[1-9][0-9]{0,14}$/.test(s) ||
    !exp ||
    !/^[0-9]{1,15}$/.test(exp) ||
    !signature ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    return { check: 'invalid' };
  }
  const expected = Buffer.from(confirmSignature(secret, Number(s), Number(exp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { check: 'invalid' };
  if (Number(exp) * 1000 < now) return { check: 'expired' };
  return { check: 'valid', subscriber: Number(s), query: new URLSearchParams({ s, exp, signature }).toString() };
}

const manageSignature = (secret: string, subscriber: number) =>
  createHmac('sha256', secret).update(`newsletter-manage:${subscriber}`).digest('hex');

/**
 * The query of a subscriber's « Gérer mon abonnement » and one-click unsubscribe links: no expiry (an
 * old newsletter must still unsubscribe), dead once the subscriber is erased. Named `signature` like the
 * confirmation's, so that the demo outbox shows it.
 */
export function manageQuery(secret: string, subscriber: number): string {
  return new URLSearchParams({ s: String(subscriber), signature: manageSignature(secret, subscriber) }).toString();
}

/** The subscriber of a manage link, or null for a missing, malformed or altered one. */
export function checkManage(secret: string, query: { s?: string; signature?: string }): number | null {
  const { s, signature } = query;
  if (!s || !/^[1-9][0-9]{0,14}$/.test(s) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const expected = Buffer.from(manageSignature(secret, Number(s)), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? Number(s) : null;
}
