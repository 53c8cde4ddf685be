/** WHMCS External API simulator: start it in-process with startSandbox(), or run dist/cli.js. */
export { startSandbox } from './server';
export { BILLING_CYCLES, Catalogue } from './catalogue';
export type { BillingCycle, OrderPageVisit, ProductRecord } from './catalogue';
export { DEMO_CLIENT_EMAIL, DEMO_CLIENT_FIRSTNAME, DEMO_CLIENT_LASTNAME, DEMO_CLIENT_PASSWORD } from './demo-client';
export type {
  ClientRecord,
  CreditRecord,
  DemoAccount,
  Faults,
  PublicClient,
  PublicCredit,
  PublicUser,
  RunningSandbox,
  SandboxOptions,
  SandboxState,
  UserRecord,
} from './types';
