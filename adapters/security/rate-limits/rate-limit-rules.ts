import type { RateLimitName, RateLimitRule, RateLimitRules } from '../../../application/ports/rate-limits.js';

interface RateLimitSetting extends RateLimitRule {
  /** The environment variables that change it: `<env>` (points, 0 = no limit) and `<env>_SECONDS` (window). */
  env: string;
  /** What the client is told when over the limit; `wait` reads like "5 minutes". */
  message: (wait: string) => string;
}

/** Every abuse limit, its default and its variables, in one place (README "Configuration" lists them). */
export const RATE_LIMIT_SETTINGS: Record<RateLimitName, RateLimitSetting> = {
  loginPerIp: {
    env: 'LOGIN_LIMIT_PER_IP',
    points: 25,
    seconds: 5 * 60,
    message: (wait) => `Too many failed login attempts. Please wait ${wait} and try again, or reset your password.`,
  },
  loginPerAccount: {
    env: 'LOGIN_LIMIT_PER_ACCOUNT',
    points: 25,
    seconds: 60 * 60,
    message: (wait) => `Too many failed login attempts. Please wait ${wait} and try again, or reset your password.`,
  },
  passwordResetPerEmail: {
    env: 'PASSWORD_RESET_LIMIT_PER_EMAIL',
    points: 5,
    seconds: 30 * 60,
    message: (wait) => `Several reset links were sent to this address already. Please check your mail, or wait ${wait} and try again.`,
  },
  signUpPerIp: {
    env: 'SIGNUP_LIMIT_PER_IP',
    points: 5,
    seconds: 30 * 60,
    message: (wait) => `Several accounts were created from your network already. Please wait ${wait} and try again.`,
  },
  requestsPerIp: {
    env: 'REQUEST_LIMIT_PER_IP',
    points: 200,
    seconds: 60,
    message: (wait) => `Too many requests from your network. Please wait ${wait} and try again.`,
  },
  uploadsPerUser: {
    env: 'UPLOAD_LIMIT_PER_USER',
    points: 30,
    seconds: 30 * 60,
    message: (wait) => `You have uploaded many files in a short time. Please wait ${wait} and try again.`,
  },
  contactPerIp: {
    env: 'CONTACT_LIMIT_PER_IP',
    points: 10,
    seconds: 60 * 60,
    message: () => 'You have sent several messages already. Please try again later.',
  },
  questionsPerUser: {
    env: 'QUESTION_LIMIT_PER_USER',
    points: 20,
    seconds: 60 * 60,
    message: (wait) => `You have asked many questions in a short time. Please wait ${wait} and try again.`,
  },
  // Issue 16: what users write to each other and to staff.
  messagesPerUser: {
    env: 'MESSAGE_LIMIT_PER_USER',
    points: 60,
    seconds: 60 * 60,
    message: (wait) => `You have sent many messages in a short time. Please wait ${wait} and try again.`,
  },
  reportsPerUser: {
    env: 'REPORT_LIMIT_PER_USER',
    points: 20,
    seconds: 24 * 60 * 60,
    message: (wait) => `You have sent many reports in a short time. Please wait ${wait} and try again.`,
  },
  // Issue 40: each match tries a zip under the account's name; a few a day are plenty for one pilot.
  faaMatchesPerUser: {
    env: 'FAA_MATCH_LIMIT_PER_USER',
    points: 20,
    seconds: 24 * 60 * 60,
    message: (wait) => `You have checked your record against the FAA file many times today. Please wait ${wait} and try again.`,
  },
  // Issue 41: a first flyer costs about 0.4 s of CPU to draw; an owner prints a few, a visitor one or two.
  flyersPerIp: {
    env: 'FLYER_LIMIT_PER_IP',
    points: 30,
    seconds: 10 * 60,
    message: (wait) => `Many flyers were printed from your address in a short time. Please wait ${wait} and try again.`,
  },
};

/** The rules with the environment's overrides; `readInt` reads a whole number or answers the fallback. */
export function rateLimitRulesFrom(readInt: (name: string, fallback: number) => number): RateLimitRules {
  const rules = {} as RateLimitRules;
  for (const [name, setting] of Object.entries(RATE_LIMIT_SETTINGS) as [RateLimitName, RateLimitSetting][]) {
    const seconds = readInt(`${setting.env}_SECONDS`, setting.seconds);
    if (seconds < 1) throw new Error(`${setting.env}_SECONDS must be 1 or more`);
    rules[name] = { points: readInt(setting.env, setting.points), seconds };
  }
  return rules;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = rateLimitRulesFrom((_name, fallback) => fallback);

/** "45 seconds", "5 minutes": the wait in words, rounded up. */
export const formatWait = (s: number) => (s >= 120 ? `${Math.ceil(s / 60)} minutes` : `${s} second${s === 1 ? '' : 's'}`);
