import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP relay to a shared server (MariaDB, Redis), so that a test can cut one application's
 * access to it — every open connection reset, new ones refused — and restore it, without stopping the
 * server others use.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  private cut = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.cut) return client.destroy();
      const upstream = connect(this.targetPort, this.targetHost);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ]) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Resets every relayed connection and refuses new ones until `restore`. */
  sever(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.sever();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
