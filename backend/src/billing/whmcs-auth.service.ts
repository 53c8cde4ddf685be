import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { ApiError, badGateway, conflict, forbidden, unauthorized } from '../common/http/api-error';
import { AppConfig } from '../config/app-config';
import { Session } from '../auth/auth.service';
import { TokenService } from '../auth/token.service';
import { authErrors, billingErrors, type CodedError } from '../i18n/errors';
import { toUserDto } from '../users/dto/user-response.dto';
import { normalizeEmail } from '../users/email';
import { User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { WhmcsRegisterDto } from './dto/whmcs-register.dto';
import { BillingIdentity, LinkMode, WhmcsAccountLinker } from './whmcs-account-linker';
import { WhmcsClient, WhmcsClientDetails } from './whmcs-client';
import { WhmcsApiError, WhmcsTransportError } from './whmcs-errors';
import { isAlreadyRegistered, LOCAL_PASSWORD_FIELD, translateAddClientError } from './whmcs-messages';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Names the field the customer tab must show, so it can ask for the blog password and send it again. */
const localPasswordError = (status: HttpStatus, error: CodedError) =>
  new ApiError(status, error, { details: [{ field: LOCAL_PASSWORD_FIELD, message: error.text }] });

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

  /**
   * Customer tab. Whoever the address belongs to (nobody, staff, a local contributor, a WHMCS customer),
   * the same work is done before WHMCS answers: one database look-up, one password hash check, one
   * ValidateLogin; and a failure is never answered before `customerAuthFloorMs`, which hides what is left
   * (WHMCS itself checks a hash only for addresses it knows). A staff password is never accepted here,
   * and refused with the same words as a wrong one.
   */
  async login(email: string, password: string, localPassword?: string): Promise<Session> {
    const started = performance.now();
    try {
      return await this.signIn(normalizeEmail(email), password, localPassword);
    } catch (error) {
      const wait = this.config.rateLimit.customerAuthFloorMs - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      throw error;
    }
  }

  async register(dto: WhmcsRegisterDto): Promise<Session> {
    const email = normalizeEmail(dto.email);
    // Before AddClient, so that a refused registration leaves no client behind in WHMCS.
    if (await this.users.findByEmail(email)) throw conflict(billingErrors.accountExists);
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
          if (isAlreadyRegistered(error.message)) throw conflict(billingErrors.accountExists);
          throw new ApiError(HttpStatus.BAD_REQUEST, translateAddClientError(error.message), {
            message: billingErrors.whmcsSaid(error.message).text,
          });
        }
        throw error;
      }
      // From here the billing account exists: should the local part fail, the next /whmcs/auth links it.
      return this.openSession({ clientId, email, firstname: dto.firstname, lastname: dto.lastname }, { kind: 'new-only' });
    });
  }

  private async signIn(email: string, password: string, localPassword: string | undefined): Promise<Session> {
    const local = await this.users.findByExactEmail(email);
    const localPasswordOk = await this.hasher.verify(local?.password_hash ?? null, password);
    const login = await this.billingCall(() => this.whmcs.validateLogin(email, password));
    if (!login) {
      // Contributors an admin created have a local password and maybe no WHMCS account; the Client tab is
      // still where they look first, so their local password is accepted there too (never staff's).
      if (local?.role !== 'contributor' || !localPasswordOk) throw unauthorized(authErrors.badCredentials);
      return this.localSession(local);
    }
    // The WHMCS credentials are proven. An existing blog account with this address is attached only if its
    // own password is proven too: the same password typed once, or the one sent in `local_password`.
    const proveOwnership = async (user: User): Promise<void> => {
      if (localPassword !== undefined) {
        if (!(await this.hasher.verify(user.password_hash, localPassword)))
          throw localPasswordError(HttpStatus.UNAUTHORIZED, billingErrors.localPasswordWrong);
        return;
      }
      const same = user.id === local?.id ? localPasswordOk : await this.hasher.verify(user.password_hash, password);
      if (!same) throw localPasswordError(HttpStatus.CONFLICT, billingErrors.linkNeedsLocalPassword);
    };
    return this.billingCall(async () => {
      const client = await this.clientOfUser(login.userId, email);
      if (!client) throw forbidden(billingErrors.noClient);
      const identity = { clientId: client.id, email, firstname: client.firstname, lastname: client.lastname };
      return this.openSession(identity, { kind: 'proven', proveOwnership });
    });
  }

  private async localSession(local: User): Promise<Session> {
    if (!local.is_active) throw forbidden(authErrors.accountDisabled);
    local.last_login = new Date();
    await this.users.touchLastLogin(local.id, local.last_login);
    return { user: toUserDto(local), token: this.tokens.issue(local) };
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

  private async openSession(identity: BillingIdentity, mode: LinkMode): Promise<Session> {
    const user: User = await this.linker.link(identity, mode);
    if (!user.is_active) throw forbidden(authErrors.accountDisabled);
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
        throw badGateway(billingErrors.unavailable);
      }
      if (error instanceof WhmcsApiError) {
        this.logger.error(`${error.action} : ${error.message}`);
        throw badGateway(billingErrors.unavailable);
      }
      throw error;
    }
  }
}
