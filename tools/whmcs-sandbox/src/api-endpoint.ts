/**
 * `POST /includes/api.php`: fault switches first (they simulate what sits in front of PHP), then
 * body parsing, access control and the action itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACTIONS } from './actions';
import { AUTHENTICATION_FAILED, authorize, type AuthConfig } from './api-auth';
import type { FaultSwitches } from './faults';
import { type ApiParams, parseApiParams } from './form-body';
import { readBody, remoteIp, sendHtml, sendJson, sendText } from './http-io';
import type { Catalogue } from './catalogue';
import type { Store } from './store';
import type { Faults } from './types';

export interface ApiEndpointDeps {
  store: Store;
  catalogue: Catalogue;
  faults: FaultSwitches;
  auth: AuthConfig;
  /** Aborted on shutdown so latency waits end instead of keeping the process alive. */
  shutdown: AbortSignal;
  /** Sockets of answers deliberately never sent; the server destroys them on close. */
  heldSockets: Set<Socket>;
  /** The action of each call being handled now, one entry a call (`RunningSandbox.callsInProgress`). */
  inProgress: string[];
}

const SERVICE_UNAVAILABLE_PAGE = `<!DOCTYPE html>
<html><head><title>503 Service Unavailable</title></head>
<body><h1>Service Unavailable</h1>
<p>The server is temporarily unable to service your request due to maintenance downtime or capacity problems.</p>
</body></html>
`;

/** Matches `/includes/api.php`, also under a base path (`/billing/includes/api.php`) or with a trailing path. */
export function isApiPath(pathname: string): boolean {
  return /(^|\/)includes\/api\.php(\/|$)/.test(pathname);
}

function holdForever(res: ServerResponse, heldSockets: Set<Socket>): void {
  const socket = res.socket;
  if (!socket) return;
  heldSockets.add(socket);
  socket.once('close', () => heldSockets.delete(socket));
}

export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  query: string,
  deps: ApiEndpointDeps,
): Promise<void> {
  const faults = deps.faults.get();
  if (faults.outage) {
    req.socket.destroy();
    return;
  }
  const body = await readBody(req);
  const params = body !== null && req.method === 'POST' ? parseApiParams(query, req.headers['content-type'], body) : null;
  const action = (params?.get('action') ?? '').trim();
  deps.inProgress.push(action);
  try {
    await answer(req, res, deps, faults, body, params);
  } finally {
    deps.inProgress.splice(deps.inProgress.indexOf(action), 1);
  }
}

/** Latency, then the answer: faults in front of PHP, access control, the action. */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ApiEndpointDeps,
  faults: Faults,
  body: Buffer | null,
  params: ApiParams | null,
): Promise<void> {
  if (faults.latencyMs > 0) {
    try {
      await sleep(faults.latencyMs, undefined, { signal: deps.shutdown });
    } catch {
      return; // shutting down: the socket is being destroyed anyway
    }
  }
  if (faults.html503) {
    sendHtml(res, 503, SERVICE_UNAVAILABLE_PAGE);
    return;
  }
  if (body === null) {
    sendText(res, 413, 'Payload Too Large');
    return;
  }
  if (params === null) {
    // PHP sees no credentials in a GET or a JSON body, so WHMCS fails authentication.
    sendJson(res, 403, { result: 'error', message: AUTHENTICATION_FAILED });
    return;
  }

  const action = (params.get('action') ?? '').trim().toLowerCase();
  const auth = authorize(params, remoteIp(req), action, deps.auth);
  if (!auth.ok) {
    sendJson(res, auth.status, { result: 'error', message: auth.message });
    return;
  }
  const handler = ACTIONS.get(action);
  if (!handler) {
    sendJson(res, 200, { result: 'error', message: 'Command Not Found' });
    return;
  }

  if (action === 'addcredit') {
    if (deps.faults.get().addCreditLost) {
      req.socket.destroy();
      return;
    }
    const delay = deps.faults.addCreditDelay();
    if (delay > 0) {
      try {
        await sleep(delay, undefined, { signal: deps.shutdown });
      } catch {
        return; // shutting down mid-request: like a killed PHP process, nothing is written
      }
    }
  }
  const result = await handler(params, { store: deps.store, catalogue: deps.catalogue });
  if (!result.ok) {
    sendJson(res, 200, { result: 'error', message: result.message });
    return;
  }
  // Read the switch again: a test may flip it while the request waited on latency.
  if (action === 'addcredit' && deps.faults.get().timeoutAfterCredit) {
    holdForever(res, deps.heldSockets);
    return;
  }
  sendJson(res, 200, { result: 'success', ...result.fields });
}
