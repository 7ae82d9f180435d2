/**
 * `npm run bench:seed [-- --reset]`: fills the bench database (DATABASE_URL, or the embedded server in
 * DATA_DIR, default .data-bench) with 1,000,000 active shares (and their aircraft and a photo each),
 * 1,000,000 pilots and 100,000 professionals spread over the US airports, with set-based SQL
 * (generate_series, deterministic hashes: the same data on every machine). Sizes can be lowered with
 * BENCH_SHARES, BENCH_USERS and BENCH_INSTRUCTORS for a quick try.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../adapters/persistence/orm.js';
import { INSTRUCTOR_TAGS } from '../domain/options.js';
import { makeModelKey } from '../domain/pilot/make-model.js';
import { BENCH_DATABASE, openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { insertVegaAirports } from './lib/dataset.js';
import { BUSINESS_NAMES, DESCRIPTIONS, FIRST_NAMES, FLEET, LAST_NAMES, MINIMUMS_POOL, MINIMUMS_SHARE_PERCENT, RARE_DESCRIPTION, RARE_EVERY, SHARE_TYPE_MIX, TITLES, weightedIndex } from './seed-data.js';

const SHARES = count('BENCH_SHARES', 1_000_000);
const USERS = count('BENCH_USERS', 1_000_000);
const INSTRUCTORS = Math.min(count('BENCH_INSTRUCTORS', 100_000), USERS);
const CHUNK = 100_000;
/** Tables whose secondary indexes are dropped during the load and rebuilt after it (much faster). */
const LOADED_TABLES = ['users', 'instructors', 'aircraft', 'shares', 'share_media', 'search_entries'];
const SAVED_INDEXES = path.resolve('bench/results/seed-indexes.tmp');
const MARKER = 'bench_u';
/** One bench pilot in this many has a partner profile (issue 41): 200,000 of the 1,000,000. */
const PARTNER_PILOT_EVERY = 5;

const log = (line: string) => console.log(`[bench:seed] ${line}`);

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
}

async function main() {
  const reset = process.argv.includes('--reset');
  let db = await openBenchDatabase(log);
  try {
    if (reset) db = await resetDatabase(db);
    // Migrations (and so the search schema) come from the app itself.
    await (await openDatabase(db.url, { poolMax: 1 })).close();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await seed(client, db.url);
    } finally {
      await client.end();
    }
  } finally {
    await db.stop();
  }
}

async function resetDatabase(db: BenchDatabase): Promise<BenchDatabase> {
  if (!db.embedded) throw new Error('--reset only works on the embedded bench database; empty your DATABASE_URL database yourself');
  log(`--reset: dropping and recreating the database ${BENCH_DATABASE}`);
  const admin = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  rmSync(SAVED_INDEXES, { force: true });
  return db;
}

