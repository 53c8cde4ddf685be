/**
 * AddCredit: appends a row to the client's credit log and moves the balance. No idempotency key
 * exists in WHMCS, so two identical calls credit twice; callers reconcile through GetCredits.
 */
import { isValidDate, today } from '../dates';
import { formatCents, parseAmountToCents } from '../money';
import { type ActionHandler, failure, param, success } from './action-types';

/** The API credential's admin: the only admin this sandbox knows. */
export const API_ADMIN_ID = 1;

export const addCredit: ActionHandler = (params, { store }) => {
  // Order of the docs' error list: type, client, admin, amount present, amount format, date.
  const type = param(params, 'type').toLowerCase() || 'add';
  if (type !== 'add' && type !== 'remove') return failure('Type can only be add or remove');

  const clientIdText = param(params, 'clientid');
  const client = /^\d+$/.test(clientIdText) ? store.findClientById(Number(clientIdText)) : undefined;
  if (!client) return failure('Client ID Not Found');

  const adminIdText = param(params, 'adminid');
  if (adminIdText !== '' && adminIdText !== String(API_ADMIN_ID)) return failure('Admin ID Not Found');

  const amountText = param(params, 'amount');
  if (amountText === '') return failure('No Amount Provided');
  const cents = parseAmountToCents(amountText);
  if (cents === null) return failure('Amount must be in decimal format: ### or ###.##');
  // The amount must be positive; a zero credit is treated as no amount rather than logged.
  if (cents === 0) return failure('No Amount Provided');

  const dateText = param(params, 'date');
  if (dateText !== '' && !isValidDate(dateText)) return failure('Date Format is not Valid');

  const { balanceCents } = store.addCredit({
    clientId: client.id,
    adminId: API_ADMIN_ID,
    date: dateText || today(),
    // Kept verbatim (not trimmed): callers embed reference markers and match on them later.
    description: params.get('description') ?? '',
    amountCents: type === 'remove' ? -cents : cents,
  });
  return success({ newbalance: formatCents(balanceCents) });
};
