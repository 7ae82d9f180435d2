/**
 * Tells a person from a bot at sign-up. Adapters: AltchaHumanCheck (self-hosted proof of work, the
 * default), RecaptchaHumanCheck (Google reCAPTCHA when RECAPTCHA_SECRET is set), and a disabled one
 * (HUMAN_CHECK=off, automated tests only).
 */
export interface HumanCheck {
  readonly kind: 'altcha' | 'recaptcha' | 'off';
  /** True when the token the browser widget produced proves a human (and has not been used before). */
  verify(token: string | undefined | null, remoteIp?: string): Promise<boolean>;
}
