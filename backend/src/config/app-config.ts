import { resolve } from 'node:path';
import { boolVar, ConfigError, type Env, intVar, urlVar } from './env-vars';
import { S3Config, s3ConfigFromEnv } from './s3-config';

export const DEFAULT_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production';
export const DEFAULT_WHMCS_IDENTIFIER = 'sandbox-identifier';
export const DEFAULT_WHMCS_SECRET = 'sandbox-secret';

export type NodeEnv = 'development' | 'production' | 'test';

export interface BrandConfig {
  name: string;
  mainSiteUrl: string;
  gameServersUrl: string;
  vpsUrl: string;
  clientAreaUrl: string;
  supportUrl: string;
  discordUrl: string;
  twitterUrl: string;
  youtubeUrl: string;
  instagramUrl: string;
  /** The terms of use (CGU) the registration form links to. */
  termsUrl: string;
}

/**
 * Typed, validated configuration. Every value is read once at start-up from the environment;
 * anything unusable stops the process with a French message naming the variable.
 */
export abstract class AppConfig {
  abstract readonly nodeEnv: NodeEnv;
  abstract readonly port: number;
  abstract readonly host: string;
  abstract readonly publicUrl: string;
  abstract readonly dataDir: string;
  /** `mysql://…` selects MySQL/MariaDB; absent selects the embedded SQLite file. */
  abstract readonly databaseUrl: string | undefined;
  /** Overrides the SQLite file path (`:memory:` for throw-away runs). */
  abstract readonly sqlitePath: string;
  abstract readonly redisUrl: string | undefined;
  abstract readonly jwtSecret: string;
  abstract readonly jwtExpiresIn: string;
  abstract readonly seedDemo: boolean;
  abstract readonly corsOrigins: string[];
  /** Swagger UI and the OpenAPI document open to anyone; otherwise (the production default) to admins only. */
  abstract readonly apiDocsPublic: boolean;
  abstract readonly whmcs: {
    /** Absent outside production: the sandbox is started in-process. */
    readonly url: string | undefined;
    readonly identifier: string;
    readonly secret: string;
    readonly timeoutMs: number;
    readonly defaultCountry: string;
    /**
     * The WHMCS site readers' browsers reach (`cart.php`, `aff.php`): `WHMCS_PUBLIC_URL`, else `WHMCS_URL`;
     * absent with the embedded sandbox, whose own address is used.
     */
    readonly publicUrl: string | undefined;
    /** How often the offers catalogue is copied from WHMCS (`OFFERS_SYNC_MINUTES`). */
    readonly offersSyncMinutes: number;
  };
  abstract readonly rateLimit: {
    readonly authAttempts: number;
    readonly authWindowMs: number;
    /** A failed customer sign-in is never answered sooner, whatever the address: timing tells nothing. */
    readonly customerAuthFloorMs: number;
    /** Multiplies every per-account write budget (auth/rate-limit/write-rate-limit.ts). */
    readonly writeFactor: number;
  };
  abstract readonly brand: BrandConfig;
  abstract readonly mail: {
    /** `smtp://` or `smtps://`; absent outside production: e-mails are kept in the outbox (/admin/outbox). */
    readonly smtpUrl: string | undefined;
    /** The sender, `Nom <adresse>`. */
    readonly from: string;
    /** Connecting and the server's greeting; waiting for an answer gets three times as long. */
    readonly timeoutMs: number;
    /** SMTP connections kept open and used at once (`SMTP_POOL_SIZE`): newsletters leave over several. */
    readonly poolSize: number;
    /** DKIM signing of every e-mail, when `DKIM_DOMAIN`, `DKIM_SELECTOR` and `DKIM_PRIVATE_KEY` are all set. */
    readonly dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  };
  /** Uploaded files in an S3-compatible bucket; absent: on the local disk, in `DATA_DIR/uploads`. */
  abstract readonly s3: S3Config | undefined;
  /** Bearer token of `GET /blog/api/metrics`; absent: the route answers 404. */
  abstract readonly metricsToken: string | undefined;
  abstract readonly shutdown: {
    /** After SIGTERM, how long the API keeps serving while readiness fails, so that the load balancer notices. */
    readonly drainMs: number;
    /** After SIGTERM, the longest the process takes to exit (requests or jobs still running are cut). */
    readonly timeoutMs: number;
  };
}

