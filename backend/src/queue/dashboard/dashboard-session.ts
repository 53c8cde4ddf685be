import { createHmac, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { UsersRepository } from '../../users/users.repository';
import { DashboardSessionStore } from './dashboard-session-store';

/** Where the dashboard lives: the cookie is sent to these paths only. */
export const QUEUE_DASHBOARD_PATH = '/blog/admin/queues';
export const QUEUE_DASHBOARD_COOKIE = 'blog_queues_session';
/** Short: the back office opens a new one each time the dashboard is opened from its menu. */
export const QUEUE_DASHBOARD_SESSION_SECONDS = 30 * 60;

/** Who a request of the dashboard comes from: no valid session, a session of someone no longer admin, an admin. */
export type DashboardAccess = 'anonymous' | 'forbidden' | 'admin';

interface DashboardClaims {
  sub: number;
  tv: number;
  /** The session's id in the server's record (DashboardSessionStore): signing out removes it. */
  sid: string;
}

/**
 * The dashboard's session. A page navigation carries no bearer token, so an admin signed in to the back
 * office asks the API for this cookie (HttpOnly, SameSite=Strict, scoped to the dashboard's path). It is
 * signed with a key of its own, derived from JWT_SECRET: it is never accepted as a bearer token, nor a
 * bearer token as it. Each request checks it again against the user row, as bearer tokens are: a
 * deactivated user, a password change or a role taken away ends it. The server also keeps a record of
 * the sessions it opened (DashboardSessionStore): signing out of the back office ends them all, so a
 * copied cookie stops working at once rather than at its expiry.
 */
@Injectable()
export class DashboardSessions {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
    private readonly store: DashboardSessionStore,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('queue-dashboard-session').digest('base64url');
  }

  /** The `Set-Cookie` value of a new session for this admin (checked by the route's guard), and when it ends. */
  async open(userId: number, secure: boolean): Promise<{ cookie: string; expiresAt: Date }> {
    const user = await this.users.findById(userId);
    // The guard let an admin in: a row gone since is the only way to get here without one.
    const tokenVersion = user?.token_version ?? -1;
    const sessionId = randomUUID();
    await this.store.add(userId, sessionId, QUEUE_DASHBOARD_SESSION_SECONDS);
    const token = this.jwt.sign({ sub: userId, tv: tokenVersion, sid: sessionId } satisfies DashboardClaims, {
      secret: this.secret,
      algorithm: 'HS256',
      expiresIn: QUEUE_DASHBOARD_SESSION_SECONDS,
    });
    return {
      cookie: serializeCookie(token, QUEUE_DASHBOARD_SESSION_SECONDS, secure),
      expiresAt: new Date(Date.now() + QUEUE_DASHBOARD_SESSION_SECONDS * 1000),
    };
  }

  /**
   * Ends every dashboard session of this user on the server (signing out of the back office: its request
   * does not carry the cookie, scoped to the dashboard's path) and returns the `Set-Cookie` value that
   * ends it in the browser.
   */
  async close(userId: number, secure: boolean): Promise<string> {
    await this.store.revokeAll(userId);
    return serializeCookie('', 0, secure);
  }

  /** Secure when the public address or the request (behind a proxy that says so) is https. */
  secureFor(request: FastifyRequest): boolean {
    return this.config.publicUrl.startsWith('https:') || request.protocol === 'https';
  }

  async check(cookieHeader: string | undefined): Promise<DashboardAccess> {
    const token = cookieValue(cookieHeader, QUEUE_DASHBOARD_COOKIE);
    if (!token) return 'anonymous';
    let claims: DashboardClaims;
    try {
      claims = this.jwt.verify<DashboardClaims>(token, { secret: this.secret, algorithms: ['HS256'] });
    } catch {
      return 'anonymous';
    }
    if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.tv) || typeof claims.sid !== 'string') return 'anonymous';
    if (!(await this.store.has(claims.sub, claims.sid))) return 'anonymous';
    const user = await this.users.findById(claims.sub);
    if (!user || !user.is_active || user.token_version !== claims.tv) return 'anonymous';
    return user.role === 'admin' ? 'admin' : 'forbidden';
  }
}

function serializeCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${QUEUE_DASHBOARD_COOKIE}=${value}`,
    `Path=${QUEUE_DASHBOARD_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** One cookie's value from a `Cookie` header (a JWT needs no decoding). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
