/**
 * AffiliateActivate (`userid`: the client id) and GetAffiliates (filtered by `userid`, paged by
 * `limitstart`/`limitnum`), every value a string as in the docs' example.
 */
import { today } from '../dates';
import { formatCents } from '../money';
import { type ActionHandler, failure, idParam, param, success } from './action-types';

export const affiliateActivate: ActionHandler = (params, { store, catalogue }) => {
  const clientId = idParam(params, 'userid');
  if (clientId === null || !store.findClientById(clientId)) return failure('Client ID not found');
  catalogue.activateAffiliate(clientId, today());
  return success();
};

export const getAffiliates: ActionHandler = (params, { catalogue }) => {
  const clientId = param(params, 'userid');
  const start = Number(param(params, 'limitstart')) || 0;
  const limit = Number(param(params, 'limitnum')) || 25;
  const all = catalogue.allAffiliates().filter((affiliate) => clientId === '' || String(affiliate.clientId) === clientId);
  const page = all.slice(start, start + limit).map((affiliate) => ({
    id: String(affiliate.id),
    userid: String(affiliate.clientId),
    date: affiliate.date,
    visitors: String(affiliate.visitors),
    paytype: '',
    payamount: '0.00',
    onetime: '0',
    balance: formatCents(affiliate.balanceCents),
    withdrawn: formatCents(affiliate.withdrawnCents),
  }));
  return success({
    totalresults: String(all.length),
    startnumber: String(start),
    numreturned: String(page.length),
    affiliates: { affiliate: page },
  });
};
