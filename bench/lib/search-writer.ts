import pg from 'pg';
import { FLEET, LAST_NAMES, TITLES } from '../seed-data.js';
import { percentiles } from './workload.js';

/**
 * The writer of the search bench's runs under writes (issue 42): edits of listings and pilot profiles at a steady
 * rate, each its own transaction on a connection of its own, as the app's edit of a listing (PATCH /api/share/:id)
 * or of a profile writes them: a listing's title and airport, a pilot's last name and home airport, so every edit
 * changes an entry's text (its tokens) and its airport, and moves the counters' stamp. The edits go to the database
 * directly, not through the app: the comparison is of what writes do to searches (triggers, the stamp, the copies
 * the app keeps), not of the app's own work on the edits.
 *
 * Open loop: an edit is due every 1000 / perSecond ms whatever the last one took; one connection, so a slow edit
 * delays the next (the report says the rate reached). The edited rows come from a fixed sample of the seed's
 * listings and pilots; when it stops the writer puts back each row's title, name and airport as it found them, so
 * the bench database ends as it began (in one statement per table, after the measured run).
 */
export interface WriterReport {
  perSecondTarget: number;
  seconds: number;
  writes: number;
  listingEdits: number;
  pilotEdits: number;
  perSecond: number;
  /** Each edit's time, sent to committed (ms). */
  latency: ReturnType<typeof percentiles>;
  errors: number;
}

export interface SearchWriter {
  stop(): Promise<WriterReport>;
}

/** The rows the writer edits: read once per bench run (a sample of the seed), shared by every run under writes. */
export interface WriterSample {
  shares: { id: number; title: string; airport_id: number }[];
  pilots: { id: number; lastname: string; airport_id: number }[];
  airports: number[];
}

const SAMPLE = 2_000;

/** A fixed sample of the seed's active listings and discoverable pilots with a home airport, and the airports with entries. */
export async function sampleForWriter(url: string): Promise<WriterSample> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // md5 of the id: spread over the table, the same rows on every run of the same seed.
    const shares = await client.query<WriterSample['shares'][number]>(
      `select id, title, airport_id from shares where is_active and airport_id is not null order by md5(id::text) limit ${SAMPLE}`,
    );
    const pilots = await client.query<WriterSample['pilots'][number]>(
      `select id, lastname, airport_id from users
        where is_discoverable and airport_id is not null and username like 'bench\\_u%' order by md5(id::text) limit ${SAMPLE}`,
    );
    const airports = await client.query<{ airport_id: number }>('select airport_id from search_airports order by airport_id');
    if (!shares.rows.length || !pilots.rows.length) throw new Error('the bench database has no listings or pilots to edit');
    return { shares: shares.rows, pilots: pilots.rows, airports: airports.rows.map((r) => r.airport_id) };
  } finally {
    await client.end();
  }
}

/** Listing titles of the seed's kinds (TITLES over FLEET): a new title changes the listing's tokens. */
const NEW_TITLES = FLEET.flatMap((f, i) => TITLES.map((t) => t.replace('{year}', String(1970 + i)).replace('{make}', f.make).replace('{model}', f.model)));

/** Starts editing at `perSecond` edits a second, listings and pilots in turn. */
export async function startSearchWriter(url: string, sample: WriterSample, perSecond: number): Promise<SearchWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const latencies: number[] = [];
  let listingEdits = 0;
  let pilotEdits = 0;
  /** Edits begun of each kind, done or not: the rows to put back. */
  const tried = { listings: 0, pilots: 0 };
  let errors = 0;
  let stopping = false;
  const started = performance.now();
  const interval = 1000 / perSecond;

  const edit = async (i: number) => {
    // A deterministic walk through the sample, the titles and the airports (i-th edit, the same in every run).
    const airport = sample.airports[(i * 7919) % sample.airports.length]!;
    const at = performance.now();
    try {
      if (i % 2 === 0) {
        const share = sample.shares[(i >> 1) % sample.shares.length]!;
        tried.listings++;
        await client.query('update shares set title = $1, airport_id = $2 where id = $3', [NEW_TITLES[i % NEW_TITLES.length], airport, share.id]);
        listingEdits++;
      } else {
        const pilot = sample.pilots[(i >> 1) % sample.pilots.length]!;
        tried.pilots++;
        await client.query('update users set lastname = $1, airport_id = $2 where id = $3', [LAST_NAMES[i % LAST_NAMES.length], airport, pilot.id]);
        pilotEdits++;
      }
      latencies.push(performance.now() - at);
    } catch (e) {
      errors++;
      if (errors <= 3) console.error(`[bench] writer: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const loop = (async () => {
    for (let i = 0; !stopping; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (stopping) break;
      await edit(i);
    }
  })();

  return {
    async stop() {
      stopping = true;
      await loop;
      const seconds = (performance.now() - started) / 1000;
      await restore(client, sample, tried.listings, tried.pilots);
      await client.end();
      const writes = listingEdits + pilotEdits;
      return {
        perSecondTarget: perSecond, seconds: Math.round(seconds * 10) / 10, writes, listingEdits, pilotEdits,
        perSecond: Math.round((writes / seconds) * 10) / 10, latency: percentiles(latencies), errors,
      };
    },
  };
}

/** Puts back the rows the writer edited (the first ones of each sample, as many as it tried), as sampled. */
async function restore(client: pg.Client, sample: WriterSample, listings: number, pilots: number): Promise<void> {
  const shares = sample.shares.slice(0, listings);
  const people = sample.pilots.slice(0, pilots);
  await client.query(
    `update shares s set title = x.title, airport_id = x.airport_id
       from unnest($1::int[], $2::text[], $3::int[]) as x(id, title, airport_id)
      where s.id = x.id and (s.title, s.airport_id) is distinct from (x.title, x.airport_id)`,
    [shares.map((s) => s.id), shares.map((s) => s.title), shares.map((s) => s.airport_id)],
  );
  await client.query(
    `update users u set lastname = x.lastname, airport_id = x.airport_id
       from unnest($1::int[], $2::text[], $3::int[]) as x(id, lastname, airport_id)
      where u.id = x.id and (u.lastname, u.airport_id) is distinct from (x.lastname, x.airport_id)`,
    [people.map((p) => p.id), people.map((p) => p.lastname), people.map((p) => p.airport_id)],
  );
}
