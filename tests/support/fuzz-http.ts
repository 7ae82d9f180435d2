import fc from 'fast-check';
import { appendFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import type { Agent, AccessWorld } from '../http/route-access-world.js';
import { FUZZ_SEED, fuzzParameters } from './fuzz-seed.js';
import type { FuzzTarget } from './fuzz-targets.js';

/** One hostile request, as text, so a failure report shows exactly what was sent. */
export interface FuzzRequest {
  method: string;
  /** Path and query string, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** A stack frame ("    at fn (/path/file.ts:1:2)") or a source path: what a masked error must never show. */
const LEAKS = [/\n\s+at \S/, /\(\/[^()\s]+:\d+:\d+\)/, /file:\/\/\//, /\/(?:work|home|tmp|usr)\/\S+\.(?:ts|js)\b/, /node_modules\//];

export async function send(client: Agent, req: FuzzRequest): Promise<Response> {
  const method = req.method.toLowerCase() as 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
  let call = client[method](req.url).timeout(20_000);
  for (const [name, value] of Object.entries(req.headers)) call = call.set(name, value);
  // serialize: sent as is (superagent would write a Buffer out as JSON under a JSON content type).
  if (req.body !== undefined) call = call.serialize((body: unknown) => body as string).send(req.body as never);
  return call.ok(() => true);
}

export const shown = (req: FuzzRequest, res: Response) => {
  const body = typeof req.body === 'string' ? req.body : req.body ? `<${req.body.length} bytes>` : '';
  return `${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.headers).slice(0, 300)} ${body.slice(0, 300)} -> ${res.status} ${(res.text ?? '').slice(0, 400)}`;
};

/** The answer's own checks: no 5xx, nothing of the server's insides, API errors in their stable shape. */
export function checkAnswer(req: FuzzRequest, res: Response): void {
  expect(res.status, shown(req, res)).toBeLessThan(500);
  const text = typeof res.text === 'string' ? res.text : '';
  const sent = `${req.url} ${JSON.stringify(req.headers)} ${typeof req.body === 'string' ? req.body : (req.body?.toString('latin1') ?? '')}`;
  for (const leak of LEAKS) {
    const found = leak.exec(text)?.[0];
    // A success may echo what was sent (a bio, a title): only text the request did not carry counts.
    if (found && !sent.includes(found.trim())) expect.fail(`the answer shows ${JSON.stringify(found)}: ${shown(req, res)}`);
  }
  const api = req.url.startsWith('/api/') && !req.url.startsWith('/api/alerts/unsubscribe');
  // 431 and 400 without a body come from Node's HTTP parser, before the app.
  if (api && res.status >= 400 && res.status !== 431 && text !== '' && req.method !== 'HEAD') {
    expect(res.type, shown(req, res)).toBe('application/json');
    expect(typeof res.body.error === 'string' && typeof res.body.message === 'string', shown(req, res)).toBe(true);
  }
  // A body key like __proto__ must never reach Object.prototype (the tests run in the server's process).
  const polluted: string[] = [];
  for (const key in {}) polluted.push(key);
  expect(polluted, `Object.prototype was polluted by ${shown(req, res)}`).toEqual([]);
}

/** What the fuzzed routes may store or change, as one comparable text: row counts and checksums, media files. */
export async function snapshot(w: AccessWorld): Promise<string> {
  const checksum = (table: string, columns = `${table}.*`) => `(select md5(coalesce(string_agg(row(${columns})::text, '|' order by id), '')) from ${table})`;
  const rows = await w.sql<Record<string, string>>(`select
    ${checksum('users', 'id, username, email, firstname, lastname, password_hash, avatar_url, airport_id, is_discoverable, bio, credentials, total_hours, is_instructor, is_admin')} as users,
    ${checksum('shares')} as shares, ${checksum('aircraft')} as aircraft, ${checksum('instructors')} as instructors,
    ${checksum('blog_posts')} as blog_posts, ${checksum('promotion_codes')} as promotion_codes, ${checksum('subscriptions')} as subscriptions,
    ${checksum('contact_messages')} as contact_messages,
    (select md5(coalesce(string_agg(row(user_id, record)::text, '|' order by user_id), '')) from pilot_records) as pilot_records,
    (select count(*) from share_media) as share_media, (select count(*) from share_favorites) as share_favorites,
    (select count(*) from instructor_favorites) as instructor_favorites, (select count(*) from user_favorite_airports) as followed_airports,
    (select count(*) from sessions) as sessions, (select count(*) from password_resets) as password_resets,
    (select md5(coalesce(string_agg(row(token_hash, used_at)::text, '|' order by token_hash), '')) from email_changes) as email_changes,
    (select count(*) from outbox) as outbox, (select count(*) from admin_audit_log) as audit_log,
    (select count(*) from alert_outbox) as alert_outbox, (select count(*) from sandbox_payment_methods) as payment_methods,
    (select md5(string_agg(row(id, facility, city, state)::text, '|' order by id)) from airports where id = ${Number(w.ids.airport)}) as airport`);
  return JSON.stringify({ ...rows[0], media: mediaFiles(path.join(w.t.config.dataDir, 'media')) });
}

function mediaFiles(dir: string): number {
  let n = 0;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true })) n += entry.isDirectory() ? mediaFiles(path.join(dir, entry.name)) : 1;
  } catch {
    return 0; // no media folder yet
  }
  return n;
}

const selfClients = new WeakMap<object, Agent>();

/** The target's caller: the role's client, or a throwaway subscriber of its own. */
export async function callerOf(w: AccessWorld, target: Pick<FuzzTarget, 'role' | 'selfProfile'>): Promise<Agent> {
  if (target.role !== 'self') return w.as(target.role);
  if (!selfClients.has(target)) selfClients.set(target, await w.fresh('owner', { profile: target.selfProfile }));
  return selfClients.get(target)!;
}

/**
 * Sends `runs` requests drawn from `requests` to the target and checks each answer; a refused write
 * (4xx to anything but GET and HEAD) must leave the database and the media folder as they were.
 */
export async function fuzzRoute(w: AccessWorld, target: FuzzTarget, requests: fc.Arbitrary<FuzzRequest>, runs: number): Promise<void> {
  const client = await callerOf(w, target);
  const writes = target.row.method !== 'GET' && target.row.method !== 'HEAD';
  // The state after a refused write is the state before the next one: one snapshot per request, not two.
  let known: string | null = null;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requests, async (req) => {
      const before = writes ? (known ?? (await snapshot(w))) : null;
      known = null;
      const res = await send(client, req);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      checkAnswer(req, res);
      if (before !== null && res.status >= 400) {
        const after = await snapshot(w);
        expect(after, `a refused request changed stored data: ${shown(req, res)}`).toBe(before);
        known = after;
      }
    }),
    fuzzParameters(runs),
  );
  // FUZZ_STATS=1 shows how the answers spread (are the requests getting past validation at all?).
  const spread = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  if (process.env.FUZZ_STATS) console.info(`${target.row.method} ${target.row.path}`, spread);
  // FUZZ_REPORT=<file>: one JSON line per route fuzzed (npm run bench:fuzz gathers them into bench/results).
  if (process.env.FUZZ_REPORT) {
    appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ route: `${target.row.method} ${target.row.path}`, role: target.role, seed: FUZZ_SEED, statuses: spread })}\n`);
  }
}
