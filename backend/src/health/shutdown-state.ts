import { Injectable } from '@nestjs/common';

/**
 * Whether this API instance is shutting down. From the signal on, readiness answers 503 so that the load
 * balancer stops sending new requests; the instance keeps serving during the drain delay, and every
 * answer asks its client to close the connection (http/graceful-close.ts).
 */
@Injectable()
export class ShutdownState {
  draining = false;
}
