import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { HumanCheck } from '../../application/ports/human-check.js';

export interface AltchaHumanCheckOptions {
  /** Secret that signs the challenges (ALTCHA_HMAC_KEY). */
  hmacKey: string;
  /** Upper bound of the counter the browser searches for: the work asked of it. Default 10 000. */
  maxNumber?: number;
  /** PBKDF2 iterations per attempt. Default 1 000. */
  cost?: number;
  /** How long a challenge, and so its solution, stays valid. Default 600. */
  expiresInSeconds?: number;
  /** Injected clock for tests. */
  now?: () => Date;
  /** Where accepted answers are remembered; default: this process's memory (one process only). */
  usedAnswers?: UsedAnswers;
}

/** The answers already accepted: claim answers true the first time a signature is claimed, false after. */
export interface UsedAnswers {
  claim(signature: string, expiresAt: Date): Promise<boolean>;
}

/** Accepted answers in this process's memory, forgotten when their challenge expires. */
export class InMemoryUsedAnswers implements UsedAnswers {
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async claim(signature: string, expiresAt: Date): Promise<boolean> {
    const nowMs = this.now().getTime();
    for (const [s, until] of this.used) if (until <= nowMs) this.used.delete(s);
    if (this.used.has(signature)) return false;
    this.used.set(signature, expiresAt.getTime());
    return true;
  }
}

/** PBKDF2 with SHA-256 is the altcha widget's default and ships inside it, so no extra worker is served. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** A widget payload is a few hundred bytes; anything much larger is not one. */
const MAX_TOKEN_LENGTH = 8_192;

/**
 * Self-hosted proof of work (ALTCHA, protocol v2 of altcha-lib): the browser widget fetches a signed
 * challenge, finds the counter and posts the base64 payload with the form. A payload passes once.
 */
export class AltchaHumanCheck implements HumanCheck {
  readonly kind = 'altcha' as const;
  private readonly maxNumber: number;
  private readonly cost: number;
  private readonly expiresInSeconds: number;
  private readonly now: () => Date;
  private readonly usedAnswers: UsedAnswers;
  /** Signs the derived key, so verifying costs one HMAC instead of re-running the proof of work. */
  private readonly keySignatureSecret: string;

  constructor(private readonly options: AltchaHumanCheckOptions) {
    if (!options.hmacKey) throw new Error('AltchaHumanCheck needs an hmacKey');
    this.maxNumber = options.maxNumber ?? 10_000;
    this.cost = options.cost ?? 1_000;
    this.expiresInSeconds = options.expiresInSeconds ?? 600;
    this.now = options.now ?? (() => new Date());
    this.usedAnswers = options.usedAnswers ?? new InMemoryUsedAnswers(this.now);
    this.keySignatureSecret = createHmac('sha256', options.hmacKey).update('altcha-key-signature').digest('hex');
  }

  /** The JSON the altcha widget fetches from its `challenge` URL. */
  async createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost,
      counter: randomInt(this.maxNumber, 0),
      deriveKey,
      expiresAt: Math.floor(this.now().getTime() / 1000) + this.expiresInSeconds,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  async verify(token: string | undefined | null, _remoteIp?: string): Promise<boolean> {
    const payload = parsePayload(token);
    if (!payload) return false;
    const { challenge, solution } = payload;
    const signature = challenge.signature as string;
    const expiresAtMs = (challenge.parameters.expiresAt as number) * 1000;
    if (expiresAtMs <= this.now().getTime()) return false;

    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (!result.verified) return false;
    // The claim is atomic in every store: of two submissions of one payload, one passes.
    return this.usedAnswers.claim(signature, new Date(expiresAtMs));
  }
}

/** Decodes the widget's base64 JSON; null for anything that is not a well-formed, signed, expiring payload. */
function parsePayload(token: string | undefined | null): Payload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    // Not base64 JSON: a failed check, not a server error.
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return null;
  const { challenge, solution } = decoded;
  if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  const parameters = challenge.parameters;
  if (
    parameters.algorithm !== ALGORITHM ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.salt !== 'string' ||
    typeof parameters.keyPrefix !== 'string' ||
    !Number.isInteger(parameters.cost) ||
    !Number.isInteger(parameters.keyLength) ||
    typeof parameters.expiresAt !== 'number' ||
    !Number.isFinite(parameters.expiresAt)
  ) {
    return null;
  }
  if (typeof solution.derivedKey !== 'string' || typeof solution.counter !== 'number') return null;
  return decoded as unknown as Payload;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
