/**
 * `/__sandbox/*`: test controls for another process (fault switches, state, reset). They let anyone
 * rewrite the billing data, so they are off unless `controlApi: true` and must never be exposed publicly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseFaults, type FaultSwitches } from './faults';
import { readBody, sendJson } from './http-io';
import { formatCents, parseAmountToCents } from './money';
import { BILLING_CYCLES, type BillingCycle, type Catalogue } from './catalogue';
import type { Store } from './store';
import type { SandboxState } from './types';

export const CONTROL_PREFIX = '/__sandbox';

export interface ControlDeps {
  store: Store;
  catalogue: Catalogue;
  faults: FaultSwitches;
  state(): SandboxState;
  /** Empties the store and re-seeds the demo client when seeding is on. */
  resetStore(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<{ value: unknown } | { error: string }> {
  const body = await readBody(req);
  if (body === null) return { error: 'body too large' };
  const text = body.toString('utf8').trim();
  if (text === '') return { value: {} };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'body must be JSON' };
  }
}

async function setFaults(req: IncomingMessage, res: ServerResponse, faults: FaultSwitches): Promise<void> {
  const json = await readJson(req);
  if ('error' in json) return sendJson(res, 400, { error: json.error });
  const parsed = parseFaults(json.value);
  if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
  faults.set(parsed);
  sendJson(res, 200, { ...faults.get() });
}

/** Lets tests give a user two-factor authentication, which ValidateLogin then reports. */
async function setTwoFactor(req: IncomingMessage, res: ServerResponse, store: Store): Promise<void> {
  const json = await readJson(req);
  if ('error' in json) return sendJson(res, 400, { error: json.error });
  const input = json.value as { email?: unknown; enabled?: unknown };
  if (typeof input.email !== 'string' || typeof input.enabled !== 'boolean') {
    return sendJson(res, 400, { error: 'expected { "email": string, "enabled": boolean }' });
  }
  const user = store.findUserByEmail(input.email);
  if (!user) return sendJson(res, 404, { error: 'user not found' });
  store.setTwoFactor(user.id, input.enabled);
  sendJson(res, 200, { id: user.id, twoFactorEnabled: input.enabled });
}

/** Deletes, duplicates or changes the amount of one credit log row: `{ "id": 3, "action": "amount", "amount": "2.50" }`. */
async function alterCredit(req: IncomingMessage, res: ServerResponse, store: Store): Promise<void> {
  const json = await readJson(req);
  if ('error' in json) return sendJson(res, 400, { error: json.error });
  const input = json.value as { id?: unknown; action?: unknown; amount?: unknown };
  if (typeof input.id !== 'number' || !['delete', 'duplicate', 'amount'].includes(String(input.action))) {
    return sendJson(res, 400, {
      error: 'expected { "id": number, "action": "delete" | "duplicate" | "amount", "amount"?: string }',
    });
  }
  let change: Parameters<Store['alterCredit']>[1];
  if (input.action === 'amount') {
    const amountCents = typeof input.amount === 'string' ? parseAmountToCents(input.amount) : null;
    if (amountCents === null) return sendJson(res, 400, { error: 'amount must be a decimal string such as "2.50"' });
    change = { action: 'amount', amountCents };
  } else change = { action: input.action as 'delete' | 'duplicate' };
  const credit = store.alterCredit(input.id, change);
  if (!credit) return sendJson(res, 404, { error: 'credit not found' });
  sendJson(res, 200, { id: credit.id, clientId: credit.clientId, amount: formatCents(credit.amountCents) });
}

/**
 * Changes a plan as a WHMCS admin would: `{ "pid": 1, "cycle": "monthly", "price": "5.49" }` (a price of
 * `null` withdraws the cycle), `{ "pid": 1, "hidden": true }`, or `{ "pid": 1, "removed": true }`.
 */
