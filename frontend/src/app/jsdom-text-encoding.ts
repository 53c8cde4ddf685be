import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom lacks TextEncoder, which React Router reads when it loads; tests import this first. */
Object.assign(globalThis, { TextEncoder, TextDecoder });
