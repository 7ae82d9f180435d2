import pg from 'pg';
import { spawnTs, type ChildHandle } from './app-process.js';
import { listingRequest, type Accounts } from './dataset.js';
import { sleep } from './proc.js';

interface Check {
  passed: boolean;
  detail: string;
}

export interface Kill {
  how: string;
  pid: number;
  /** Alerts the killed worker had claimed and not marked (they come back when the lease ends). */
  inFlight: number;
  /** Of those, alerts whose mail was already written: the crash between sending and marking. */
  mailedNotMarked: number;
  atMailed: number;
}

/**
 * Alert workers killed with SIGKILL in the middle of a batch. `alerts` followers of an airport are written
 * to the database; a listing there queues one alert each (in the listing's transaction); four worker
 * processes (`npm run worker`, four by default) share them. One worker is killed exactly between writing a mail and marking
 * its alert sent (its claimed rows are held by a row lock here, so its mark waits, then it dies), another
 * at an arbitrary moment while it holds a claimed batch. Their leases (5 minutes) are then fast-forwarded,
 * as if the time had passed, and the survivors finish. Every follower must have exactly one mail.
 */
export async function alertWorkerScenario(
  o: { url: string; sql: pg.Client; base: string; accounts: Accounts; alerts: number; workers: number; dataDir: string; log: (line: string) => void },
  /** Runs the part with the kills (not the workers' start-up, which is not what is measured) under the steady load. */
  underLoad: <T>(during: () => Promise<T>) => Promise<T>,
) {
  const { sql, log } = o;
  if (o.workers < 3) throw new Error('the worker scenario needs at least 3 workers: two are killed, one finishes');
  const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await sql.query<T>(text, params)).rows;
  const sdf = (await q<{ id: number }>(`select id from airports where location_id = 'SDF'`))[0]!.id;
  await q(
    `with u as (insert into users (username, email, firstname)
                select 'follower_' || g, 'follower_' || g || '@bench.wingshare.test', 'Follower ' || g from generate_series(1, $1::int) g
                returning id)
     insert into user_favorite_airports (user_id, airport_id) select id, $2 from u`,
    [o.alerts, sdf],
  );
  const listing = listingRequest(o.accounts.png, sdf, 'NALERT', 'A plane just listed at SDF');
  const res = await fetch(`${o.base}/api/share`, { method: 'POST', body: listing.body, headers: { ...listing.headers, authorization: `Bearer ${o.accounts.owner.token}` } });
  if (res.status !== 201) throw new Error(`listing at SDF answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const shareId = ((await res.json()) as { id: number }).id;
  // Not due until every worker is up, so the kills happen while all of them work.
  const [{ n: queued }] = await q<{ n: number }>(`with d as (update alert_outbox set next_attempt_at = now() + interval '1 hour' where share_id = $1 returning 1) select count(*)::int as n from d`, [shareId]);
  log(`worker: ${queued} alerts queued with listing ${shareId}; starting ${o.workers} alert workers`);

  const env = { DATABASE_URL: o.url, DATA_DIR: o.dataDir, ALERT_TOKEN_KEY: 'bench-alerts', ALTCHA_HMAC_KEY: 'bench', PUBLIC_URL: 'http://wingshare.bench' };
  const workers: ChildHandle[] = Array.from({ length: o.workers }, () => spawnTs('adapters/worker-main.ts', env));
  const byWorker = (w: ChildHandle) => `%:${w.pid}:%`;
  const mailedKey = `o.idempotency_key = a.kind || '-' || a.user_id || '-' || a.share_id || '-' || a.delivery_key`;
  const mailed = async () =>
    (await q<{ n: number }>(`select count(*)::int as n from outbox o join alert_outbox a on ${mailedKey} where a.share_id = $1`, [shareId]))[0]!.n;
  const claimed = async (w: ChildHandle) =>
    q<{ id: string; mailed: boolean }>(
      `select a.id, exists (select 1 from outbox o where ${mailedKey}) as mailed from alert_outbox a
        where a.share_id = $1 and a.status = 'pending' and a.claimed_by like $2 and a.locked_until > now()`,
      [shareId, byWorker(w)],
    );
  const waitFor = async (what: string, test: () => Promise<boolean>, timeoutMs: number, everyMs = 10) => {
    const until = Date.now() + timeoutMs;
    while (!(await test())) {
      if (Date.now() > until) throw new Error(`worker scenario: ${what} did not happen within ${timeoutMs} ms`);
      await sleep(everyMs);
    }
  };

  try {
    await Promise.all(workers.map((w) => w.waitForLine(/alert worker .* started/, 90_000)));
    return await underLoad(async () => {
      await q(`update alert_outbox set next_attempt_at = now() where share_id = $1`, [shareId]);
      const kills: Kill[] = [];

      // Kill 1: between the mail and its mark. Hold the worker's claimed rows with a row lock: it writes the
      // mail of the alert it is on (the mail outbox is another table), then waits on the lock to mark it.
      await waitFor('a quarter of the mail', async () => (await mailed()) >= queued / 4, 60_000);
      const locker = new pg.Client({ connectionString: o.url });
      await locker.connect();
      try {
        for (let tries = 0; tries < 50 && kills.length === 0; tries++) {
          for (const w of workers.filter((x) => x.alive())) {
            await locker.query('begin');
            const held = (await locker.query<{ id: string }>(
              `select id from alert_outbox where share_id = $1 and status = 'pending' and claimed_by like $2 and locked_until > now() for update`,
              [shareId, byWorker(w)],
            )).rows.map((r) => r.id);
            const caught = held.length > 0 && (await waitFor('a mail of a held alert', async () => (await claimed(w)).some((r) => r.mailed), 3_000).then(() => true, () => false));
            if (caught) {
              const atMailed = await mailed();
              await w.kill();
              // Its mark, waiting on our lock, would still run once we let go (PostgreSQL notices a vanished client
              // only when it next writes to it): end that session, as if the process had died before sending it.
              await locker.query('select pg_terminate_backend(pid) from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))');
              const rows = await claimed(w);
              kills.push({ how: 'between writing a mail and marking it sent', pid: w.pid, inFlight: rows.length, mailedNotMarked: rows.filter((r) => r.mailed).length, atMailed });
            }
            await locker.query('rollback');
            if (caught) break;
          }
        }
      } finally {
        await locker.end();
      }
      if (!kills.length) throw new Error('worker scenario: no worker could be caught between a mail and its mark');

      // Kill 2: any moment while a worker holds a claimed batch. Seen holding one, the worker is paused
      // (SIGSTOP) and killed only if it still holds it once paused: between the look and the kill it could
      // otherwise finish the batch (a CI run once killed a worker holding nothing). A statement it had already
      // sent is given time to finish first; a worker found empty-handed resumes (SIGCONT).
      await waitFor('half of the mail', async () => (await mailed()) >= queued / 2, 60_000);
      let second: ChildHandle | null = null;
      await waitFor('a worker paused holding a batch', async () => {
        for (const w of workers.filter((x) => x.alive())) {
          if (!(await claimed(w)).length) continue;
          process.kill(w.pid, 'SIGSTOP');
          await new Promise((resolve) => setTimeout(resolve, 200));
          if ((await claimed(w)).length) {
            second = w;
            return true;
          }
          process.kill(w.pid, 'SIGCONT');
        }
        return false;
      }, 30_000, 2);
      const victim = second as unknown as ChildHandle;
      const atMailed = await mailed();
      await victim.kill();
      const rows = await claimed(victim);
      kills.push({ how: 'while holding a claimed batch', pid: victim.pid, inFlight: rows.length, mailedNotMarked: rows.filter((r) => r.mailed).length, atMailed });
      log(`  killed two workers mid-batch: ${kills.map((k) => `${k.inFlight} alerts in flight, ${k.mailedNotMarked} of them mailed`).join('; ')}`);

      // The survivors finish what is not leased to the dead; the dead workers' leases end (fast-forwarded).
      const dead = kills.map((k) => `%:${k.pid}:%`);
      const deadLeased = async () =>
        (await q<{ n: number }>(`select count(*)::int as n from alert_outbox where share_id = $1 and status = 'pending' and claimed_by like any($2) and locked_until > now()`, [shareId, dead]))[0]!.n;
      const pending = async () => (await q<{ n: number }>(`select count(*)::int as n from alert_outbox where share_id = $1 and status = 'pending'`, [shareId]))[0]!.n;
      await waitFor('the survivors to finish the rest', async () => (await pending()) === (await deadLeased()), 120_000, 100);
      const [{ n: fastForwarded }] = await q<{ n: number }>(
        `with f as (update alert_outbox set locked_until = now() - interval '1 second' where share_id = $1 and status = 'pending' and claimed_by like any($2) returning 1)
         select count(*)::int as n from f`,
        [shareId, dead],
      );
      await waitFor('every alert sent', async () => (await pending()) === 0, 60_000, 100);
      const survivors = workers.filter((w) => w.alive());
      await Promise.all(survivors.map((w) => w.stop()));

      const statuses = Object.fromEntries((await q<{ status: string; n: number }>(`select status, count(*)::int as n from alert_outbox where share_id = $1 group by status`, [shareId])).map((r) => [r.status, r.n]));
      const perFollower = await q<{ n: number }>(
        `select count(o.id)::int as n from user_favorite_airports f join users u on u.id = f.user_id
           left join outbox o on o.recipient = u.email and o.kind = 'new_listing_alert'
          where f.airport_id = $1 and u.id <> $2 group by f.user_id`,
        [sdf, (await q<{ owner_id: number }>('select owner_id from shares where id = $1', [shareId]))[0]!.owner_id],
      );
      const final = {
        followers: perFollower.length,
        alertsSent: statuses.sent ?? 0,
        alertsNotSent: queued - (statuses.sent ?? 0),
        mails: perFollower.reduce((n, r) => n + r.n, 0),
        followersWithoutMail: perFollower.filter((r) => r.n === 0).length,
        followersMailedTwiceOrMore: perFollower.filter((r) => r.n > 1).length,
        leasesFastForwarded: fastForwarded,
      };
      const checks: Record<string, Check> = {
        noEmailLost: {
          passed: final.followersWithoutMail === 0 && final.alertsNotSent === 0 && final.followers === queued,
          detail: `${final.followers - final.followersWithoutMail} of ${final.followers} followers got the mail; ${final.alertsSent} of ${queued} alerts marked sent (${JSON.stringify(statuses)})`,
        },
        noEmailTwice: {
          passed: final.followersMailedTwiceOrMore === 0 && final.mails === queued,
          detail: `${final.mails} mails for ${queued} alerts; ${final.followersMailedTwiceOrMore} followers mailed more than once`,
        },
        killedMidBatch: {
          passed: kills.length === 2 && kills.every((k) => k.inFlight > 0) && kills[0]!.mailedNotMarked > 0,
          detail: kills.map((k) => `${k.how}: ${k.inFlight} claimed alerts unmarked, ${k.mailedNotMarked} of them already mailed (at ${k.atMailed} mails)`).join('; '),
        },
      };
      return { alerts: queued, workers: o.workers, shareId, kills, final, statuses, checks };
    });
  } finally {
    await Promise.all(workers.map((w) => w.kill()));
  }
}
