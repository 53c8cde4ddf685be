import { Injectable } from '@nestjs/common';
import { conflict, forbidden } from '../common/http/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { STAFF_ROLES, User } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { WHMCS_USE_STAFF_TAB } from './whmcs-messages';

export interface BillingIdentity {
  clientId: number;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * Finds or creates the local contributor of a WHMCS client. The link is the client id, never the email:
 * the email is copied from WHMCS at each sign-in so that it stays in sync.
 */
@Injectable()
export class WhmcsAccountLinker {
  constructor(private readonly users: UsersRepository) {}

  async link(identity: BillingIdentity): Promise<User> {
    const email = identity.email.trim().toLowerCase();
    try {
      return await this.findOrCreate(identity, email);
    } catch (error) {
      // Two first sign-ins of the same client at once: the loser finds the winner's row.
      if (!isUniqueViolation(error)) throw error;
      // A username taken meanwhile by someone else is solved by trying again.
      return (await this.users.findByWhmcsClientId(identity.clientId)) ?? this.findOrCreate(identity, email);
    }
  }

  private async findOrCreate(identity: BillingIdentity, email: string): Promise<User> {
    const byEmail = await this.users.findByEmail(email);
    if (byEmail && STAFF_ROLES.includes(byEmail.role)) throw forbidden(WHMCS_USE_STAFF_TAB);
    const linked = await this.users.findByWhmcsClientId(identity.clientId);
    if (linked) {
      if (STAFF_ROLES.includes(linked.role)) throw forbidden(WHMCS_USE_STAFF_TAB);
      if (linked.email !== email) {
        if (byEmail && byEmail.id !== linked.id) throw conflict('Cette adresse e-mail est déjà utilisée par un autre compte');
        linked.email = email;
        return this.users.save(linked);
      }
      return linked;
    }
    if (byEmail) {
      // A contributor an admin created with this email: from now on it is this client's account.
      if (byEmail.whmcs_client_id !== null) throw conflict('Cette adresse e-mail est déjà liée à un autre compte client');
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
