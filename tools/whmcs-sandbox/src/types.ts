/**
 * Public types of the sandbox: options, fault switches, stored records and the state snapshot.
 * Data shapes are type aliases, not interfaces, so they stay assignable to JsonValue when sent as JSON.
 */
import type { Catalogue } from './catalogue';

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Failure modes a test can switch on to exercise a client's error paths. */
export type Faults = {
  /** Delay, in milliseconds, before every api.php request is processed. */
  latencyMs: number;
  /** AddCredit records the credit, then never answers (the socket stays open until the client gives up). */
  timeoutAfterCredit: boolean;
  /**
   * AddCredit runs this long before it writes the credit and answers, like a slow PHP request that goes on
   * after its caller gave up: a caller with a shorter timeout sees no answer, and the credit lands later.
   */
  addCreditDelayMs: number;
  /** When above `addCreditDelayMs`, each AddCredit's delay is drawn uniformly between the two. */
  addCreditDelayMaxMs: number;
  /** AddCredit's connection is cut once the request is read and nothing is written (PHP died first). */
  addCreditLost: boolean;
  /** Every api.php call answers HTTP 503 with an HTML page, like a proxy in front of a dead PHP backend. */
  html503: boolean;
  /** Every api.php connection is destroyed at once, so the client sees a connection error. */
  outage: boolean;
};

export interface SandboxOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** API credential identifier (also accepted as `username`). */
  identifier: string;
  /** API credential secret (also accepted as `password`). */
  secret: string;
  /** JSON file the store is loaded from at start and written to after each mutation. */
  dataFile?: string;
  /** Create the demo user and client (idempotent). */
  seedDemo?: boolean;
  /** More demo customers to create with it (an application's own demo accounts), also idempotent. */
  demoAccounts?: DemoAccount[];
  /** Enable the `/__sandbox/*` test control endpoints. Never expose them publicly. */
  controlApi?: boolean;
  /** When non-empty, only these caller IPs (or callers sending `accesskey`) may use the API. */
  allowedIps?: string[];
  /** The `accesskey` that bypasses the IP allow-list. */
  accessKey?: string;
  /** HTTP status of the `Invalid IP` answer; real installs are reported with both. Default 403. */
  invalidIpStatus?: 400 | 403;
  /** When set, the API role: only these actions (case-insensitive) are permitted. */
  allowedActions?: string[];
  /** Fault switches active from start. */
  faults?: Partial<Faults>;
}

/** A customer the sandbox creates at start-up: a WHMCS user who owns a client of the same name. */
export type DemoAccount = { email: string; password: string; firstname: string; lastname: string };

export type UserRecord = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  twoFactorEnabled: boolean;
  /** `YYYY-mm-dd HH:ii:ss`, UTC. */
  datecreated: string;
};

export type ClientRecord = {
  id: number;
  uuid: string;
  ownerUserId: number;
  firstname: string;
  lastname: string;
  companyname: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  phonenumber: string;
  taxId: string;
  status: 'Active' | 'Inactive' | 'Closed';
  currencyId: number;
  groupid: number;
  language: string;
  notes: string;
  /** Balance in integer cents: money is never a float here. */
  creditCents: number;
  /** `YYYY-mm-dd`. */
  datecreated: string;
};

export type CreditRecord = {
  id: number;
  clientId: number;
  adminId: number;
  /** `YYYY-mm-dd`: WHMCS keeps a date only. */
  date: string;
  description: string;
  /** Signed integer cents: negative for `type=remove`. */
  amountCents: number;
  relid: number;
};

/** Everything the store holds; also the data-file format. */
export type StoreData = {
  version: 1;
  nextUserId: number;
  nextClientId: number;
  nextCreditId: number;
  users: UserRecord[];
  clients: ClientRecord[];
  credits: CreditRecord[];
};

export type PublicUser = Omit<UserRecord, 'passwordHash'>;
export type PublicClient = Omit<ClientRecord, 'creditCents'> & { credit: string };
export type PublicCredit = Omit<CreditRecord, 'amountCents'> & { amount: string };

/** What tests can inspect: no password hashes, money as 2-decimal strings. */
export type SandboxState = {
  users: PublicUser[];
  clients: PublicClient[];
  credits: PublicCredit[];
  faults: Faults;
};

export interface RunningSandbox {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:8081`. */
  url: string;
  port: number;
  setFaults(faults: Partial<Faults>): void;
  resetFaults(): void;
  /**
   * The action (as sent, `AddCredit`) of each API call received and not answered yet, held by a latency
   * fault for instance: a test waits on it to act while a call is in progress.
   */
  callsInProgress(): string[];
  state(): SandboxState;
  /** The product catalogue and the order-page visits, for tests that change a price or hide a plan. */
  catalogue: Catalogue;
  /** Stops listening, drops held and idle sockets. */
  close(): Promise<void>;
}
