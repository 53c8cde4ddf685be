/**
 * GetClientsDetails: one client account. `id`, `client_id` and `userid` are all the *client* id
 * (legacy naming); the owning user is `owner_user_id`.
 */
import { countryName, callingCode, formatPhone } from '../countries';
import { formatCents, formatCurrency } from '../money';
import type { Store } from '../store';
import type { ClientRecord, JsonObject } from '../types';
import { type ActionHandler, failure, flag, param, success } from './action-types';
import { CURRENCY } from './currency';

function clientFields(client: ClientRecord, store: Store): JsonObject {
  const owner = store.findUserById(client.ownerUserId);
  const phone = formatPhone(client.phonenumber, client.country);
  return {
    client_id: client.id,
    owner_user_id: client.ownerUserId,
    userid: client.id,
    id: client.id,
    uuid: client.uuid,
    firstname: client.firstname,
    lastname: client.lastname,
    fullname: `${client.firstname} ${client.lastname}`,
    companyname: client.companyname,
    email: client.email,
    address1: client.address1,
    address2: client.address2,
    city: client.city,
    fullstate: client.state,
    state: client.state,
    postcode: client.postcode,
    countrycode: client.country,
    country: client.country,
    phonenumber: client.phonenumber,
    tax_id: client.taxId,
    statecode: client.state,
    countryname: countryName(client.country) ?? client.country,
    phonecc: callingCode(client.country),
    phonenumberformatted: phone,
    telephoneNumber: phone,
    billingcid: 0,
    notes: client.notes,
    currency: CURRENCY.id,
    defaultgateway: '',
    groupid: client.groupid,
    status: client.status,
    credit: formatCents(client.creditCents),
    taxexempt: false,
    latefeeoveride: false,
    overideduenotices: false,
    separateinvoices: false,
    disableautocc: false,
    emailoptout: false,
    marketing_emails_opt_in: false,
    overrideautoclose: false,
    allowSingleSignOn: 1,
    email_verified: false,
    language: client.language,
    isOptedInToMarketingEmails: false,
    lastlogin: 'No Login Logged',
    currency_code: CURRENCY.code,
    customfields: [],
    users: {
      user: owner ? [{ id: owner.id, name: `${owner.firstname} ${owner.lastname}`, email: owner.email, is_owner: true }] : [],
    },
  };
}

/** The subset of `stats` that has meaning without invoices, products or tickets. */
function clientStats(client: ClientRecord): JsonObject {
  const zero = formatCurrency(0, CURRENCY.prefix, CURRENCY.suffix);
  return {
    numdueinvoices: 0,
    dueinvoicesbalance: zero,
    incredit: client.creditCents > 0,
    creditbalance: formatCurrency(client.creditCents, CURRENCY.prefix, CURRENCY.suffix),
    income: zero,
    numoverdueinvoices: 0,
    overdueinvoicesbalance: zero,
    numunpaidinvoices: 0,
    unpaidinvoicesamount: zero,
    numpaidinvoices: 0,
    paidinvoicesamount: zero,
    productsnumactive: 0,
    productsnumtotal: 0,
    numactivedomains: 0,
    numdomains: 0,
    numtickets: 0,
    numactivetickets: 0,
  };
}

function findById(store: Store, clientId: string): ClientRecord | undefined {
  return /^\d+$/.test(clientId) ? store.findClientById(Number(clientId)) : undefined;
}

export const getClientsDetails: ActionHandler = (params, { store }) => {
  const clientId = param(params, 'clientid');
  const email = param(params, 'email');
  if (clientId === '' && email === '') return failure('Either clientid Or email Is Required');
  // clientid wins when both are sent.
  const client = clientId !== '' ? findById(store, clientId) : store.findClientByEmail(email);
  if (!client) return failure('Client Not Found');
  const fields = clientFields(client, store);
  // WHMCS still copies the client fields to the top level ("deprecated"); older clients read them there.
  const answer: JsonObject = { ...fields, client: fields };
  if (flag(params, 'stats')) answer.stats = clientStats(client);
  return success(answer);
};