export { boolVar, ConfigError, intVar, urlVar } from './env-vars';

/**
 * DKIM needs its three variables, or none: a half-set DKIM is refused at start-up rather than sending
 * unsigned mail that providers reject. The key may be given with `\n` for its line breaks (one-line env).
 */
function dkimFromEnv(env: Env): AppConfig['mail']['dkim'] {
  const domainName = env.DKIM_DOMAIN?.trim();
  const keySelector = env.DKIM_SELECTOR?.trim();
  const privateKey = env.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n').trim();
  if (!domainName && !keySelector && !privateKey) return undefined;
  if (!domainName || !keySelector || !privateKey)
    throw new ConfigError('DKIM_DOMAIN, DKIM_SELECTOR et DKIM_PRIVATE_KEY vont ensemble : définissez les trois ou aucun');
  if (!privateKey.includes('PRIVATE KEY')) throw new ConfigError('DKIM_PRIVATE_KEY doit être une clé privée PEM');
  return { domainName, keySelector, privateKey };
}

function brandFromEnv(env: Env): BrandConfig {
  const main = urlVar(env, 'MAIN_SITE_URL', 'https://hebergeur.example', ['http:', 'https:'])!;
  return {
    name: env.BRAND_NAME || 'GameHost',
    mainSiteUrl: main,
    gameServersUrl: urlVar(env, 'GAME_SERVERS_URL', `${main}/serveurs-de-jeu`, ['http:', 'https:'])!,
    vpsUrl: urlVar(env, 'VPS_URL', `${main}/vps`, ['http:', 'https:'])!,
    clientAreaUrl: urlVar(env, 'CLIENT_AREA_URL', `${main}/espace-client`, ['http:', 'https:'])!,
    supportUrl: urlVar(env, 'SUPPORT_URL', `${main}/support`, ['http:', 'https:', 'mailto:'])!,
    discordUrl: urlVar(env, 'DISCORD_URL', 'https://discord.com', ['http:', 'https:'])!,
    twitterUrl: urlVar(env, 'TWITTER_URL', 'https://x.com', ['http:', 'https:'])!,
    youtubeUrl: urlVar(env, 'YOUTUBE_URL', 'https://www.youtube.com', ['http:', 'https:'])!,
    instagramUrl: urlVar(env, 'INSTAGRAM_URL', 'https://www.instagram.com', ['http:', 'https:'])!,
    termsUrl: urlVar(env, 'TERMS_URL', `${main}/cgu`, ['http:', 'https:'])!,
  };
}

export function loadAppConfig(env: Env = process.env): AppConfig {
  const nodeEnv = nodeEnvFromEnv(env);
  const production = nodeEnv === 'production';
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || 'data');
  const databaseUrl = urlVar(env, 'DATABASE_URL', undefined, ['mysql:', 'mariadb:']);
  const guarded = guardedFromEnv(env, production);
  const metricsToken = metricsTokenFromEnv(env);
  const country = (env.WHMCS_DEFAULT_COUNTRY || 'FR').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new ConfigError('WHMCS_DEFAULT_COUNTRY doit être un code pays ISO à 2 lettres.');

  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: urlVar(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`, ['http:', 'https:'])!,
    dataDir,
    databaseUrl,
    sqlitePath: env.SQLITE_PATH || resolve(dataDir, 'blog.sqlite'),
    redisUrl: urlVar(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
    jwtSecret: guarded.jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    seedDemo: guarded.seedDemo,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiDocsPublic: boolVar(env, 'API_DOCS_PUBLIC', !production),
    whmcs: whmcsFromEnv(env, guarded, country),
    rateLimit: {
      authAttempts: intVar(env, 'AUTH_RATE_LIMIT', 10, 1, 100000),
      authWindowMs: intVar(env, 'AUTH_RATE_WINDOW_MS', 15 * 60 * 1000, 1000, 24 * 3600 * 1000),
      customerAuthFloorMs: intVar(env, 'WHMCS_AUTH_FLOOR_MS', 1000, 0, 30000),
      writeFactor: intVar(env, 'WRITE_RATE_LIMIT_FACTOR', 1, 1, 1000),
    },
    brand: brandFromEnv(env),
    mail: mailFromEnv(env, guarded.smtpUrl),
    s3: s3ConfigFromEnv(env),
    metricsToken,
    shutdown: {
      drainMs: intVar(env, 'SHUTDOWN_DRAIN_MS', 3000, 0, 120_000),
      timeoutMs: intVar(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 1000, 600_000),
    },
  };
}

function nodeEnvFromEnv(env: Env): NodeEnv {
  const nodeEnvRaw = env.NODE_ENV || 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV doit valoir development, production ou test (reçu « ${nodeEnvRaw} »).`);
  }
  return nodeEnvRaw as NodeEnv;
}

