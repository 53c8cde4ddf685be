import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startSandbox, type RunningSandbox } from '@blog/whmcs-sandbox';
import type { TestApp } from './support/test-app';
import { words } from './support/articles';

export const SANDBOX_IDENTIFIER = 'sandbox-identifier';
export const SANDBOX_SECRET = 'sandbox-secret';
export const WORKER_JS = resolve(__dirname, '../dist/worker.js');

export function startTestSandbox(): Promise<RunningSandbox> {
  return startSandbox({ identifier: SANDBOX_IDENTIFIER, secret: SANDBOX_SECRET, port: 0, seedDemo: true, controlApi: true });
}

/** A queue prefix of this test file's own, so parallel runs never share jobs. */
export const uniquePrefix = (name: string): string => `test-${name}-${process.pid}-${randomBytes(3).toString('hex')}`;

export { waitFor } from './support/wait';

/** Registers a WHMCS customer through the API and returns the contributor's token and client id. */
export async function registerCustomer(
  t: TestApp,
  tag: string,
): Promise<{ token: string; clientId: number; userId: number; email: string }> {
  const email = `client-${tag}-${randomBytes(3).toString('hex')}@exemple.fr`;
  const res = await t.api('POST', '/whmcs/register', {
    body: {
      firstname: 'Jean',
      lastname: 'Dupont',
      email,
      password: 'Motdepasse!1',
      address1: '1 rue de Paris',
      city: 'Paris',
      postcode: '75001',
      phonenumber: '0123456789',
    },
  });
  if (res.status !== 200) throw new Error(`Inscription impossible : ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, clientId: res.body.user.whmcs_client_id, userId: res.body.user.id, email };
}

export async function submitArticle(t: TestApp, token: string, title: string): Promise<{ id: number; article_id: number }> {
  const res = await t.api('POST', '/submissions', { token, body: { title, content: words(320), short_description: 'Résumé' } });
  if (res.status !== 201) throw new Error(`Soumission impossible : ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.submission;
}

/** Credits the sandbox recorded for this client whose description carries a reward marker. */
export function rewardCredits(sandbox: RunningSandbox, clientId: number): { description: string; amount: string }[] {
  return sandbox.state().credits.filter((c) => c.clientId === clientId && c.description.includes('blog-reward:'));
}

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Spawns the built worker (`backend/dist/worker.js`) against the test app's database. */
export function startWorker(env: Record<string, string | undefined>): WorkerProcess {
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, ...env })) if (value !== undefined) childEnv[key] = value;
  const child = spawn(process.execPath, [WORKER_JS], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return {
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill(signal);
      }),
  };
}
