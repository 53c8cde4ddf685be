/**
 * The sandbox's database: users (who log in), clients (billable accounts, one owner user each) and the
 * credit log. Every mutation goes through here so it can be persisted right after.
 */
import { randomUUID } from 'node:crypto';
import { emptyStoreData } from './data-file';
import { nowDateTime, today } from './dates';
import { formatCents } from './money';
import type { ClientRecord, CreditRecord, PublicClient, PublicCredit, PublicUser, StoreData, UserRecord } from './types';

export type NewUser = Pick<UserRecord, 'email' | 'firstname' | 'lastname' | 'passwordHash'>;
export type NewClient = Omit<ClientRecord, 'id' | 'uuid' | 'creditCents' | 'datecreated' | 'status'>;
export type NewCredit = Pick<CreditRecord, 'clientId' | 'adminId' | 'date' | 'description' | 'amountCents'>;

export class Store {
  private data: StoreData;

  /** @param onChange called after every mutation, e.g. to write the data file. */
  constructor(
    initial: StoreData = emptyStoreData(),
    private readonly onChange: (data: StoreData) => void = () => undefined,
  ) {
    this.data = initial;
  }

  snapshot(): StoreData {
    return structuredClone(this.data);
  }

  reset(): void {
    this.data = emptyStoreData();
    this.onChange(this.data);
  }

  findUserById(id: number): UserRecord | undefined {
    return this.data.users.find((user) => user.id === id);
  }

  /** Emails are unique case-insensitively, as in WHMCS. */
  findUserByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.data.users.find((user) => user.email.toLowerCase() === wanted);
  }

  findClientById(id: number): ClientRecord | undefined {
    return this.data.clients.find((client) => client.id === id);
  }

  findClientByEmail(email: string): ClientRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.data.clients.find((client) => client.email.toLowerCase() === wanted);
  }

  users(): readonly UserRecord[] {
    return this.data.users;
  }

  clientsOwnedBy(userId: number): ClientRecord[] {
    return this.data.clients.filter((client) => client.ownerUserId === userId);
  }

  creditsOf(clientId: number): CreditRecord[] {
    return this.data.credits.filter((credit) => credit.clientId === clientId);
  }

  /** Creates the client and, when `newOwner` is given, its owner user first, as one mutation. */
  addClient(client: Omit<NewClient, 'ownerUserId'> & { ownerUserId?: number }, newOwner?: NewUser): ClientRecord {
    let ownerUserId = client.ownerUserId;
    if (newOwner) {
      const user: UserRecord = {
        id: this.data.nextUserId++,
        ...newOwner,
        email: newOwner.email.trim(),
        twoFactorEnabled: false,
        datecreated: nowDateTime(),
      };
      this.data.users.push(user);
      ownerUserId = user.id;
    }
    if (ownerUserId === undefined) throw new Error('A client needs an owner user');
    const record: ClientRecord = {
      ...client,
      email: client.email.trim(),
      ownerUserId,
      id: this.data.nextClientId++,
      uuid: randomUUID(),
      status: 'Active',
      creditCents: 0,
      datecreated: today(),
    };
    this.data.clients.push(record);
    this.onChange(this.data);
    return record;
  }

  /** Appends a log row and moves the balance. Deliberately no de-duplication: WHMCS has none. */
  addCredit(credit: NewCredit): { credit: CreditRecord; balanceCents: number } {
    const client = this.findClientById(credit.clientId);
    if (!client) throw new Error(`Unknown client ${credit.clientId}`);
    const record: CreditRecord = { id: this.data.nextCreditId++, relid: 0, ...credit };
    this.data.credits.push(record);
    client.creditCents += credit.amountCents;
    this.onChange(this.data);
    return { credit: record, balanceCents: client.creditCents };
  }

  /**
   * For tests of the blog's reconciliation: what a WHMCS admin could do by hand to a credit log row
   * (delete it, enter it twice, change its amount). The client's balance follows.
   */
  alterCredit(
    id: number,
    change: { action: 'delete' } | { action: 'duplicate' } | { action: 'amount'; amountCents: number },
  ): CreditRecord | null {
    const index = this.data.credits.findIndex((credit) => credit.id === id);
    const credit = this.data.credits[index];
    if (!credit) return null;
    const client = this.findClientById(credit.clientId);
    if (change.action === 'delete') {
      this.data.credits.splice(index, 1);
      if (client) client.creditCents -= credit.amountCents;
    } else if (change.action === 'duplicate') {
      const copy = { ...credit, id: this.data.nextCreditId++ };
      this.data.credits.push(copy);
      if (client) client.creditCents += credit.amountCents;
      this.onChange(this.data);
      return copy;
    } else {
      if (client) client.creditCents += change.amountCents - credit.amountCents;
      credit.amountCents = change.amountCents;
    }
    this.onChange(this.data);
    return credit;
  }

  /** For tests that need a user with two-factor authentication. */
  setTwoFactor(userId: number, enabled: boolean): void {
    const user = this.findUserById(userId);
    if (!user) throw new Error(`Unknown user ${userId}`);
    user.twoFactorEnabled = enabled;
    this.onChange(this.data);
  }

  publicUsers(): PublicUser[] {
    return this.data.users.map(({ passwordHash: _hash, ...user }) => ({ ...user }));
  }

  publicClients(): PublicClient[] {
    return this.data.clients.map(({ creditCents, ...client }) => ({ ...client, credit: formatCents(creditCents) }));
  }

  publicCredits(): PublicCredit[] {
    return this.data.credits.map(({ amountCents, ...credit }) => ({ ...credit, amount: formatCents(amountCents) }));
  }
}
