/** Wires the store, fault switches and endpoints into a node:http server. */
import { setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { AuthConfig } from './api-auth';
import { handleApiRequest, isApiPath } from './api-endpoint';
import { Catalogue } from './catalogue';
import { CONTROL_PREFIX, handleControlRequest } from './control-api';
import { loadDataFile, saveDataFile } from './data-file';
import { seedDemoClients } from './demo-client';
import { FaultSwitches } from './faults';
import { sendJson, sendText } from './http-io';
import { handleOrderPage, orderPageOf } from './order-pages';
import { Store } from './store';
import type { RunningSandbox, SandboxOptions, SandboxState } from './types';

function authConfig(options: SandboxOptions): AuthConfig {
  return {
    identifier: options.identifier,
    secret: options.secret,
    allowedIps: options.allowedIps ?? [],
    accessKey: options.accessKey,
    invalidIpStatus: options.invalidIpStatus ?? 403,
    allowedActions: options.allowedActions ? new Set(options.allowedActions.map((action) => action.toLowerCase())) : undefined,
  };
}

function createStore(dataFile: string | undefined): Store {
  if (!dataFile) return new Store();
  return new Store(loadDataFile(dataFile), (data) => saveDataFile(dataFile, data));
}

/** A URL a client can connect to, even when listening on every interface. */
function publicUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  if (!options.identifier || !options.secret) throw new Error('identifier and secret are required');
  const host = options.host ?? '127.0.0.1';
  const store = createStore(options.dataFile);
  const catalogue = new Catalogue();
  const seed = async (): Promise<void> => {
    if (options.seedDemo) await seedDemoClients(store, options.demoAccounts);
  };
  await seed();

  const faults = new FaultSwitches(options.faults);
  const shutdown = new AbortController();
  // Every request held by a latency fault listens to it: many at once is expected, not a leak.
  setMaxListeners(0, shutdown.signal);
  const heldSockets = new Set<Socket>();
  const inProgress: string[] = [];
  const auth = authConfig(options);
  const state = (): SandboxState => ({
    users: store.publicUsers(),
    clients: store.publicClients(),
    credits: store.publicCredits(),
    faults: faults.get(),
  });
  const resetStore = async (): Promise<void> => {
    store.reset();
    catalogue.reset();
    await seed();
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (isApiPath(url.pathname)) {
      return handleApiRequest(req, res, url.search.slice(1), {
        store,
        catalogue,
        faults,
        auth,
        shutdown: shutdown.signal,
        heldSockets,
        inProgress,
      });
    }
    if (options.controlApi && (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`))) {
      return handleControlRequest(req, res, url.pathname, { store, catalogue, faults, state, resetStore });
    }
    const orderPage = req.method === 'GET' ? orderPageOf(url.pathname) : null;
    if (orderPage) return handleOrderPage(orderPage, url, res, catalogue);
    sendText(res, 404, 'Not Found');
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      // A bug must not take the sandbox down in the middle of a test run.
      console.error('[whmcs-sandbox]', error);
      sendJson(res, 500, { result: 'error', message: 'Internal Server Error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve, reject) => {
      shutdown.abort();
      server.close((error) => (error ? reject(error) : resolve()));
      for (const socket of heldSockets) socket.destroy();
      heldSockets.clear();
      // Idle keep-alive connections would otherwise delay close() by the keep-alive timeout.
      server.closeAllConnections();
    });
    return closing;
  };

  return {
    url: publicUrl(host, port),
    port,
    setFaults: (next) => faults.set(next),
    resetFaults: () => faults.reset(),
    callsInProgress: () => [...inProgress],
    state,
    catalogue,
    close,
  };
}
