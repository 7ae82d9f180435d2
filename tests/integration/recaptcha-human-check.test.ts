import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RecaptchaHumanCheck } from '../../adapters/captcha/recaptcha-human-check.js';
import { DomainError } from '../../domain/errors.js';

interface Posted {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

type Answer = (posted: Posted, res: ServerResponse) => void;

/** A stand-in for Google's siteverify on a loopback port: records what is posted and answers as told. */
async function startSiteverify(answer: Answer) {
  const posted: Posted[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Posted = {
        method: req.method,
        path: req.url,
        contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      posted.push(entry);
      answer(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    posted,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** Answers like Google: success only for the token 'good-token' posted with the right secret. */
const googleLike: Answer = (posted, res) => {
  if (posted.form.secret !== 'test-secret') {
    json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    return;
  }
  if (posted.form.response === 'good-token') {
    json(res, 200, { success: true, challenge_ts: '2030-01-01T12:00:00Z', hostname: 'wingshare.example' });
    return;
  }
  json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
};

describe('RecaptchaHumanCheck', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });

  async function setup(answer: Answer, secret = 'test-secret') {
    const siteverify = await startSiteverify(answer);
    cleanups.push(siteverify.close);
    return { siteverify, humanCheck: new RecaptchaHumanCheck({ secret, verifyUrl: siteverify.url }) };
  }

  it('is the recaptcha kind', () => {
    expect(new RecaptchaHumanCheck({ secret: 's' }).kind).toBe('recaptcha');
  });

  it('posts the secret, the token and the remote IP form-encoded, and accepts success: true', async () => {
    const { siteverify, humanCheck } = await setup(googleLike);

    await expect(humanCheck.verify('good-token', '203.0.113.7')).resolves.toBe(true);

    expect(siteverify.posted).toEqual([
      {
        method: 'POST',
        path: '/recaptcha/api/siteverify',
        contentType: 'application/x-www-form-urlencoded',
        form: { secret: 'test-secret', response: 'good-token', remoteip: '203.0.113.7' },
      },
    ]);
  });

  it('leaves remoteip out when the IP is not known', async () => {
    const { siteverify, humanCheck } = await setup(googleLike);

    await expect(humanCheck.verify('good-token')).resolves.toBe(true);

    expect(siteverify.posted[0].form).toEqual({ secret: 'test-secret', response: 'good-token' });
  });

  it('refuses a token Google does not accept', async () => {
    const { humanCheck } = await setup(googleLike);

    await expect(humanCheck.verify('bad-token', '203.0.113.7')).resolves.toBe(false);
  });

  it('refuses anything but success: true', async () => {
    const { humanCheck } = await setup((_posted, res) => json(res, 200, { success: 'true' }));

    await expect(humanCheck.verify('good-token')).resolves.toBe(false);
  });

  it('answers false for an empty or missing token without calling Google', async () => {
    const { siteverify, humanCheck } = await setup(googleLike);

    await expect(humanCheck.verify('')).resolves.toBe(false);
    await expect(humanCheck.verify(undefined)).resolves.toBe(false);
    await expect(humanCheck.verify(null)).resolves.toBe(false);

    expect(siteverify.posted).toHaveLength(0);
  });

  it('reports a server error from Google as unavailable, not as a failed check', async () => {
    const { humanCheck } = await setup((_posted, res) => json(res, 503, { error: 'overloaded' }));

    const verifying = humanCheck.verify('good-token');

    await expect(verifying).rejects.toBeInstanceOf(DomainError);
    await expect(verifying).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The human check could not be reached. Please try again.',
    });
  });

  it('reports an answer that is not JSON as unavailable', async () => {
    const { humanCheck } = await setup((_posted, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>captive portal</html>');
    });

    await expect(humanCheck.verify('good-token')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('reports a refused connection as unavailable', async () => {
    const siteverify = await startSiteverify(googleLike);
    await siteverify.close();
    const humanCheck = new RecaptchaHumanCheck({ secret: 'test-secret', verifyUrl: siteverify.url });

    await expect(humanCheck.verify('good-token')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('reports a Google that does not answer in time as unavailable', async () => {
    const { siteverify } = await setup(() => {
      // Never answers.
    });
    const humanCheck = new RecaptchaHumanCheck({ secret: 'test-secret', verifyUrl: siteverify.url, timeoutMs: 200 });

    await expect(humanCheck.verify('good-token')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('fails loudly, as a server fault, when Google refuses the configured secret', async () => {
    const { humanCheck } = await setup(googleLike, 'wrong-secret');

    const verifying = humanCheck.verify('good-token');

    await expect(verifying).rejects.toThrow(/invalid-input-secret/);
    await expect(verifying).rejects.not.toBeInstanceOf(DomainError);
  });

  it('uses the injected fetch', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), body: String(init?.body) });
      return new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } });
    };
    const humanCheck = new RecaptchaHumanCheck({ secret: 'shh', fetch: fakeFetch });

    await expect(humanCheck.verify('tok')).resolves.toBe(true);

    expect(calls).toEqual([{ url: 'https://www.google.com/recaptcha/api/siteverify', body: 'secret=shh&response=tok' }]);
  });
});
