import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the sink answers: takes every message, refuses them (451, a temporary failure), or never greets. */
export type SinkMode = 'accept' | 'refuse' | 'silent';

export interface SmtpSink {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Messages that reached the DATA stage while refusing, for "was it tried" checks. */
  refused: number;
  setMode(mode: SinkMode): void;
  /** Refuses this recipient for good (550 at RCPT TO), as a mailbox that does not exist. */
  refuseRecipient(address: string): void;
  /** Stops listening (connection refused) until `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  /** Messages sent to one address. */
  to(address: string): ParsedMail[];
}

/**
 * A real SMTP server for the tests (smtp-server), every message parsed with mailparser. In `silent`
 * mode a plain TCP server holds connections without the SMTP greeting, as a hung mail server does.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let mode: SinkMode = 'accept';
  const messages: ParsedMail[] = [];
  const held = new Set<Socket>();
  const sink = { refused: 0 };
  const refusedRecipients = new Set<string>();

  const newSmtp = () =>
    new SMTPServer({
      closeTimeout: 100,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (mode === 'refuse') {
          sink.refused += 1;
          const error = Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 });
          return callback(error);
        }
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (refusedRecipients.has(address.address.toLowerCase()))
          return callback(Object.assign(new Error('Boîte inconnue'), { responseCode: 550 }));
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  /** A client that dies mid-exchange (a worker killed on purpose) leaves a write to a closed socket: not the test's failure. */
  const tolerant = () => {
    const server = newSmtp();
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') throw error;
    });
    return server;
  };
  let smtp = tolerant();
  const silent: Server = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    socket.on('error', () => undefined);
  });

  let port = 0;
  let listening: 'smtp' | 'silent' | null = null;
  const listen = async (server: { listen: Server['listen'] } & { once?: unknown }, which: 'smtp' | 'silent') => {
    await new Promise<void>((resolve, reject) => {
      const s = server as unknown as Server;
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    if (!port) port = ((which === 'smtp' ? smtp.server : silent).address() as { port: number }).port;
    listening = which;
  };
  const unlisten = async () => {
    if (listening === 'smtp') {
      await new Promise<void>((r) => smtp.close(() => r()));
      smtp = tolerant();
    }
    if (listening === 'silent') {
      for (const socket of held) socket.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
    listening = null;
  };
  await listen(smtp.server, 'smtp');

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    get refused() {
      return sink.refused;
    },
    setMode(next: SinkMode) {
      mode = next;
    },
    refuseRecipient(address: string) {
      refusedRecipients.add(address.toLowerCase());
    },
    async stop() {
      await unlisten();
    },
    async start() {
      await listen(mode === 'silent' ? silent : smtp.server, mode === 'silent' ? 'silent' : 'smtp');
    },
    async close() {
      await unlisten();
    },
    to(address: string) {
      return messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text.includes(address)));
    },
  } as SmtpSink;
}
