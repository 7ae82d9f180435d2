import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaultProxy } from '../../../bench/lib/fault-proxy.js';

/** An echo server: what the proxy forwards up comes back down. */
let echo: net.Server;
let echoPort: number;
let proxy: FaultProxy;

beforeEach(async () => {
  echo = net.createServer((s) => s.pipe(s));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
  echoPort = (echo.address() as net.AddressInfo).port;
  proxy = new FaultProxy('test', { host: '127.0.0.1', port: echoPort });
  await proxy.listen();
});

afterEach(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

function connect(port = proxy.address.port): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

/** Sends `text` and resolves with the time its echo took to come back whole. */
function roundTrip(s: net.Socket, text: string): Promise<{ ms: number; got: string }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let got = '';
    const onData = (d: Buffer) => {
      got += d.toString();
      if (got.length >= text.length) {
        s.off('data', onData);
        resolve({ ms: performance.now() - t0, got });
      }
    };
    s.on('data', onData);
    s.write(text);
  });
}

describe('FaultProxy (bench/lib/fault-proxy.ts)', () => {
  it('forwards both ways unchanged and counts the bytes', async () => {
    const s = await connect();
    const { got } = await roundTrip(s, 'hello through the proxy');
    expect(got).toBe('hello through the proxy');
    expect(proxy.stats()).toMatchObject({ accepted: 1, open: 1, bytesUp: 23, bytesDown: 23 });
    s.destroy();
  });

  it('adds the latency set per direction, keeps the order, and takes it off again', async () => {
    const s = await connect();
    proxy.setLatency('down', 60);
    proxy.setLatency('up', 40);
    const slow = await roundTrip(s, 'x');
    expect(slow.ms).toBeGreaterThanOrEqual(95);
    // Many small writes while delayed come out in the order sent.
    const parts = Array.from({ length: 50 }, (_, i) => `${i},`).join('');
    const ordered = await roundTrip(s, parts);
    expect(ordered.got).toBe(parts);
    proxy.setLatency('both', 0);
    const fast = await roundTrip(s, 'y');
    expect(fast.ms).toBeLessThan(90);
    s.destroy();
  });

  it('cuts every open connection at once', async () => {
    const a = await connect();
    const b = await connect();
    const closed = Promise.all([a, b].map((s) => new Promise((resolve) => s.once('close', resolve))));
    ignoreErrors(a, b);
    expect(proxy.cut()).toBe(2);
    await closed;
    expect(proxy.stats().open).toBe(0);
  });

  it('refuses new connections while refusing, keeps the open ones, and listens again on the same port', async () => {
    const open = await connect();
    const port = proxy.address.port;
    await proxy.refuse(true);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect((await roundTrip(open, 'still here')).got).toBe('still here');
    await proxy.refuse(false);
    const again = await connect(port);
    expect((await roundTrip(again, 'back')).got).toBe('back');
    open.destroy();
    again.destroy();
  });

  it('sends new connections to a new target, the open ones staying where they were', async () => {
    const other = net.createServer((s) => s.end('other server\n'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', () => resolve()));
    try {
      const before = await connect();
      proxy.setTarget({ host: '127.0.0.1', port: (other.address() as net.AddressInfo).port });
      const after = await connect();
      const greeting = await new Promise<string>((resolve) => after.once('data', (d: Buffer) => resolve(d.toString())));
      expect(greeting).toBe('other server\n');
      expect((await roundTrip(before, 'echo')).got).toBe('echo');
      before.destroy();
      after.destroy();
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

/** A cut socket may see ECONNRESET: that is the fault, not a test failure. */
function ignoreErrors(...sockets: net.Socket[]) {
  for (const s of sockets) s.on('error', () => undefined);
}
