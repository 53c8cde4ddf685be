import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { whmcsDuration } from '../metrics/metrics';
import { WhmcsEndpoint } from './whmcs-endpoint';
import { WhmcsApiError, WhmcsTransportError } from './whmcs-errors';
import { centsToAmount, isRecord, listOf, toBool, toCents, toInt, toText, WhmcsRecord } from './whmcs-values';

export type WhmcsParams = Record<string, string | number | boolean | undefined>;

export interface WhmcsLogin {
  userId: number;
  twoFactorEnabled: boolean;
}

export interface WhmcsUser {
  id: number;
  email: string;
  clients: { id: number; isOwner: boolean }[];
}

export interface WhmcsClientDetails {
  id: number;
  ownerUserId: number | null;
  email: string;
  firstname: string;
  lastname: string;
  creditCents: number | null;
}

export interface NewWhmcsClient {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  address1: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phonenumber: string;
}

export interface WhmcsCredit {
  id: number;
  date: string;
  description: string;
  amountCents: number;
}

import { WHMCS_BILLING_CYCLES, type WhmcsBillingCycle } from './whmcs-cycles';

export { WHMCS_BILLING_CYCLES, type WhmcsBillingCycle } from './whmcs-cycles';

/** One plan of the catalogue as GetProducts gives it. */
export interface WhmcsProduct {
  pid: number;
  gid: number;
  type: string;
  name: string;
  description: string;
  hidden: boolean;
  /** Prices in cents per currency code and cycle; a cycle WHMCS answers `-1.00` for is absent (not offered). */
  pricing: Record<string, Partial<Record<WhmcsBillingCycle, number>>>;
}

/** A client's affiliate account (GetAffiliates): the id links carry, and its figures. */
export interface WhmcsAffiliate {
  id: number;
  clientId: number;
  visitors: number;
  balanceCents: number;
  withdrawnCents: number;
}

/**
 * The one door to WHMCS's External API. Answers are parsed whatever the HTTP status (auth errors come
 * as 403 with JSON, business errors as 200 with `result: "error"`); anything that is not JSON is a
 * transport error. Nothing is retried here: AddClient and AddCredit are not idempotent, so retrying is
 * the caller's decision (the reward worker reconciles through GetCredits first).
 */
@Injectable()
export class WhmcsClient {
  constructor(
    private readonly endpoint: WhmcsEndpoint,
    private readonly config: AppConfig,
  ) {}

  async call(action: string, params: WhmcsParams = {}): Promise<WhmcsRecord> {
    const started = performance.now();
    let outcome: 'ok' | 'refused' | 'error' = 'error';
    try {
      const body = await this.exchange(action, params);
      outcome = 'ok';
      return body;
    } catch (error) {
      if (error instanceof WhmcsApiError) outcome = 'refused';
      throw error;
    } finally {
      whmcsDuration.observe({ action, outcome }, (performance.now() - started) / 1000);
    }
  }

