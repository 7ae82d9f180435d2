import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { AltchaHumanCheck, type AltchaHumanCheckOptions } from '../../adapters/captcha/altcha-human-check.js';

const HMAC_KEY = 'test-altcha-hmac-key';

/** Small work so the test solves in milliseconds; the protocol is the same as in production. */
const check = (options: Partial<AltchaHumanCheckOptions> = {}) =>
  new AltchaHumanCheck({ hmacKey: HMAC_KEY, maxNumber: 50, cost: 10, ...options });

/** What the altcha widget does in the browser: solve the challenge, post base64 JSON of challenge and solution. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the test challenge was not solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('AltchaHumanCheck', () => {
  it('is the altcha kind', () => {
    expect(check().kind).toBe('altcha');
  });

  it('serves a signed, expiring challenge in the shape the altcha widget fetches', async () => {
    const before = Math.floor(Date.now() / 1000);

    const challenge = await check({ expiresInSeconds: 600 }).createChallenge();

    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, keyLength: 32 });
    expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.salt).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + 601);
    // It goes out as JSON and comes back as JSON.
    expect(JSON.parse(JSON.stringify(challenge))).toEqual(challenge);
  });

  it('accepts a solved challenge', async () => {
    const humanCheck = check();
    const token = await solve(await humanCheck.createChallenge());

    await expect(humanCheck.verify(token, '203.0.113.7')).resolves.toBe(true);
  });

  it('refuses a payload used before, also when both submissions arrive together', async () => {
    const humanCheck = check();
    const token = await solve(await humanCheck.createChallenge());
    const other = await solve(await humanCheck.createChallenge());

    await expect(humanCheck.verify(token)).resolves.toBe(true);
    await expect(humanCheck.verify(token)).resolves.toBe(false);

    const together = await Promise.all([humanCheck.verify(other), humanCheck.verify(other), humanCheck.verify(other)]);
    expect(together.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a tampered payload', async () => {
    const humanCheck = check();
    const token = await solve(await humanCheck.createChallenge());
    const payload = decode(token);

    const longerExpiry = structuredClone(payload);
    longerExpiry.challenge.parameters.expiresAt += 3600;
    const otherSignature = structuredClone(payload);
    otherSignature.challenge.signature = otherSignature.challenge.signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'));
    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'));
    const unsigned = structuredClone(payload);
    delete unsigned.challenge.signature;

    for (const tampered of [longerExpiry, otherSignature, wrongKey, unsigned]) {
      await expect(humanCheck.verify(encode(tampered))).resolves.toBe(false);
    }
    // The untouched payload is still good: the failed attempts did not burn it.
    await expect(humanCheck.verify(token)).resolves.toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const token = await solve(await check({ hmacKey: 'someone-else' }).createChallenge());

    await expect(check().verify(token)).resolves.toBe(false);
  });

  it('refuses an expired challenge (real expiry in the past)', async () => {
    const anHourAgo = () => new Date(Date.now() - 3_600_000);
    const token = await solve(await check({ now: anHourAgo, expiresInSeconds: 60 }).createChallenge());

    await expect(check().verify(token)).resolves.toBe(false);
  });

  it('refuses a challenge solved in time but submitted after it expired (injected clock)', async () => {
    let now = new Date('2030-01-01T12:00:00Z');
    const humanCheck = check({ now: () => now, expiresInSeconds: 600 });
    const token = await solve(await humanCheck.createChallenge());

    now = new Date('2030-01-01T12:10:01Z');

    await expect(humanCheck.verify(token)).resolves.toBe(false);
  });

  it('answers false without throwing for garbage, empty and missing tokens', async () => {
    const humanCheck = check();
    const inputs: Array<string | null | undefined> = [
      undefined,
      null,
      '',
      'not base64 at all %%%',
      Buffer.from('not json').toString('base64'),
      encode(null),
      encode([]),
      encode({}),
      encode({ challenge: null, solution: null, test: true }),
      encode({ challenge: { parameters: {}, signature: 'x' }, solution: {} }),
      encode({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'zz', salt: 1 }, signature: 'x' }, solution: { counter: 1, derivedKey: 'ab' } }),
      'A'.repeat(100_000),
    ];

    for (const input of inputs) {
      await expect(humanCheck.verify(input)).resolves.toBe(false);
    }
  });

  it('refuses to run without a key', () => {
    expect(() => new AltchaHumanCheck({ hmacKey: '' })).toThrow(/hmacKey/);
  });
});