async function seed(c: pg.Client, url: string) {
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '1GB'; set max_parallel_maintenance_workers = 2`);
  await restoreIndexesLeftByACrash(url);
  await importAirports(c);

  const existing = await scalar(c, `select count(*)::int from users where username like '${MARKER}%'`);
  if (existing > 0) {
    const shares = await scalar(c, 'select count(*)::int from shares where is_active');
    log(`already seeded: ${existing.toLocaleString('en-US')} bench pilots, ${shares.toLocaleString('en-US')} active shares. Run with -- --reset to start over.`);
    // A database seeded before issue 41 gains its partner profiles.
    await seedPartnerProfiles(c);
    return;
  }

  const airportIds = (await c.query<{ id: number }>('select id from airports order by id')).rows.map((r) => r.id);
  const base = {
    user: await scalar(c, 'select coalesce(max(id), 0)::int from users'),
    instructor: await scalar(c, 'select coalesce(max(id), 0)::int from instructors'),
    aircraft: await scalar(c, 'select coalesce(max(id), 0)::int from aircraft'),
    share: await scalar(c, 'select coalesce(max(id), 0)::int from shares'),
  };
  log(`seeding ${SHARES.toLocaleString('en-US')} shares, ${USERS.toLocaleString('en-US')} pilots, ${INSTRUCTORS.toLocaleString('en-US')} professionals over ${airportIds.length} airports`);

  const dropped = await dropSecondaryIndexes(c);
  const started = Date.now();
  // Generated rows are valid by construction: skip per-row foreign-key checks and the search triggers
  // during the load, then build the search tables in one set-based pass. Needs a superuser; without
  // one the triggers do the same work row set by row set.
  const bulk = await c.query(`set session_replication_role = replica`).then(() => true, () => false);
  if (!bulk) log('not a superuser: loading with foreign-key checks and search triggers on (slower)');
  let rows = 0;
  const step = async (label: string, total: number, sql: string, params: (from: number, to: number) => unknown[]) => {
    const t0 = Date.now();
    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      await c.query(sql, params(from, to));
      rows += to - from + 1;
      process.stdout.write(`\r[bench:seed] ${label}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    }
    const s = (Date.now() - t0) / 1000;
    process.stdout.write(`  (${s.toFixed(1)} s, ${Math.round(total / s).toLocaleString('en-US')} rows/s)\n`);
  };
  const h = (salt: number, n: string) => `abs(hashint8extended(g, ${salt}) % ${n})`;

  // Pilots: names from common lists, 95 % discoverable, created over five years, the first ones professionals.
  await step('pilots', USERS, `
    insert into users (id, username, email, firstname, lastname, airport_id, is_discoverable, is_instructor, avatar_url,
                       provider, created_at, updated_at)
    select $1::int + g, '${MARKER}' || g, '${MARKER}' || g || '@bench.wingshare.test',
           ($2::text[])[1 + ${h(1, 'cardinality($2::text[])')}], ($3::text[])[1 + ${h(2, 'cardinality($3::text[])')}],
           ($4::int[])[1 + ${h(3, 'cardinality($4::int[])')}],
           ${h(4, '100')} < 95, g <= $5::int,
           case when ${h(5, '2')} = 0 then '/media/avatars/bench-' || ${h(6, '20')} || '.jpg' end,
           'local', now() - ${h(7, '157680000')} * interval '1 second', now()
      from generate_series($6::int, $7::int) g`,
  (from, to) => [base.user, FIRST_NAMES, LAST_NAMES, airportIds, INSTRUCTORS, from, to]);

  // Professionals: the first INSTRUCTORS pilots, at their home airport, one to four specialties.
  await step('professionals', INSTRUCTORS, `
    insert into instructors (id, user_id, business_name, rate_per_hour, about, airport_id, avatar_url, tags, is_commercial,
                             is_discoverable, created_at, updated_at)
    select $1::int + g, u.id, ($3::text[])[1 + ${h(11, 'cardinality($3::text[])')}], 45 + ${h(12, '90')},
           'Patient, safety-first instruction from first flight to checkride.', u.airport_id,
           '/media/avatars/bench-pro-' || ${h(13, '10')} || '.jpg',
           (select coalesce(nullif(array_agg(t order by i), '{}'), array[($4::text[])[1 + ${h(14, 'cardinality($4::text[])')}]])
              from unnest($4::text[]) with ordinality x(t, i) where abs(hashint8extended(g * 16 + i, 15)) % 4 = 0),
           ${h(16, '5')} = 0, ${h(17, '100')} < 95, now() - ${h(18, '94608000')} * interval '1 second', now()
      from generate_series($5::int, $6::int) g join users u on u.id = $2::int + g`,
  (from, to) => [base.instructor, base.user, BUSINESS_NAMES, INSTRUCTOR_TAGS, from, to]);

  const fleetIndex = weightedIndex(FLEET.map((f) => f.weight));
  const typeIndex = weightedIndex(SHARE_TYPE_MIX.map((t) => t.weight));
  const fleetPick = (param: string) => `(${param}::int[])[1 + ${h(21, `cardinality(${param}::int[])`)}] + 1`;
  await step('aircraft', SHARES, `
    insert into aircraft (id, make, model, year, tags, categories, engine_hours,
                          retractable, complex, high_performance, tailwheel, multi_engine, model_key, make_model_key)
    select $1::int + g, ($3::text[])[f], ($4::text[])[f], 1965 + ${h(22, '58')}, string_to_array(($5::text[])[f], '|'),
           '{Land}', ${h(23, '2000')},
           strpos(($8::text[])[f], 'R') > 0, strpos(($8::text[])[f], 'C') > 0, strpos(($8::text[])[f], 'H') > 0,
           strpos(($8::text[])[f], 'T') > 0, strpos(($8::text[])[f], 'M') > 0, ($10::text[])[f], ($9::text[])[f]
      from (select g, ${fleetPick('$2')} as f from generate_series($6::int, $7::int) g) x`,
  (from, to) => [
    base.aircraft, fleetIndex, FLEET.map((f) => f.make), FLEET.map((f) => f.model), FLEET.map((f) => f.tags.join('|')), from, to,
    FLEET.map((f) => f.classes), FLEET.map((f) => makeModelKey(`${f.make} ${f.model}`)), FLEET.map((f) => makeModelKey(f.model)),
  ]);

  // Shares: one per aircraft (same hash picks the same fleet entry), owned by a random pilot, listed over three years.
  await step('shares', SHARES, `
    insert into shares (id, aircraft_id, owner_id, type, title, description, rate_per_hour, is_active, airport_id, cost,
                        share_percent_offered, price_percent_offered, desired_number_of_pilots, list_date, updated_at, minimums)
    select $1::int + g, $2::int + g, $3::int + 1 + ${h(31, '$4::int')}, ($5::text[])[t],
           replace(replace(replace(($6::text[])[1 + ${h(32, 'cardinality($6::text[])')}], '{year}', (1965 + ${h(22, '58')})::text),
             '{make}', ($8::text[])[f]), '{model}', ($9::text[])[f]),
           case when ${h(53, '$21::int')} = 0 then $20::text else ($7::text[])[1 + ${h(33, 'cardinality($7::text[])')}] end,
           case when ($10::bool[])[t] then ($11::int[])[f] + ${h(34, '1000')} * (($12::int[])[f] - ($11::int[])[f]) / 1000 end,
           true, ($13::int[])[1 + ${h(35, 'cardinality($13::int[])')}],
           case when not ($10::bool[])[t] then 20000 + ${h(36, '200')} * 1000 end,
           case when ($5::text[])[t] = 'PRIVATE_OWNER_SHARE_PURCHASE' then 25 end,
           case when ($5::text[])[t] = 'PRIVATE_OWNER_SHARE_PURCHASE' then 25 end,
           1 + ${h(37, '3')}, now() - ${h(38, '94608000')} * interval '1 second', now(),
           case when ${h(51, '100')} < $19::int then (($18::text[])[1 + ${h(52, 'cardinality($18::text[])')}])::jsonb else '{}'::jsonb end
      from (select g, ${fleetPick('$17')} as f, ($14::int[])[1 + ${h(39, 'cardinality($14::int[])')}] + 1 as t
              from generate_series($15::int, $16::int) g) x`,
  (from, to) => [
    base.share, base.aircraft, base.user, USERS, SHARE_TYPE_MIX.map((t) => t.type), TITLES, DESCRIPTIONS,
    FLEET.map((f) => f.make), FLEET.map((f) => f.model), SHARE_TYPE_MIX.map((t) => t.rated),
    FLEET.map((f) => f.rate[0]), FLEET.map((f) => f.rate[1]), airportIds, typeIndex, from, to, fleetIndex,
    MINIMUMS_POOL.map((m) => JSON.stringify(m)), MINIMUMS_SHARE_PERCENT, RARE_DESCRIPTION, RARE_EVERY,
  ]);

  await step('share photos', SHARES, `
    insert into share_media (share_id, position, type, url)
    select $1::int + g, 0, 'image', '/media/bench/plane-' || ${h(41, '16')} || '.jpg' from generate_series($2::int, $3::int) g`,
  (from, to) => [base.share, from, to]);

  for (const [table, last] of [['users', base.user + USERS], ['instructors', base.instructor + INSTRUCTORS], ['aircraft', base.aircraft + SHARES], ['shares', base.share + SHARES]] as const) {
    await c.query(`select setval(pg_get_serial_sequence('${table}', 'id'), $1)`, [last]);
  }
  if (bulk) {
    await c.query(`set session_replication_role = origin`);
    const t0 = Date.now();
    // search_rebuild() says each step's time as a notice (migration 20261220100000).
    const said = (notice: { message?: string }) => log(notice.message ?? '');
    c.on('notice', said);
    await c.query('select search_rebuild()');
    c.off('notice', said);
    log(`search_rebuild() in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const loadSeconds = (Date.now() - started) / 1000;

  await seedPartnerProfiles(c);

  const t1 = Date.now();
  await rebuildIndexes(url, dropped);
  const indexSeconds = (Date.now() - t1) / 1000;
  const t2 = Date.now();
  for (const table of [...LOADED_TABLES, 'search_airports', 'search_tokens', 'search_token_counts', ...PARTNER_TABLES]) await c.query(`vacuum (analyze) ${table}`);
  const vacuumSeconds = (Date.now() - t2) / 1000;

  const total = (Date.now() - started) / 1000;
  const entries = await scalar(c, 'select count(*)::int from search_entries');
  log(`loaded ${rows.toLocaleString('en-US')} rows in ${loadSeconds.toFixed(1)} s (${Math.round(rows / loadSeconds).toLocaleString('en-US')} rows/s)`);
  log(`rebuilt the secondary indexes in ${indexSeconds.toFixed(1)} s; vacuum and analyze ${vacuumSeconds.toFixed(1)} s`);
  log(`total ${total.toFixed(1)} s: ${Math.round(rows / total).toLocaleString('en-US')} rows/s end to end; ${entries.toLocaleString('en-US')} search entries`);
}

const PARTNER_TABLES = ['partner_profiles', 'listing_partner_profiles'];

/**
 * Partner matching (issue 41): every share-purchase, partnership and club listing states its group's side
 * (listing_partner_profiles), and one bench pilot in PARTNER_PILOT_EVERY a partner profile (nine in ten of
 * them visible), each in one set-based statement over the bench rows (deterministic hashes, like the rest).
 * Budgets, hours and drives are spread so that a typical profile finds some listings and not most: buy-ins
 * of $5,000 to $80,000 (clubs $0 to $3,000), dues of $100 to $900 a month, $60 to $250 an hour, groups of 0 to
 * 5 partners (clubs 10 to 60), pilots' drives of 30 to 300 km (one in ten 500 km). Skipped when present.
 */
async function seedPartnerProfiles(c: pg.Client) {
  if ((await scalar(c, 'select count(*)::int from listing_partner_profiles')) > 0) return;
  const t0 = Date.now();
  const h = (salt: number, n: string) => `abs(hashint8extended(g, ${salt}) % ${n})`;
  const missions = (salt: number) =>
    `array_remove(array[${['local', 'travel', 'training', 'ifr'].map((m, i) => `case when ${h(salt + i, '100')} < 45 then '${m}' end`).join(', ')}], null)`;
  const flies = (salt: number) => `(array['weekdays', 'weekends', 'both'])[1 + ${h(salt, '3')}]`;
  const listings = await c.query(`
    insert into listing_partner_profiles (share_id, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, wet, group_hours_per_year,
                                          partners, partners_wanted, missions, upgrade_appetite, maintenance_care, flies)
    select g, case when s.type = 'FLIGHT_CLUB' then ${h(70, '31')} * 10000 else (5000 + ${h(71, '76')} * 1000) * 100 end,
           (100 + ${h(72, '801')}) * 100,
           case when s.rate_per_hour is not null then s.rate_per_hour * 100 else (60 + ${h(73, '191')}) * 100 end,
           ${h(74, '2')} = 0, 50 + ${h(75, '451')},
           case when s.type = 'FLIGHT_CLUB' then 10 + ${h(76, '51')} when s.type = 'PARTNERSHIP_REQUEST_TO_PURCHASE' then ${h(76, '4')} else 1 + ${h(76, '5')} end,
           1 + ${h(77, '3')}, ${missions(80)}, 1 + ${h(78, '5')}, 1 + ${h(79, '5')}, ${flies(84)}
      from (select id as g, type, rate_per_hour from shares
             where is_active and type in ('PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FLIGHT_CLUB')) s`);
  const pilots = await c.query(`
    insert into partner_profiles (user_id, visible, looking_for, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents,
                                  hours_per_year, missions, aircraft_kinds, drive_km, upgrade_appetite, maintenance_care, flies)
    select g, ${h(90, '10')} < 9, (array['join', 'form', 'club'])[1 + ${h(91, '3')}],
           b * 100, (b + 5000 + ${h(92, '50')} * 1000) * 100, m * 100, (m + 200 + ${h(93, '13')} * 100) * 100,
           20 + ${h(94, '281')}, ${missions(95)},
           case when ${h(99, '3')} = 0 then '{}'::text[] else array[(array['Single Engine', 'Multi-Engine', 'Tail Wheel', 'Light Sport'])[1 + ${h(100, '4')}]] end,
           case when ${h(101, '10')} = 0 then 500 else 30 + ${h(102, '271')} end, 1 + ${h(103, '5')}, 1 + ${h(104, '5')}, ${flies(105)}
      from (select g, ${h(96, '41')} * 1000 as b, ${h(97, '9')} * 100 as m
              from (select id as g from users where username like '${MARKER}%' and airport_id is not null) x) u
     where ${h(98, String(PARTNER_PILOT_EVERY))} = 0`);
  for (const table of PARTNER_TABLES) await c.query(`vacuum (analyze) ${table}`);
  const s = (Date.now() - t0) / 1000;
  log(`partner profiles: ${listings.rowCount?.toLocaleString('en-US')} listings, ${pilots.rowCount?.toLocaleString('en-US')} pilots in ${s.toFixed(1)} s`);
}

async function importAirports(c: pg.Client) {
  if ((await scalar(c, 'select count(*)::int from airports')) > 0) return;
  log(`imported ${await insertVegaAirports(c)} US airports`);
}

interface SavedIndex { name: string; definition: string }

/** Secondary (non-constraint) indexes of the loaded tables, dropped now and written down to rebuild later. */
async function dropSecondaryIndexes(c: pg.Client): Promise<SavedIndex[]> {
  const { rows } = await c.query<SavedIndex>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
    [LOADED_TABLES],
  );
  writeFileSync(SAVED_INDEXES, JSON.stringify(rows, null, 2));
  for (const r of rows) await c.query(`drop index "${r.name}"`);
  log(`dropped ${rows.length} secondary indexes for the load (saved in ${path.relative(process.cwd(), SAVED_INDEXES)})`);
  return rows;
}

/**
 * Two sessions build the indexes side by side (one per core): the trigram index alone takes as long as
 * all the B-trees together, so it starts first.
 */
async function rebuildIndexes(url: string, indexes: SavedIndex[]) {
  const queue = [...indexes].sort((a, b) => Number(/gin_trgm_ops/.test(b.definition)) - Number(/gin_trgm_ops/.test(a.definition)));
  let done = 0;
  const worker = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`set maintenance_work_mem = '1GB'; set max_parallel_maintenance_workers = 0`);
      for (let next = queue.shift(); next; next = queue.shift()) {
        await c.query(next.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
        process.stdout.write(`\r[bench:seed] indexes: ${++done} / ${indexes.length} (last: ${next.name})`.padEnd(90));
      }
    } finally {
      await c.end();
    }
  };
  await Promise.all([worker(), worker()]);
  process.stdout.write('\n');
  rmSync(SAVED_INDEXES, { force: true });
}

async function restoreIndexesLeftByACrash(url: string) {
  if (!existsSync(SAVED_INDEXES)) return;
  log('an earlier seed stopped before rebuilding its indexes: rebuilding them first');
  await rebuildIndexes(url, JSON.parse(readFileSync(SAVED_INDEXES, 'utf8')) as SavedIndex[]);
}

async function scalar(c: pg.Client, sql: string): Promise<number> {
  const { rows } = await c.query(sql);
  return Number(Object.values(rows[0] as object)[0]);
}

main().catch((e) => {
  console.error('[bench:seed] failed:', e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
