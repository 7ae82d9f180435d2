import type { HumanCheck } from '../../application/ports/human-check.js';
import { DomainError } from '../../domain/errors.js';

export interface RecaptchaHumanCheckOptions {
  /** RECAPTCHA_SECRET, the server-side key of the site. */
  secret: string;
  verifyUrl?: string;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How long to wait for Google before calling the check unavailable. Default 10 000 ms. */
  timeoutMs?: number;
}

const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google reCAPTCHA (v2 checkbox or invisible): the widget's token is checked with Google's siteverify
 * API. Google answers "no" with success: false; when Google cannot be asked at all, that is an outage,
 * reported as 'unavailable' rather than blamed on the person.
 */
export class RecaptchaHumanCheck implements HumanCheck {
  readonly kind = 'recaptcha' as const;
  private readonly verifyUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: RecaptchaHumanCheckOptions) {
    if (!options.secret) throw new Error('RecaptchaHumanCheck needs a secret');
    this.verifyUrl = options.verifyUrl ?? GOOGLE_VERIFY_URL;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async verify(token: string | undefined | null, remoteIp?: string): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0) return false;
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);

    let response: Response;
    let body: unknown;
    try {
      response = await this.fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      body = await response.json();
    } catch (cause) {
      throw unavailable(cause);
    }
    if (typeof body !== 'object' || body === null || !('success' in body)) {
      throw unavailable(new Error('siteverify answered without a success field'));
    }
    const errorCodes = 'error-codes' in body && Array.isArray(body['error-codes']) ? body['error-codes'] : [];
    const secretProblem = errorCodes.find((code) => code === 'invalid-input-secret' || code === 'missing-input-secret');
    // A wrong secret would refuse every person forever: a server fault for the log, not a failed check.
    if (secretProblem) throw new Error(`reCAPTCHA refused the configured secret (${secretProblem})`);
    return body.success === true;
  }
}

function unavailable(cause: unknown): DomainError {
  const error = new DomainError('unavailable', 'The human check could not be reached. Please try again.');
  // Kept for the server log; the client only ever sees the message above.
  error.cause = cause;
  return error;
}
