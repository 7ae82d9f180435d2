import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '../../domain/payment/payment.js';
import type { PriceIds } from '../../domain/subscription/plans.js';
import type { RateLimitRules } from '../../application/ports/rate-limits.js';
import { rateLimitRulesFrom } from '../security/rate-limits/rate-limit-rules.js';
import { DEFAULT_UPLOAD_MEMORY_MB } from '../http/upload-memory.js';
import type { S3Location } from '../media/s3-location.js';

/** Every setting comes from the environment (README "Configuration" lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * DATABASE_DIRECT_URL: the database itself, never a pooler, for what needs a session of its own (migrations,
   * the schema lock, backups and restores, the import scripts); DATABASE_URL unless set. With PgBouncer in
   * transaction mode, DATABASE_URL names the pooler and this the primary (docs/operations.md).
   */
  databaseDirectUrl: string | null;
  /**
   * Whether the hot searches may be named prepared statements (DATABASE_PREPARED_STATEMENTS): a statement
   * prepared on one server connection is unknown on the next one a transaction-mode pooler hands out. Off by
   * default when DATABASE_DIRECT_URL names another server than DATABASE_URL (a pooler), on otherwise.
   */
  preparedStatements: boolean;
  /** The longest one database statement of a request or the alert worker may take; null = no limit. */
  dbQueryTimeoutMs: number | null;
  /** Streaming replicas that serve public reads (issue 43, docs/operations.md "Read replicas"); none = the primary serves all. */
  replicas: ReplicaConfig;
  publicUrl: string;
  /** PUBLIC_URL was set: it is the address of every mail link (otherwise see adapters/http/site-address.ts). */
  publicUrlFromEnv: boolean;
  trustProxy: boolean;
  dev: boolean;
  admin: { username: string; password: string; email: string; passwordFromEnv: boolean };
  demoData: boolean;
  humanCheck: 'altcha' | 'recaptcha' | 'off';
  altchaHmacKey: string;
  /** Signs the one-click unsubscribe links of alert emails; every app and worker process needs the same. */
  alertTokenKey: string;
  /** Run the alert worker inside `npm start` (ALERT_WORKER=off when it runs as its own process, `npm run worker`). */
  alertWorker: boolean;
  recaptcha: { secret: string; siteKey: string | null } | null;
  smtp: { url: string; from: string } | null;
  google: { clientId: string; clientSecret: string } | null;
  facebook: { clientId: string; clientSecret: string } | null;
  /** The abuse limits (adapters/security/rate-limits/rate-limit-rules.ts has their variables and defaults). */
  rateLimits: RateLimitRules;
  /** Redis shared by every app process (rate limits); none = counted in process. */
  redisUrl: string | null;
  /** A session ends after this long without a request, and this long after login whatever happens. */
  sessions: { idleMinutes: number; maxDays: number };
  /** argon2id's cost for new password hashes (a stored hash carries its own cost when verified). */
  passwordHashing: { memoryKiB: number; passes: number };
  /** Megabytes of upload bodies one app process holds in memory at once; more uploads wait their turn, then 503. */
  uploadMemoryMb: number;
  /** A raster XYZ tile URL template for the maps, e.g. https://tile.example/{z}/{x}/{y}.png; none = offline US map. */
  mapTileUrl: string | null;
  /** A WordPress site whose posts make the blog (its REST API); none = posts written in the back office. */
  wordpressUrl: string | null;
  /** MEDIA_STORE=s3: the bucket every app process keeps uploaded media in; null = files under DATA_DIR/media. */
  s3Media: S3Location | null;
  stripe: { secretKey: string; publishableKey: string | null; webhookSecret: string | null; priceIds: PriceIds } | null;
  /** PLATFORM_FEE_PERCENT: the platform's share of each rental's bill, a whole percent from 0 to 50 (issue 37). */
  platformFeePercent: number;
}

