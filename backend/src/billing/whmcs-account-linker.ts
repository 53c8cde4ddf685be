import { Injectable } from '@nestjs/common';
import { conflict, forbidden } from '../common/http/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { billingErrors } from '../i18n/errors';
import { normalizeEmail } from '../users/email';
import { STAFF_ROLES, User } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';

export interface BillingIdentity {
  clientId: number;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * How an existing local account with the WHMCS client's address may be attached to it:
 * - `new-only` (registration): never; the address belongs to someone already.
 * - `proven` (customer sign-in, WHMCS credentials already checked): only once `proveOwnership` accepted
 *   proof that the person also owns the local account; it throws the French answer when not.
 */
export type LinkMode = { kind: 'new-only' } | { kind: 'proven'; proveOwnership(user: User): Promise<void> };

/**
 * Finds or creates the local contributor of a WHMCS client. The link is the client id, never the email:
 * the email is copied from WHMCS at each sign-in so that it stays in sync. Staff accounts are never linked.
 */
/** Several namesakes registering at once each take the next free username: a few rounds settle it. */
const LINK_ATTEMPTS = 5;

@Injectable()
export class WhmcsAccountLinker {
  constructor(private readonly users: UsersRepository) {}

  async link(identity: BillingIdentity, mode: LinkMode): Promise<User> {
    const email = normalizeEmail(identity.email);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.findOrCreate(identity, email, mode);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= LINK_ATTEMPTS) throw error;
        // Two first sign-ins of the same client at once: the loser finds the winner's row. A username
        // taken meanwhile by a namesake registering at the same moment is settled by looking again.
        const linked = await this.users.findByWhmcsClientId(identity.clientId);
        if (linked) return linked;
      }
    }
  }

  private async findOrCreate(identity: BillingIdentity, email: string, mode: LinkMode): Promise<User> {
    // The database's own matching (accents and width ignored on MariaDB): what its unique index would refuse.
    const byEmail = await this.users.findByEmail(email);
    const linked = await this.users.findByWhmcsClientId(identity.clientId);
    if (linked) {
      if (STAFF_ROLES.includes(linked.role)) throw forbidden(billingErrors.useStaffTab);
      if (normalizeEmail(linked.email) !== email) {
        if (byEmail && byEmail.id !== linked.id) throw conflict(billingErrors.emailUsedByAnotherAccount);
        linked.email = email;
        return this.users.save(linked);
      }
      return linked;
    }
    if (byEmail) {
      // Registration never says whose the address is (staff or contributor): the same 409 for all.
      if (mode.kind === 'new-only') throw conflict(billingErrors.accountExists);
      if (STAFF_ROLES.includes(byEmail.role)) throw forbidden(billingErrors.useStaffTab);
      if (byEmail.whmcs_client_id !== null) throw conflict(billingErrors.emailLinkedToAnotherClient);
      // An account with a password of its own is only attached by someone who knows that password too.
      // One without (it only ever signed in through WHMCS) has nothing more to prove.
      if (byEmail.password_hash !== null) await mode.proveOwnership(byEmail);
      byEmail.whmcs_client_id = identity.clientId;
      return this.users.save(byEmail);
    }
    // Each WHMCS name may be up to 100 characters; the display name column holds 100 in all.
    const fullName = Array.from(`${identity.firstname} ${identity.lastname}`.trim()).slice(0, 100).join('').trim();
    const base = fullName ? `${identity.firstname}${identity.lastname}` : email.split('@')[0];
    return this.users.save(
      this.users.create({
        username: await this.users.uniqueUsername(base.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
        display_name: fullName || null,
        email,
        password_hash: null,
        role: 'contributor',
        is_active: true,
        whmcs_client_id: identity.clientId,
      }),
    );
  }
}
