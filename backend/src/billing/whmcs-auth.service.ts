import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ApiError, badGateway, conflict, forbidden, unauthorized } from '../common/http/api-error';
import { AppConfig } from '../config/app-config';
import { ACCOUNT_DISABLED, Session } from '../auth/auth.service';
import { TokenService } from '../auth/token.service';
import { toUserDto } from '../users/dto/user-response.dto';
import { STAFF_ROLES, User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { WhmcsRegisterDto } from './dto/whmcs-register.dto';
import { BillingIdentity, WhmcsAccountLinker } from './whmcs-account-linker';
import { WhmcsClient, WhmcsClientDetails } from './whmcs-client';
import { WhmcsApiError, WhmcsTransportError } from './whmcs-errors';
import {
  isAlreadyRegistered,
  translateAddClientError,
  WHMCS_ACCOUNT_EXISTS,
  WHMCS_BAD_CREDENTIALS,
  WHMCS_NO_CLIENT,
  WHMCS_UNAVAILABLE,
  WHMCS_USE_STAFF_TAB,
} from './whmcs-messages';

/** Customer sign-in and registration through WHMCS (the "Client" tab). */
@Injectable()
export class WhmcsAuthService {
  private readonly logger = new Logger('WHMCS');

  constructor(
    private readonly whmcs: WhmcsClient,
    private readonly linker: WhmcsAccountLinker,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
  ) {}

  async login(email: string, password: string): Promise<Session> {
    const normalized = email.trim().toLowerCase();
    await this.refuseStaff(normalized, password);
    return this.billingCall(async () => {
      const login = await this.whmcs.validateLogin(normalized, password);
      if (!login) return this.localContributorSession(normalized, password);
      const client = await this.clientOfUser(login.userId, normalized);
      if (!client) throw forbidden(WHMCS_NO_CLIENT);
      return this.openSession({ clientId: client.id, email: normalized, firstname: client.firstname, lastname: client.lastname });
    });
  }

  async register(dto: WhmcsRegisterDto): Promise<Session> {
    const email = dto.email.toLowerCase();
    const local = await this.users.findByEmail(email);
    if (local && (STAFF_ROLES.includes(local.role) || local.whmcs_client_id !== null)) throw conflict(WHMCS_ACCOUNT_EXISTS);
    return this.billingCall(async () => {
      let clientId: number;
      try {
        ({ clientId } = await this.whmcs.addClient({
          firstname: dto.firstname,
          lastname: dto.lastname,
          email,
          password: dto.password,
          address1: dto.address1,
          city: dto.city,
          // The form has no region field, which WHMCS requires: the city is the closest honest value.
          state: dto.city,
          postcode: dto.postcode,
          country: this.config.whmcs.defaultCountry,
          phonenumber: dto.phonenumber,
        }));
      } catch (error) {
        if (error instanceof WhmcsApiError && !error.isAccessDenied) {
          if (isAlreadyRegistered(error.message)) throw conflict(WHMCS_ACCOUNT_EXISTS);
          throw new ApiError(HttpStatus.BAD_REQUEST, translateAddClientError(error.message), { message: `WHMCS : ${error.message}` });
        }
        throw error;
      }
      // From here the billing account exists: should the local part fail, the next /whmcs/auth links it.
      return this.openSession({ clientId, email, firstname: dto.firstname, lastname: dto.lastname });
    });
  }

  /**
   * Contributors an admin created with a local password have no WHMCS account; the Client tab is still
   * where they look first, so their local password is accepted there too (never for staff).
   */
  private async localContributorSession(email: string, password: string): Promise<Session> {
    const local = await this.users.findByEmail(email);
    const eligible = local?.role === 'contributor' && local.whmcs_client_id === null;
    if (!eligible || !(await this.hasher.verify(local.password_hash, password))) throw unauthorized(WHMCS_BAD_CREDENTIALS);
    if (!local.is_active) throw forbidden(ACCOUNT_DISABLED);
    local.last_login = new Date();
    await this.users.touchLastLogin(local.id, local.last_login);
    return { user: toUserDto(local), token: this.tokens.issue(local) };
  }

  /** The Client tab never opens a staff session; staff who proved their password are told where to go. */
  private async refuseStaff(email: string, password: string): Promise<void> {
    const local = await this.users.findByEmail(email);
    if (!local || !STAFF_ROLES.includes(local.role)) return;
    if (await this.hasher.verify(local.password_hash, password)) throw forbidden(WHMCS_USE_STAFF_TAB);
  }

  /**
   * WHMCS 8 logs in *users*, who may access several clients: the client owned by that user is preferred.
   * GetUsers needs 8.1+; older installs (or a role without it) fall back to the client with that email.
   */
  private async clientOfUser(userId: number, email: string): Promise<WhmcsClientDetails | null> {
    let clientId: number | null = null;
    try {
      const user = (await this.whmcs.findUsersByEmail(email)).find((u) => u.id === userId);
      const clients = user?.clients ?? [];
      clientId = (clients.find((c) => c.isOwner) ?? clients[0])?.id ?? null;
    } catch (error) {
      if (!(error instanceof WhmcsApiError)) throw error;
      this.logger.warn(`GetUsers indisponible (${error.message}) : recherche du client par e-mail`);
    }
    return this.whmcs.getClient(clientId !== null ? { clientId } : { email });
  }

  private async openSession(identity: BillingIdentity): Promise<Session> {
    const user: User = await this.linker.link(identity);
    if (!user.is_active) throw forbidden(ACCOUNT_DISABLED);
    user.last_login = new Date();
    await this.users.touchLastLogin(user.id, user.last_login);
    return { user: toUserDto(user), token: this.tokens.issue(user) };
  }

  /** WHMCS down, answering garbage, or refusing our credential: 502, never 500. */
  private async billingCall<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof WhmcsTransportError || (error instanceof WhmcsApiError && error.isAccessDenied)) {
        this.logger.error(error.message);
        throw badGateway(WHMCS_UNAVAILABLE);
      }
      if (error instanceof WhmcsApiError) {
        this.logger.error(`${error.action} : ${error.message}`);
        throw badGateway(WHMCS_UNAVAILABLE);
      }
      throw error;
    }
  }
}

