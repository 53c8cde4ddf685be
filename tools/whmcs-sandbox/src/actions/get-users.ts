/** GetUsers (8.1+): prefix search over users; the one action whose counters are real JSON numbers. */
import { matchesUserSearch, parseCount } from '../user-search';
import type { JsonObject } from '../types';
import { type ActionHandler, param, success } from './action-types';

const DEFAULT_PAGE_SIZE = 25;

export const getUsers: ActionHandler = (params, { store }) => {
  const search = param(params, 'search');
  const start = parseCount(params.get('limitstart'), 0);
  const size = parseCount(params.get('limitnum'), DEFAULT_PAGE_SIZE);
  const matching = store.users().filter((user) => matchesUserSearch(user, search));
  const page = matching.slice(start, start + size);
  const users: JsonObject[] = page.map((user) => ({
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    datecreated: user.datecreated,
    validationdata: '',
    clients: store.clientsOwnedBy(user.id).map((client) => ({ id: client.id, isOwner: true })),
  }));
  return success({ totalresults: matching.length, startnumber: start, numreturned: users.length, users });
};
