/** The demo customer printed at start-up, so a fresh install can log in to the blog with a billing account. */
import { hashPassword } from './passwords';
import type { Store } from './store';

export const DEMO_CLIENT_EMAIL = 'client@demo.local';
export const DEMO_CLIENT_PASSWORD = 'Client!2345';
export const DEMO_CLIENT_FIRSTNAME = 'Demo';
export const DEMO_CLIENT_LASTNAME = 'Client';

/** Adds the demo user and client unless a user with that email already exists (e.g. loaded from the data file). */
export async function seedDemoClient(store: Store): Promise<void> {
  if (store.findUserByEmail(DEMO_CLIENT_EMAIL)) return;
  const passwordHash = await hashPassword(DEMO_CLIENT_PASSWORD);
  // Re-check: the hash is async and another seed may have run meanwhile.
  if (store.findUserByEmail(DEMO_CLIENT_EMAIL)) return;
  store.addClient(
    {
      firstname: DEMO_CLIENT_FIRSTNAME,
      lastname: DEMO_CLIENT_LASTNAME,
      companyname: '',
      email: DEMO_CLIENT_EMAIL,
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
    { email: DEMO_CLIENT_EMAIL, firstname: DEMO_CLIENT_FIRSTNAME, lastname: DEMO_CLIENT_LASTNAME, passwordHash },
  );
}