/** The values whose development defaults (a known secret, demo accounts, the sandbox) production refuses. */
interface GuardedValues {
  readonly jwtSecret: string;
  readonly seedDemo: boolean;
  readonly whmcsUrl: string | undefined;
  readonly whmcsIdentifier: string;
  readonly whmcsSecret: string;
  readonly smtpUrl: string | undefined;
}

function guardedFromEnv(env: Env, production: boolean): GuardedValues {
  const jwtSecret = env.JWT_SECRET || DEFAULT_JWT_SECRET;
  const seedDemo = boolVar(env, 'DEMO_DATA', !production);
  const whmcsUrl = urlVar(env, 'WHMCS_URL', undefined, ['http:', 'https:']);
  const whmcsIdentifier = env.WHMCS_IDENTIFIER || DEFAULT_WHMCS_IDENTIFIER;
  const whmcsSecret = env.WHMCS_SECRET || DEFAULT_WHMCS_SECRET;
  const smtpUrl = urlVar(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']);

  if (production) {
    if (jwtSecret === DEFAULT_JWT_SECRET || jwtSecret.length < 32) {
      throw new ConfigError('JWT_SECRET doit être défini (32 caractères minimum) en production.');
    }
    if (seedDemo) throw new ConfigError('DEMO_DATA ne peut pas être activé en production (comptes de démonstration).');
    if (!whmcsUrl) throw new ConfigError('WHMCS_URL est obligatoire en production.');
    if (!smtpUrl) throw new ConfigError('SMTP_URL est obligatoire en production (envoi des e-mails de notification).');
    if (whmcsIdentifier === DEFAULT_WHMCS_IDENTIFIER || whmcsSecret === DEFAULT_WHMCS_SECRET) {
      throw new ConfigError('WHMCS_IDENTIFIER et WHMCS_SECRET doivent être définis en production.');
    }
  }
  return { jwtSecret, seedDemo, whmcsUrl, whmcsIdentifier, whmcsSecret, smtpUrl };
}

function metricsTokenFromEnv(env: Env): string | undefined {
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && !/^[\x21-\x7e]{24,}$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN doit compter au moins 24 caractères imprimables, sans espace.');
  }
  return metricsToken;
}

function whmcsFromEnv(env: Env, guarded: GuardedValues, defaultCountry: string): AppConfig['whmcs'] {
  return {
    url: guarded.whmcsUrl,
    identifier: guarded.whmcsIdentifier,
    secret: guarded.whmcsSecret,
    timeoutMs: intVar(env, 'WHMCS_TIMEOUT_MS', 10000, 100, 120000),
    defaultCountry,
    publicUrl: urlVar(env, 'WHMCS_PUBLIC_URL', guarded.whmcsUrl, ['http:', 'https:']),
    offersSyncMinutes: intVar(env, 'OFFERS_SYNC_MINUTES', 15, 1, 1440),
  };
}

function mailFromEnv(env: Env, smtpUrl: string | undefined): AppConfig['mail'] {
  return {
    smtpUrl,
    from: env.MAIL_FROM || `${env.BRAND_NAME || 'GameHost'} <blog@localhost>`,
    timeoutMs: intVar(env, 'SMTP_TIMEOUT_MS', 10_000, 100, 120_000),
    poolSize: intVar(env, 'SMTP_POOL_SIZE', 5, 1, 100),
    dkim: dkimFromEnv(env),
  };
}