  private async exchange(action: string, params: WhmcsParams): Promise<WhmcsRecord> {
    const form = new URLSearchParams();
    form.set('identifier', this.config.whmcs.identifier);
    form.set('secret', this.config.whmcs.secret);
    form.set('action', action);
    form.set('responsetype', 'json');
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) form.set(key, String(value));
    }
    const timeoutMs = this.config.whmcs.timeoutMs;
    let status: number;
    let text: string;
    try {
      const res = await fetch(this.endpoint.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      const reason =
        name === 'TimeoutError' || name === 'AbortError' ? `pas de réponse en ${timeoutMs} ms` : describeNetworkError(error);
      throw new WhmcsTransportError(`WHMCS ${action} : ${reason}`, action, !neverConnected(error));
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new WhmcsTransportError(`WHMCS ${action} : réponse non JSON (HTTP ${status})`, action);
    }
    if (!isRecord(body)) throw new WhmcsTransportError(`WHMCS ${action} : réponse inattendue (HTTP ${status})`, action);
    // Some error answers carry `status` instead of `result` (reference §3).
    const outcome = String(body.result ?? body.status ?? '').toLowerCase();
    if (outcome === 'success' && status < 400) return body;
    if (outcome === 'error' || status >= 400) {
      throw new WhmcsApiError(toText(body.message) || `HTTP ${status}`, action, status);
    }
    throw new WhmcsTransportError(`WHMCS ${action} : réponse sans résultat (HTTP ${status})`, action);
  }

  /** The user's id when the credentials are valid (even if 2FA would be asked on the WHMCS site), else null. */
  async validateLogin(email: string, password: string): Promise<WhmcsLogin | null> {
    try {
      const body = await this.call('ValidateLogin', { email, password2: password });
      const userId = toInt(body.userid);
      if (userId === null) throw new WhmcsTransportError('WHMCS ValidateLogin : userid manquant', 'ValidateLogin');
      return { userId, twoFactorEnabled: toBool(body.twoFactorEnabled) };
    } catch (error) {
      if (error instanceof WhmcsApiError && !error.isAccessDenied) return null;
      throw error;
    }
  }

  /** Users whose email is exactly `email` (GetUsers searches by prefix). */
  async findUsersByEmail(email: string): Promise<WhmcsUser[]> {
    const body = await this.call('GetUsers', { search: email, limitnum: 25 });
    return listOf(body.users, 'user')
      .map((row) => ({
        id: toInt(row.id) ?? -1,
        email: toText(row.email),
        clients: listOf(row.clients, 'client').map((c) => ({ id: toInt(c.id) ?? -1, isOwner: toBool(c.isOwner) })),
      }))
      .filter((user) => user.id >= 0 && user.email.toLowerCase() === email.toLowerCase());
  }

  async getClient(lookup: { clientId: number } | { email: string }): Promise<WhmcsClientDetails | null> {
    try {
      const body = await this.call(
        'GetClientsDetails',
        'clientId' in lookup ? { clientid: lookup.clientId } : { email: lookup.email },
      );
      // Client fields are nested under `client` and, deprecated, duplicated at the top level.
      const client = isRecord(body.client) ? body.client : body;
      const id = toInt(client.id ?? client.client_id ?? client.userid);
      if (id === null) throw new WhmcsTransportError('WHMCS GetClientsDetails : id manquant', 'GetClientsDetails');
      return {
        id,
        ownerUserId: toInt(client.owner_user_id),
        email: toText(client.email),
        firstname: toText(client.firstname),
        lastname: toText(client.lastname),
        creditCents: toCents(client.credit),
      };
    } catch (error) {
      if (error instanceof WhmcsApiError && /not found/i.test(error.message)) return null;
      throw error;
    }
  }

  async addClient(client: NewWhmcsClient): Promise<{ clientId: number; ownerUserId: number | null }> {
    const body = await this.call('AddClient', {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      password2: client.password,
      address1: client.address1,
      city: client.city,
      state: client.state,
      postcode: client.postcode,
      country: client.country,
      phonenumber: client.phonenumber,
    });
    const clientId = toInt(body.clientid);
    if (clientId === null) throw new WhmcsTransportError('WHMCS AddClient : clientid manquant', 'AddClient');
    return { clientId, ownerUserId: toInt(body.owner_id) };
  }

  async addCredit(credit: {
    clientId: number;
    amountCents: number;
    description: string;
  }): Promise<{ newBalanceCents: number | null }> {
    const body = await this.call('AddCredit', {
      clientid: credit.clientId,
      amount: centsToAmount(credit.amountCents),
      description: credit.description,
    });
    return { newBalanceCents: toCents(body.newbalance) };
  }

  /** The whole product catalogue (hidden plans flagged), read-only. */
  async getProducts(): Promise<WhmcsProduct[]> {
    const body = await this.call('GetProducts');
    return listOf(body.products, 'product')
      .map(productOf)
      .filter((product): product is WhmcsProduct => product !== null);
  }

  /** Makes the client an affiliate; activating an active affiliate is treated as success (reference §9). */
  async activateAffiliate(clientId: number): Promise<void> {
    await this.call('AffiliateActivate', { userid: clientId });
  }

  /** The client's affiliate account, or null when the client is not an affiliate. */
  async getAffiliate(clientId: number): Promise<WhmcsAffiliate | null> {
    const body = await this.call('GetAffiliates', { userid: clientId, limitnum: 1 });
    const row = listOf(body.affiliates, 'affiliate').find((affiliate) => toInt(affiliate.userid) === clientId);
    const id = row ? toInt(row.id) : null;
    if (!row || id === null) return null;
    return {
      id,
      clientId,
      visitors: toInt(row.visitors) ?? 0,
      balanceCents: toCents(row.balance) ?? 0,
      withdrawnCents: toCents(row.withdrawn) ?? 0,
    };
  }

  async getCredits(clientId: number): Promise<WhmcsCredit[]> {
    const body = await this.call('GetCredits', { clientid: clientId });
    return listOf(body.credits, 'credit').map((row) => ({
      id: toInt(row.id) ?? 0,
      date: toText(row.date),
      description: toText(row.description),
      amountCents: toCents(row.amount) ?? 0,
    }));
  }
}

/** The offered cycles of one currency's price list: `-1.00` (or any negative or unreadable price) is not offered. */
function offeredPrices(list: WhmcsRecord): Partial<Record<WhmcsBillingCycle, number>> {
  const prices: Partial<Record<WhmcsBillingCycle, number>> = {};
  for (const cycle of WHMCS_BILLING_CYCLES) {
    const cents = toCents(list[cycle]);
    if (cents !== null && cents >= 0) prices[cycle] = cents;
  }
  return prices;
}

function productOf(row: WhmcsRecord): WhmcsProduct | null {
  const pid = toInt(row.pid);
  if (pid === null) return null;
  const pricing: WhmcsProduct['pricing'] = {};
  if (isRecord(row.pricing)) {
    for (const [currency, list] of Object.entries(row.pricing))
      if (isRecord(list)) pricing[currency.toUpperCase()] = offeredPrices(list);
  }
  return {
    pid,
    gid: toInt(row.gid) ?? 0,
    type: toText(row.type),
    name: toText(row.name),
    description: typeof row.description === 'string' ? row.description : '',
    hidden: toBool(row.hidden),
    pricing,
  };
}

/** Errors raised before a connection existed: the request cannot have been read by WHMCS. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function neverConnected(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code !== undefined && NOT_CONNECTED_CODES.has(code);
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