async function changeProduct(req: IncomingMessage, res: ServerResponse, catalogue: Catalogue): Promise<void> {
  const json = await readJson(req);
  if ('error' in json) return sendJson(res, 400, { error: json.error });
  const input = json.value as { pid?: unknown; cycle?: unknown; price?: unknown; hidden?: unknown; removed?: unknown };
  if (typeof input.pid !== 'number') return sendJson(res, 400, { error: 'expected { "pid": number, … }' });
  if (input.removed === true) {
    return catalogue.remove(input.pid)
      ? sendJson(res, 200, { pid: input.pid, removed: true })
      : sendJson(res, 404, { error: 'product not found' });
  }
  if (typeof input.hidden === 'boolean' && !catalogue.setHidden(input.pid, input.hidden)) {
    return sendJson(res, 404, { error: 'product not found' });
  }
  if (input.cycle !== undefined) {
    if (!BILLING_CYCLES.includes(input.cycle as BillingCycle)) return sendJson(res, 400, { error: 'unknown billing cycle' });
    const cents = input.price === null ? null : typeof input.price === 'string' ? parseAmountToCents(input.price) : undefined;
    if (cents === undefined || (input.price !== null && cents === null)) {
      return sendJson(res, 400, { error: 'price must be a decimal string such as "4.99", or null' });
    }
    if (!catalogue.setPrice(input.pid, input.cycle as BillingCycle, cents))
      return sendJson(res, 404, { error: 'product not found' });
  }
  const product = catalogue.find(input.pid);
  if (!product) return sendJson(res, 404, { error: 'product not found' });
  sendJson(res, 200, { ...product, pricesCents: { ...product.pricesCents } });
}

/** A commission for an order the affiliate brought (and maybe a withdrawal): `{ "id": 1, "commission": "2.50", "withdrawn"?: "1.00" }`. */
async function creditAffiliate(req: IncomingMessage, res: ServerResponse, catalogue: Catalogue): Promise<void> {
  const json = await readJson(req);
  if ('error' in json) return sendJson(res, 400, { error: json.error });
  const input = json.value as { id?: unknown; commission?: unknown; withdrawn?: unknown };
  const commission = typeof input.commission === 'string' ? parseAmountToCents(input.commission) : null;
  const withdrawn =
    input.withdrawn === undefined ? 0 : typeof input.withdrawn === 'string' ? parseAmountToCents(input.withdrawn) : null;
  if (typeof input.id !== 'number' || commission === null || withdrawn === null) {
    return sendJson(res, 400, { error: 'expected { "id": number, "commission": "2.50", "withdrawn"?: "1.00" }' });
  }
  const affiliate = catalogue.creditAffiliate(input.id, commission, withdrawn);
  if (!affiliate) return sendJson(res, 404, { error: 'affiliate not found' });
  sendJson(res, 200, { ...affiliate });
}

export async function handleControlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: ControlDeps,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '')}`;
  switch (route) {
    case 'GET /state':
      return sendJson(res, 200, { ...deps.state() });
    case 'GET /faults':
      return sendJson(res, 200, { ...deps.faults.get() });
    case 'POST /faults':
      return setFaults(req, res, deps.faults);
    case 'POST /faults/reset':
      deps.faults.reset();
      return sendJson(res, 200, { ...deps.faults.get() });
    case 'POST /reset':
      await deps.resetStore();
      return sendJson(res, 200, { ...deps.state() });
    case 'POST /credits/alter':
      return alterCredit(req, res, deps.store);
    case 'POST /products':
      return changeProduct(req, res, deps.catalogue);
    case 'POST /affiliates/credit':
      return creditAffiliate(req, res, deps.catalogue);
    case 'GET /visits':
      return sendJson(res, 200, { visits: deps.catalogue.recordedVisits().map((visit) => ({ ...visit })) });
    case 'POST /two-factor':
      return setTwoFactor(req, res, deps.store);
    default:
      return sendJson(res, 404, { error: 'unknown control endpoint' });
  }
}