export const DEFAULT_ADMIN_PASSWORD = 'wingshare-admin';
/** The highest PLATFORM_FEE_PERCENT the site starts with. */
export const MAX_PLATFORM_FEE_PERCENT = 50;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intSetting(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const humanCheckSetting = (env.HUMAN_CHECK || '').toLowerCase();
  if (humanCheckSetting && !['off', 'altcha', 'recaptcha', 'on'].includes(humanCheckSetting)) {
    throw new Error(`HUMAN_CHECK must be off, altcha or recaptcha (got "${env.HUMAN_CHECK}")`);
  }
  const recaptcha = env.RECAPTCHA_SECRET ? { secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY || null } : null;
  const humanCheck = humanCheckSetting === 'off' ? 'off' : recaptcha ? 'recaptcha' : 'altcha';
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseDirectUrl: databaseDirectUrl(env),
    preparedStatements: onOff(env, 'DATABASE_PREPARED_STATEMENTS', !env.DATABASE_DIRECT_URL || env.DATABASE_DIRECT_URL === env.DATABASE_URL),
    dbQueryTimeoutMs: dbQueryTimeoutMs(env),
    replicas: replicaConfig(env),
    publicUrl,
    publicUrlFromEnv: !!env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    dev: env.WINGSHARE_DEV === '1',
    admin: {
      username: env.ADMIN_USERNAME || 'admin',
      password: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
      email: env.ADMIN_EMAIL || 'admin@wingshare.local',
      passwordFromEnv: !!env.ADMIN_PASSWORD,
    },
    demoData: env.DEMO_DATA !== 'off',
    humanCheck,
    altchaHmacKey: env.ALTCHA_HMAC_KEY || persistentSecret(dataDir, 'altchaHmacKey'),
    alertTokenKey: env.ALERT_TOKEN_KEY || persistentSecret(dataDir, 'alertTokenKey'),
    alertWorker: onOff(env, 'ALERT_WORKER', true),
    recaptcha,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Wingshare <no-reply@wingshare.local>' } : null,
    google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    facebook: pair(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET),
    mapTileUrl: env.MAP_TILE_URL || null,
    wordpressUrl: wordpressUrl(env.WORDPRESS_URL),
    s3Media: s3Media(env),
    stripe: stripeSettings(env),
    platformFeePercent: platformFeePercent(env),
    rateLimits: rateLimitRulesFrom((name, fallback) => intSetting(env, name, fallback)),
    redisUrl: redisUrl(env.REDIS_URL),
    sessions: {
      idleMinutes: positiveSetting(env, 'SESSION_IDLE_MINUTES', 24 * 60),
      maxDays: positiveSetting(env, 'SESSION_MAX_DAYS', 30),
    },
    uploadMemoryMb: positiveSetting(env, 'UPLOAD_MEMORY_MB', DEFAULT_UPLOAD_MEMORY_MB),
    passwordHashing: passwordHashing(env),
  };
}

function stripeSettings(env: NodeJS.ProcessEnv): Config['stripe'] {
  if (!env.STRIPE_SECRET_KEY) return null;
  const listing = env.STRIPE_LISTING_PRICE_ID;
  const professional = env.STRIPE_PROFESSIONAL_PRICE_ID;
  if (!listing || !professional) {
    throw new Error('With STRIPE_SECRET_KEY set, STRIPE_LISTING_PRICE_ID and STRIPE_PROFESSIONAL_PRICE_ID must name the two $12 monthly prices');
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    priceIds: { listing, professional },
  };
}

/** PLATFORM_FEE_PERCENT: 10 by default; a whole number from 0 to 50 (a fee over half the bill is a typo, not a price). */
function platformFeePercent(env: NodeJS.ProcessEnv): number {
  const raw = (env.PLATFORM_FEE_PERCENT ?? '').trim();
  if (raw === '') return DEFAULT_PLATFORM_FEE_PERCENT;
  const n = Number(raw);
  if (!/^\d{1,2}$/.test(raw) || !Number.isInteger(n) || n > MAX_PLATFORM_FEE_PERCENT) {
    throw new Error(`PLATFORM_FEE_PERCENT must be a whole number from 0 to ${MAX_PLATFORM_FEE_PERCENT}, the platform's percent of each rental's bill (got "${env.PLATFORM_FEE_PERCENT}")`);
  }
  return n;
}

