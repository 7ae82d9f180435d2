import net from 'node:net';

interface Link {
  client: net.Socket;
  server: net.Socket | null;
  /** Open while the proxy was frozen and thawed with forgetFrozen: it forwards nothing, ever again. */
  lost: boolean;
}

/**
 * A TCP proxy in front of a server that can be frozen: it then forwards nothing in either direction and
 * accepts new connections without answering them, closing none, which is what the clients of a SIGSTOPped
 * server or of one behind a network partition see. Thawed, it forwards again (SIGCONT); with forgetFrozen,
 * the connections that were open meanwhile stay silent for good, as behind a middlebox that lost their state.
 */
export class FreezingProxy {
  private frozen = false;
  private readonly links = new Set<Link>();

  private constructor(private readonly server: net.Server, private readonly target: { host: string; port: number }) {
    server.on('connection', (client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<FreezingProxy> {
    const server = net.createServer();
    const proxy = new FreezingProxy(server, target);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
    for (const link of this.links) this.stop(link);
  }

  thaw({ forgetFrozen = false } = {}): void {
    if (!this.frozen) return;
    this.frozen = false;
    for (const link of this.links) {
      if (forgetFrozen) link.lost = true;
      else this.forward(link);
    }
  }

  async close(): Promise<void> {
    for (const link of this.links) this.drop(link);
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: net.Socket) {
    const link: Link = { client, server: null, lost: false };
    this.links.add(link);
    client.on('error', () => this.drop(link));
    client.on('close', () => this.drop(link));
    if (this.frozen) client.pause();
    else this.forward(link);
  }

  private forward(link: Link) {
    if (link.lost || link.client.destroyed) return;
    if (!link.server) {
      link.server = net.connect(this.target.port, this.target.host);
      link.server.on('error', () => this.drop(link));
      link.server.on('close', () => this.drop(link));
    }
    link.client.pipe(link.server);
    link.server.pipe(link.client);
  }

  private stop(link: Link) {
    if (link.server) {
      link.client.unpipe(link.server);
      link.server.unpipe(link.client);
      link.server.pause();
    }
    link.client.pause();
  }

  private drop(link: Link) {
    this.links.delete(link);
    link.client.destroy();
    link.server?.destroy();
  }
}
