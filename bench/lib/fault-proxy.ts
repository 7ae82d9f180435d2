import net from 'node:net';

export type Direction = 'up' | 'down';

export interface FaultProxyStats {
  /** Connections accepted since the start. */
  accepted: number;
  /** Connections open now. */
  open: number;
  /** Bytes forwarded client to server (up) and server to client (down). */
  bytesUp: number;
  bytesDown: number;
}

/**
 * A TCP proxy for one link of the cluster bench (an app to PgBouncer, to the replica, to Redis) whose faults the
 * bench sets while traffic flows: added latency per direction (every chunk held that long, order kept), a cut
 * (every open connection destroyed at once, as a broken link), refusal (the port stops listening: new
 * connections get ECONNREFUSED), and a new target (the failover points the link at the promoted replica).
 * Toxiproxy does this too, but it is not packaged in Debian; this is the part of it the bench needs.
 */
export class FaultProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private readonly latency: Record<Direction, number> = { up: 0, down: 0 };
  private counters = { accepted: 0, bytesUp: 0, bytesDown: 0 };
  private port = 0;

  constructor(
    readonly name: string,
    private target: { host: string; port: number },
  ) {}

  /** Listens on 127.0.0.1 (on `port`, or a free one the first time); resolves with the port. */
  async listen(port = this.port): Promise<number> {
    if (this.server) return this.port;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  get address(): { host: string; port: number } {
    return { host: '127.0.0.1', port: this.port };
  }

  /** Milliseconds added to every chunk going `direction` (0 removes it); applies to open connections too. */
  setLatency(direction: Direction | 'both', ms: number): void {
    if (!(ms >= 0)) throw new Error(`latency must be 0 ms or more, got ${ms}`);
    if (direction !== 'down') this.latency.up = ms;
    if (direction !== 'up') this.latency.down = ms;
  }

  /** Where new connections go from now on (open ones stay where they are; cut() them to move them). */
  setTarget(target: { host: string; port: number }): void {
    this.target = target;
  }

  /** Destroys every open connection, both ends, as a link that broke; answers how many there were. */
  cut(): number {
    const n = this.pairs.size;
    for (const { client, upstream } of [...this.pairs]) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    return n;
  }

  /** Stops listening (new connections are refused) or listens again on the same port. Open connections stay. */
  async refuse(on: boolean): Promise<void> {
    if (on && this.server) {
      // close() stops listening at once; its callback would wait for the open connections, which stay.
      this.server.close();
      this.server = null;
      await new Promise((resolve) => setImmediate(resolve));
    } else if (!on && !this.server) {
      await this.listen(this.port);
    }
  }

  stats(): FaultProxyStats {
    return { ...this.counters, open: this.pairs.size };
  }

  /** Stops listening and cuts every connection. */
  async close(): Promise<void> {
    await this.refuse(true);
    this.cut();
  }

  private accept(client: net.Socket): void {
    this.counters.accepted++;
    const upstream = net.connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // Either side closing or failing closes the other, as a plain TCP path would.
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
    this.forward(client, upstream, 'up');
    this.forward(upstream, client, 'down');
  }

  /**
   * Copies `from` to `to`, each chunk after the direction's latency at the time it arrived. Chunks wait in a
   * queue released in arrival order, so a latency lowered mid-stream never reorders bytes. Reading pauses
   * while the receiver is full (backpressure), as a pipe would.
   */
  private forward(from: net.Socket, to: net.Socket, direction: Direction): void {
    const queue: { at: number; chunk: Buffer }[] = [];
    let timer: NodeJS.Timeout | null = null;
    let ended = false;
    const release = () => {
      timer = null;
      const now = performance.now();
      while (queue.length && queue[0]!.at <= now) {
        const { chunk } = queue.shift()!;
        if (direction === 'up') this.counters.bytesUp += chunk.length;
        else this.counters.bytesDown += chunk.length;
        if (!to.write(chunk)) {
          from.pause();
          to.once('drain', () => from.resume());
        }
      }
      if (queue.length) timer = setTimeout(release, Math.max(0, queue[0]!.at - now));
      else if (ended) to.end();
    };
    from.on('data', (chunk: Buffer) => {
      const delay = this.latency[direction];
      if (delay === 0 && queue.length === 0) {
        queue.push({ at: 0, chunk });
        release();
        return;
      }
      queue.push({ at: performance.now() + delay, chunk });
      if (!timer) timer = setTimeout(release, delay);
    });
    from.on('end', () => {
      ended = true;
      if (!queue.length && !timer) to.end();
    });
    from.on('close', () => {
      if (timer) clearTimeout(timer);
    });
  }
}