function wordpressUrl(raw?: string): string | null {
  if (!raw) return null;
  if (!/^https?:\/\/[^\s/]+/i.test(raw)) throw new Error(`WORDPRESS_URL must be the http(s) address of a WordPress site (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

/** MEDIA_STORE=local (the default: DATA_DIR/media) or s3, with the bucket's S3_* settings. */
function s3Media(env: NodeJS.ProcessEnv): S3Location | null {
  const store = (env.MEDIA_STORE || '').toLowerCase();
  if (store && store !== 'local' && store !== 's3') throw new Error(`MEDIA_STORE must be local or s3 (got "${env.MEDIA_STORE}")`);
  if (store !== 's3') {
    // Media silently kept on each machine's disk while a bucket was meant: a photo would 404 on the other machines.
    if (!store && env.S3_BUCKET) throw new Error('S3_BUCKET is set but MEDIA_STORE is not: set MEDIA_STORE=s3 to keep media in the bucket, or MEDIA_STORE=local');
    return null;
  }
  const bucket = env.S3_BUCKET || '';
  if (!bucket) throw new Error('With MEDIA_STORE=s3, S3_BUCKET must name the bucket media are kept in');
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name: letters, digits, dots and hyphens (got "${bucket}")`);
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/i.test(region)) throw new Error(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || '';
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's default credentials");
  }
  return {
    bucket,
    region,
    endpoint: s3Endpoint(env.S3_ENDPOINT),
    forcePathStyle: trueFalse(env, 'S3_FORCE_PATH_STYLE', false),
    prefix: s3Prefix(env.S3_PREFIX),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}

function s3Endpoint(raw?: string): string | null {
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`S3_ENDPOINT must be the http(s) address of an S3-compatible service, without credentials (got "${raw.replace(/\/\/[^@/]*@/, '//***@')}")`);
  }
  return raw.replace(/\/+$/, '');
}

/** S3_PREFIX: '' or segments ending in '/' ('media' and '/media/' become 'media/'). */
function s3Prefix(raw?: string): string {
  const trimmed = (raw || '').replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  const segments = trimmed.split('/');
  if (segments.some((s) => !/^[A-Za-z0-9!_.*'()-]+$/.test(s) || s === '.' || s === '..')) {
    throw new Error(`S3_PREFIX must be a key prefix such as media/: letters, digits and !_.*'()- between slashes (got "${raw}")`);
  }
  return `${trimmed}/`;
}

function trueFalse(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] || '').toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false (got "${env[name]}")`);
}

function redisUrl(raw?: string): string | null {
  if (!raw) return null;
  if (!/^rediss?:\/\/\S+$/i.test(raw)) throw new Error(`REDIS_URL must be a redis:// or rediss:// address (got "${raw.replace(/\/\/[^@/]*@/, '//***@')}")`);
  return raw;
}

/** DATABASE_DIRECT_URL goes with a DATABASE_URL (the pooler); without both, the embedded server is used for everything. */
function databaseDirectUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.DATABASE_DIRECT_URL) return env.DATABASE_URL || null;
  if (!env.DATABASE_URL) throw new Error('DATABASE_DIRECT_URL is set but DATABASE_URL is not: DATABASE_URL is the address the requests use (the pooler), DATABASE_DIRECT_URL the database itself');
  if (!/^postgres(ql)?:\/\/\S+$/i.test(env.DATABASE_DIRECT_URL)) {
    throw new Error(`DATABASE_DIRECT_URL must be a postgres:// address (got "${env.DATABASE_DIRECT_URL.replace(/\/\/[^@/]*@/, '//***@')}")`);
  }
  return env.DATABASE_DIRECT_URL;
}

