/** Test helpers: talk to a running sandbox over real HTTP, the way a WHMCS client would. */
import type { RunningSandbox } from '../src';

export const IDENTIFIER = 'test-identifier';
export const SECRET = 'test-secret';

export interface ApiAnswer {
  status: number;
  contentType: string;
  body: Record<string, unknown>;
}

/** Form-encoded POST to api.php with the test credentials unless `fields` overrides them. */
export async function callApi(
  sandbox: RunningSandbox,
  fields: Record<string, string>,
  init: { signal?: AbortSignal; path?: string } = {},
): Promise<ApiAnswer> {
  const form = new URLSearchParams({ identifier: IDENTIFIER, secret: SECRET, responsetype: 'json', ...fields });
  const response = await fetch(`${sandbox.url}${init.path ?? '/includes/api.php'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    signal: init.signal,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: (await response.json()) as Record<string, unknown>,
  };
}

export const NEW_CLIENT = {
  firstname: 'Jean',
  lastname: 'Dupont',
  email: 'jean.dupont@example.fr',
  address1: '12 rue des Serveurs',
  city: 'Lyon',
  state: 'Rhône',
  postcode: '69001',
  country: 'FR',
  phonenumber: '04 72 00 00 00',
  password2: 'M0tDePasse!&#+',
} as const;

/** Creates a client through AddClient and returns its client id. */
export async function addClient(sandbox: RunningSandbox, overrides: Record<string, string> = {}): Promise<string> {
  const answer = await callApi(sandbox, { action: 'AddClient', ...NEW_CLIENT, ...overrides });
  if (answer.body.result !== 'success') throw new Error(`AddClient failed: ${JSON.stringify(answer.body)}`);
  return String(answer.body.clientid);
}

export async function control(
  sandbox: RunningSandbox,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
    method,
    headers: json === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
