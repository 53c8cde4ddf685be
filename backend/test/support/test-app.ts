import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createConnection } from 'mysql2/promise';

export const DEMO_ADMIN_EMAIL = 'admin@demo.local';
export const DEMO_ADMIN_PASSWORD = 'Admin!2345';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw body (FormData, string) sent as is. */
  raw?: BodyInit;
}

export interface TestApp {
  app: NestFastifyApplication;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  dataDir: string;
  dbKind: 'mariadb' | 'sqlite';
  /** Calls /blog/api + path. */
  api<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  login(email?: string, password?: string): Promise<string>;
  /** Creates a user through the admin API and signs them in. */
  createUser(fields: {
    role?: string;
    username?: string;
    email?: string;
    password?: string;
    is_active?: boolean;
  }): Promise<{ id: number; token: string; email: string; password: string }>;
  close(): Promise<void>;
}

export const TEST_DB_KIND: 'mariadb' | 'sqlite' = (process.env.TEST_DB ?? 'mariadb') === 'sqlite' ? 'sqlite' : 'mariadb';

export async function createMariaDbDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_MYSQL_URL ?? 'mariadb://blog:blog@127.0.0.1:3306';
  const name = `blog_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: base.replace(/^mariadb:/, 'mysql:') });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    url: `${base}/${name}`,
    drop: async () => {
      const c = await createConnection({ uri: base.replace(/^mariadb:/, 'mysql:') });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

let counter = 0;

/**
 * Boots the real application on a random loopback port with a fresh database (MariaDB or SQLite, see
 * setup-env.ts) and a fresh data directory. Demo data (admin + categories) is on unless `demo: false`.
 */
export async function startTestApp(options: { env?: Record<string, string | undefined>; demo?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'blog-test-'));
  const db = TEST_DB_KIND === 'mariadb' ? await createMariaDbDatabase() : null;
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    DATABASE_URL: db?.url,
    SQLITE_PATH: undefined,
    DEMO_DATA: options.demo === false ? 'false' : 'true',
    JWT_SECRET: 'test-secret-that-is-long-enough-to-pass-checks',
    PORT: '0',
    // Tests write far faster than a person; the per-account write limits have their own test.
    WRITE_RATE_LIMIT_FACTOR: '100',
    ...options.env,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const { createApp } = await import('../../src/http/app-factory');
  const app = await createApp({ logger: process.env.TEST_LOGS ? ['error', 'warn', 'log'] : ['error'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const origin = `http://127.0.0.1:${address.port}`;

  const api = async <T = any>(method: string, path: string, o: RequestOptions = {}): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined = o.raw;
    if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(`${origin}/blog/api${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON answers (HTML, files) are returned as text.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const login = async (email = DEMO_ADMIN_EMAIL, password = DEMO_ADMIN_PASSWORD): Promise<string> => {
    const res = await api('POST', '/auth/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`Connexion impossible pour ${email} : ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };

  let adminToken: string | undefined;
  const createUser: TestApp['createUser'] = async (fields) => {
    adminToken ??= await login();
    counter += 1;
    const n = `${process.pid}${counter}${randomBytes(2).toString('hex')}`;
    const email = fields.email ?? `user${n}@exemple.fr`;
    const password = fields.password ?? 'Motdepasse!123';
    const res = await api('POST', '/auth/users', {
      token: adminToken,
      body: {
        username: fields.username ?? `user${n}`,
        email,
        password,
        role: fields.role ?? 'contributor',
        is_active: fields.is_active ?? true,
      },
    });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`Création impossible : ${res.status} ${JSON.stringify(res.body)}`);
    const token = fields.is_active === false ? '' : await login(email, password);
    return { id: res.body.user.id as number, token, email, password };
  };

  return {
    app,
    origin,
    dataDir,
    dbKind: TEST_DB_KIND,
    api,
    login,
    createUser,
    close: async () => {
      await app.close();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