export interface ReplicaConfig {
  /** DATABASE_REPLICA_URLS, comma-separated. */
  urls: string[];
  /** REPLICA_MAX_LAG_MS (2000): a replica possibly further behind is left out until it catches up. */
  maxLagMs: number;
  /** REPLICA_CHECK_MS (1000): how often each replica's lag is checked. */
  checkMs: number;
  /** REPLICA_STICKY_SECONDS (5): how long a writer's public reads wait for his write on a replica; more than the lag limit. */
  stickySeconds: number;
}

function replicaConfig(env: NodeJS.ProcessEnv): ReplicaConfig {
  const urls = (env.DATABASE_REPLICA_URLS || '').split(',').map((u) => u.trim()).filter(Boolean);
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\/\S+$/i.test(url)) throw new Error(`DATABASE_REPLICA_URLS must be postgres:// addresses, comma-separated (got "${url.replace(/\/\/[^@/]*@/, '//***@')}")`);
  }
  const maxLagMs = positiveSetting(env, 'REPLICA_MAX_LAG_MS', 2_000);
  const checkMs = positiveSetting(env, 'REPLICA_CHECK_MS', 1_000);
  const stickySeconds = positiveSetting(env, 'REPLICA_STICKY_SECONDS', 5);
  // Past the sticky window a writer may read any serving replica: one found at most maxLagMs behind by a check
  // at most a check's interval and time limit (REPLICA_CHECK_MS, at least 1 s) old must have replayed his write.
  const needed = maxLagMs + checkMs + Math.max(1_000, checkMs);
  if (stickySeconds * 1000 < needed) {
    throw new Error(`REPLICA_STICKY_SECONDS (${stickySeconds}) must be at least REPLICA_MAX_LAG_MS + 2 checks (${needed} ms): a writer could read a replica that has not replayed his write yet`);
  }
  return { urls, maxLagMs, checkMs, stickySeconds };
}

/** DB_QUERY_TIMEOUT_SECONDS: 15 by default, 0 = no limit, at most a day. */
function dbQueryTimeoutMs(env: NodeJS.ProcessEnv): number | null {
  const seconds = intSetting(env, 'DB_QUERY_TIMEOUT_SECONDS', 15);
  if (seconds > 86_400) throw new Error(`DB_QUERY_TIMEOUT_SECONDS must be at most 86400, a day (got "${env.DB_QUERY_TIMEOUT_SECONDS}")`);
  return seconds ? seconds * 1000 : null;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] || '').toLowerCase();
  if (!raw) return fallback;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new Error(`${name} must be on or off (got "${env[name]}")`);
}

const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : null);

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got "${raw}")`);
  return n;
}

/**
 * argon2id at 64 MiB and 3 passes (the library's defaults, OWASP's recommendation) unless told otherwise.
 * Lower costs are for automated tests, where hundreds of sign-ups and logins would otherwise spend minutes
 * of CPU on hashing: the site warns at start when they are lowered.
 */
function passwordHashing(env: NodeJS.ProcessEnv): Config['passwordHashing'] {
  const memoryKiB = positiveSetting(env, 'PASSWORD_HASH_MEMORY_KIB', 65_536);
  if (memoryKiB < 1024) throw new Error(`PASSWORD_HASH_MEMORY_KIB must be 1024 or more (got "${env.PASSWORD_HASH_MEMORY_KIB}")`);
  return { memoryKiB, passes: positiveSetting(env, 'PASSWORD_HASH_PASSES', 3) };
}

function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const n = intSetting(env, name, fallback);
  if (n < 1) throw new Error(`${name} must be 1 or more (got "${env[name]}")`);
  return n;
}

/** A secret generated once and kept in DATA_DIR, so it survives restarts without configuration. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('hex');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
