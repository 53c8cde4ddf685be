/** GetCredits: the client's whole credit log (no paging), every value a string as in the docs example. */
import { formatCents } from '../money';
import { type ActionHandler, failure, param, success } from './action-types';

export const getCredits: ActionHandler = (params, { store }) => {
  const clientIdText = param(params, 'clientid');
  const client = /^\d+$/.test(clientIdText) ? store.findClientById(Number(clientIdText)) : undefined;
  if (!client) return failure('Client ID Not Found');
  const credits = store.creditsOf(client.id).map((credit) => ({
    id: String(credit.id),
    date: credit.date,
    description: credit.description,
    amount: formatCents(credit.amountCents),
    relid: String(credit.relid),
  }));
  return success({
    totalresults: String(credits.length),
    clientid: String(client.id),
    credits: { credit: credits },
  });
};
