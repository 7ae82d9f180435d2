import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_MEMORY_MB, UPLOAD_BUSY_MESSAGE, UploadMemoryBudget, uploadMemoryBudgetOf, useUploadMemoryBudget } from '../../adapters/http/upload-memory.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// The process-wide budget for multipart bodies held in memory (adapters/http/upload-memory.ts). Uploads are
// sent over a real socket, so a test can hold one half-sent, hang up, or send it chunked.
const KB = 1024;
const MB = 1024 * KB;
const BOUNDARY = 'uploadmemoryboundary';

let t: TestApp;
let server: Server;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  server = t.composed.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const res = await t.request
    .post('/api/user')
    .set(V)
    .send({ user: { firstname: 'Mem', lastname: 'Ory', email: 'memory@example.com', username: 'memory_1', password: 'correct-horse' } });
  expect(res.status).toBe(201);
  token = res.body.token;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

let budget: UploadMemoryBudget;
const useBudget = (options: ConstructorParameters<typeof UploadMemoryBudget>[0]) => {
  budget = new UploadMemoryBudget(options);
  useUploadMemoryBudget(t.composed.app, budget);
};
beforeEach(() => useBudget({ maxBytes: 64 * KB, waitMs: 300 }));

/** A profile form (PATCH /api/user) of about `size` bytes: the JSON field and a filler field. */
function profileForm(size: number): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="user"\r\n\r\n{"bio":"Memory"}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="filler"\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length, 'x'), Buffer.from(tail)]);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** An upload whose body is sent when the test says so: part of it, the rest, or never (hang up). */
function upload(body: Buffer, { path = '/api/user', method = 'PATCH', length = body.length as number | 'chunked' } = {}) {
  const req = httpRequest({
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    method,
    path,
    headers: {
      ...V,
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(length === 'chunked' ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(length) }),
    },
  });
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        answered = true;
        resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
      });
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  const half = Math.floor(body.length / 2);
  return {
    answer,
    answered: () => answered,
    sendFirstHalf: () => void req.write(body.subarray(0, half)),
    sendRest: () => void req.end(body.subarray(half)),
    sendAll: () => void req.end(body),
    hangUp: () => {
      answer.catch(() => undefined); // the socket error of our own hang-up
      req.destroy();
    },
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const form = profileForm(48 * KB); // two do not fit in the 64 KB budget together

describe('upload memory budget', () => {
  it('is as large as UPLOAD_MEMORY_MB says, 256 MB without it', async () => {
    const sized = await startTestApp({ UPLOAD_MEMORY_MB: '3' });
    try {
      expect(uploadMemoryBudgetOf(sized.composed.app)?.maxBytes).toBe(3 * MB);
    } finally {
      await sized.close();
    }
    const plain = await startTestApp();
    try {
      expect(uploadMemoryBudgetOf(plain.composed.app)?.maxBytes).toBe(DEFAULT_UPLOAD_MEMORY_MB * MB);
    } finally {
      await plain.close();
    }
  });

  it('refuses a Content-Length larger than the route accepts with 413 before reading the body', async () => {
    for (const [route, most] of [
      [{ path: '/api/user', method: 'PATCH' }, 12],
      [{ path: '/api/share', method: 'POST' }, 202],
    ] as const) {
      const big = upload(Buffer.alloc(0), { ...route, length: (most + 1) * MB });
      const res = await big.answer; // no byte of the body was ever sent
      big.hangUp();
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'payload_too_large', message: `Uploads must be at most ${most} MB in all`, errors: [`Uploads must be at most ${most} MB in all`] });
      expect(budget.inUse).toBe(0);
    }
  });

  it('makes a second upload wait while the first holds the budget, then lets it through when the first ends', async () => {
    useBudget({ maxBytes: 64 * KB, waitMs: 10_000 });
    const first = upload(form);
    first.sendFirstHalf();
    await until(() => budget.inUse === form.length, 'the first upload holds its bytes');

    const second = upload(form);
    second.sendAll();
    await until(() => budget.waiting === 1, 'the second upload waits');
    // The app serves a whole request (its session read from the database) meanwhile: a second upload let
    // through would have taken its bytes by then; it still waits, unanswered.
    expect((await t.request.get('/api/user').set(V).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect(budget.waiting).toBe(1);
    expect(second.answered()).toBe(false);
    expect(budget.inUse).toBe(form.length);

    first.sendRest();
    expect((await first.answer).status).toBe(200);
    const res = await second.answer;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bio: 'Memory' });
    await until(() => budget.inUse === 0 && budget.waiting === 0, 'both gave their bytes back');
  });

  it('answers 503 with Retry-After when no room frees up in time', async () => {
    const first = upload(form);
    first.sendFirstHalf();
    await until(() => budget.inUse === form.length, 'the first upload holds its bytes');

    const second = upload(form);
    second.sendAll();
    const res = await second.answer;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ error: 'unavailable', message: UPLOAD_BUSY_MESSAGE, errors: [UPLOAD_BUSY_MESSAGE] });
    expect(budget.waiting).toBe(0);

    first.sendRest();
    expect((await first.answer).status).toBe(200);
    await until(() => budget.inUse === 0, 'the first upload gave its bytes back');
  });

  it('gives back the bytes of an upload whose client hangs up halfway, so a later upload goes through', async () => {
    const first = upload(form);
    first.sendFirstHalf();
    await until(() => budget.inUse === form.length, 'the first upload holds its bytes');
    first.hangUp();
    await until(() => budget.inUse === 0, 'the abandoned upload gave its bytes back');

    const later = upload(form);
    later.sendAll();
    expect((await later.answer).status).toBe(200); // with the bytes still held, this would be a 503
    expect(budget.inUse).toBe(0);
  });

  it('takes an upload whose client hangs up while waiting out of the queue', async () => {
    useBudget({ maxBytes: 64 * KB, waitMs: 10_000 });
    const first = upload(form);
    first.sendFirstHalf();
    await until(() => budget.inUse === form.length, 'the first upload holds its bytes');
    const second = upload(form);
    second.sendAll();
    await until(() => budget.waiting === 1, 'the second upload waits');
    second.hangUp();
    await until(() => budget.waiting === 0, 'the second upload left the queue');

    first.sendRest();
    expect((await first.answer).status).toBe(200);
    await until(() => budget.inUse === 0, 'nothing is held');
  });

  it('runs an upload larger than the whole budget when nothing else is running', async () => {
    useBudget({ maxBytes: 16 * KB, waitMs: 300 });
    const alone = upload(form);
    alone.sendAll();
    expect((await alone.answer).status).toBe(200);
    expect(budget.inUse).toBe(0);
  });

  it('reserves the most the route accepts for a chunked body without Content-Length', async () => {
    const chunked = upload(form, { length: 'chunked' });
    chunked.sendFirstHalf();
    await until(() => budget.inUse > 12 * MB, 'the chunked upload holds the form maximum');
    expect(budget.inUse).toBeLessThan(13 * MB);

    const small = upload(profileForm(4 * KB));
    small.sendAll();
    expect((await small.answer).status).toBe(503); // it would fit next to the chunked body's real size, not its reservation

    chunked.sendRest();
    expect((await chunked.answer).status).toBe(200);
    await until(() => budget.inUse === 0, 'the chunked upload gave its bytes back');
  });
});
