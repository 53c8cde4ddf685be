import type { DemoAccount } from '@blog/whmcs-sandbox';

/**
 * The customers the embedded WHMCS sandbox creates with its demo data, beside its own demo client: the demo
 * contributor is a customer too (same e-mail and password as her blog account), so the rewards of her approved
 * articles are paid. The demo seeder creates the matching blog account from this entry.
 */
export const SANDBOX_DEMO_CONTRIBUTOR = {
  email: 'contributeur@demo.local',
  password: 'Contrib!2345',
  firstname: 'Léa',
  lastname: 'Martin',
} as const satisfies DemoAccount;
