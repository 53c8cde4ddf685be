/** The actions this sandbox implements, keyed by lower-case name since WHMCS matches `action` case-insensitively. */
import type { ActionHandler } from './action-types';
import { addClient } from './add-client';
import { addCredit } from './add-credit';
import { affiliateActivate, getAffiliates } from './affiliates';
import { getClientsDetails } from './get-clients-details';
import { getCredits } from './get-credits';
import { getProducts } from './get-products';
import { getUsers } from './get-users';
import { validateLogin } from './validate-login';

export const ACTIONS: ReadonlyMap<string, ActionHandler> = new Map([
  ['validatelogin', validateLogin],
  ['getusers', getUsers],
  ['getclientsdetails', getClientsDetails],
  ['addclient', addClient],
  ['addcredit', addCredit],
  ['getcredits', getCredits],
  ['getproducts', getProducts],
  ['affiliateactivate', affiliateActivate],
  ['getaffiliates', getAffiliates],
]);

export type { ActionContext, ActionHandler, ActionResult } from './action-types';
