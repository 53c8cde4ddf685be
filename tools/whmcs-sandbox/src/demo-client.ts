/** The demo customers: the one printed at start-up, and any the embedding application asks for. */
import { hashPassword } from './passwords';
import type { Store } from './store';
import type { DemoAccount } from './types';

export const DEMO_CLIENT_EMAIL = 'client@demo.local';
export const DEMO_CLIENT_PASSWORD = 'Client!2345';
export const DEMO_CLIENT_FIRSTNAME = 'Demo';
export const DEMO_CLIENT_LASTNAME = 'Client';

const DEMO_CLIENT: DemoAccount = {
  email: DEMO_CLIENT_EMAIL,
  password: DEMO_CLIENT_PASSWORD,
  firstname: DEMO_CLIENT_FIRSTNAME,
  lastname: DEMO_CLIENT_LASTNAME,
};

/** Adds the demo client and the `extra` ones, each unless a user with its email already exists (e.g. loaded from the data file). */
export async function seedDemoClients(store: Store, extra: DemoAccount[] = []): Promise<void> {
  for (const account of [DEMO_CLIENT, ...extra]) await seedDemoClient(store, account);
}

async function seedDemoClient(store: Store, account: DemoAccount): Promise<void> {
  if (store.findUserByEmail(account.email)) return;
  const passwordHash = await hashPassword(account.password);
  // Re-check: the hash is async and another seed may have run meanwhile.
  if (store.findUserByEmail(account.email)) return;
  const { email, firstname, lastname } = account;
  store.addClient(
    {
      firstname,
      lastname,
      companyname: '',
      email,
      address1: '1 rue de la Démo',
      address2: '',
      city: 'Paris',
      state: 'Île-de-France',
      postcode: '75001',
      country: 'FR',
      phonenumber: '01 23 45 67 89',
      taxId: '',
      currencyId: 1,
      groupid: 0,
      language: 'french',
      notes: '',
    },
    { email, firstname, lastname, passwordHash },
  );
}
