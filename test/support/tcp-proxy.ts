import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, in front of a real server (the shared Redis must never be stopped):
 * `stop` refuses connections and cuts the open ones, as a dead Redis or host does; `freeze` keeps
 * connections open but passes nothing, as a network partition does; `freezeOpen` does so to the
 * connections open now only, as to connections whose state a NAT or firewall dropped (new ones
 * pass); `start` and `thaw` undo them.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (again) on the same port as before, or a free one the first time. */
  async start(): Promise<void> {
    const server = createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  freeze(): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  freezeOpen(): void {
    for (const [client, upstream] of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  thaw(): void {
    this.frozen = false;
    for (const [client, upstream] of this.pairs) {
      client.resume();
      upstream.resume();
    }
  }

  private pipe(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.frozen) {
      client.pause();
      upstream.pause();
    }
    const close = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  }
}
