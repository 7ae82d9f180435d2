import type { SearchAirport } from '../../../domain/search/search-result.js';

/**
 * The search counters kept in the process (issue 17): `search_airports` whole (one row per airport with
 * entries, its place as earthdistance stores it and its counters) and the words' counts of
 * `search_token_counts` searched lately. A map search reads the counters' stamp first (migration
 * 20261210000000) and uses the copies while the stamp is the same; otherwise it reads the tables again. So a
 * search answers exactly what the tables hold, without the GiST probe and the thousands of numbers aggregated
 * and written as text each search cost (at 500 km 2.3 + 1.6 ms of database CPU, at 2000 km 6.7 + 4 ms, on the
 * bench).
 */
export interface SnapshotAirport {
  airport: SearchAirport;
  /** The airport's `earth` point (ll_to_earth of its place), as PostgreSQL stores it. */
  x: number;
  y: number;
  z: number;
  shares: number;
  instructors: number;
  users: number;
  professionalPilots: number;
}

export interface AirportsSnapshot {
  version: string;
  airports: SnapshotAirport[];
  byId: Map<number, SnapshotAirport>;
}

/** An airport of search_airports as a statement reads it, with its listings when asked. */
export interface AirportRow {
  airport_id: number; location_id: string; facility: string; city: string; state: string; lat: number; long: number;
  shares?: number;
}

export function toAirport(r: AirportRow): SearchAirport {
  return { id: r.airport_id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state, lat: Number(r.lat), long: Number(r.long) };
}

/** A row of the snapshot's statement (SNAPSHOT_SQL): the stamp, and an airport when the table has any (left join). */
export interface SnapshotRow extends Omit<AirportRow, 'airport_id' | 'shares'> {
  version: string;
  airport_id: number | null;
  x: number;
  y: number;
  z: number;
  shares: number;
  instructors: number;
  users: number;
  professional_pilots: number;
}

/**
 * The stamp and the table in one statement (one snapshot of the database). The point's coordinates come as
 * float8, written exactly (PostgreSQL 12 and later write the shortest text that reads back to the same number).
 */
export const SNAPSHOT_SQL = `select v.version::text as version, a.airport_id, a.location_id, a.facility, a.city, a.state, a.lat, a.long,
         cube_ll_coord(a.point, 1) as x, cube_ll_coord(a.point, 2) as y, cube_ll_coord(a.point, 3) as z,
         a.shares, a.instructors, a.users, a.professional_pilots
    from search_stamp v left join search_airports a on true
   order by a.airport_id`;

export function snapshotOf(rows: SnapshotRow[]): AirportsSnapshot {
  const airports: SnapshotAirport[] = [];
  for (const r of rows) {
    if (r.airport_id === null) continue;
    airports.push({
      airport: toAirport({ ...r, airport_id: r.airport_id }),
      x: Number(r.x),
      y: Number(r.y),
      z: Number(r.z),
      shares: r.shares,
      instructors: r.instructors,
      users: r.users,
      professionalPilots: r.professional_pilots,
    });
  }
  return { version: rows[0]?.version ?? '', airports, byId: new Map(airports.map((a) => [a.airport.id, a])) };
}

/**
 * The copy, read again when the stamp has moved. Searches that find the same new stamp at once share one
 * read. A read is used by a search only when it carries the stamp that search found, or when it started after
 * the search found its stamp (it then holds every change that stamp did).
 */
export class SearchAirportsCache {
  private snapshot: AirportsSnapshot | null = null;
  private loading: Promise<AirportsSnapshot> | null = null;

  constructor(
    private readonly read: () => Promise<AirportsSnapshot>,
    private readonly readVersion: () => Promise<string>,
  ) {}

  /** The table as of the stamp `version` (just read from the database), or as of a later moment. */
  async at(version: string): Promise<AirportsSnapshot> {
    if (this.snapshot?.version === version) return this.snapshot;
    const pending = this.loading;
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared?.version === version) return shared;
    }
    return this.reload();
  }

  /** The stamp of the copy last read (null before the first). */
  get version(): string | null {
    return this.snapshot?.version ?? null;
  }

  /** The table as it is now (reads the stamp first). */
  async current(): Promise<AirportsSnapshot> {
    return this.at(await this.readVersion());
  }

  /** The copy last read (the table as some recent search found it), or the table now when there is none yet. */
  latest(): Promise<AirportsSnapshot> {
    return this.snapshot ? Promise.resolve(this.snapshot) : this.current();
  }

  private reload(): Promise<AirportsSnapshot> {
    const loading = this.read().then((snapshot) => {
      this.snapshot = snapshot;
      return snapshot;
    });
    this.loading = loading;
    const done = () => {
      if (this.loading === loading) this.loading = null;
    };
    loading.then(done, done);
    return loading;
  }
}

/** earthdistance's earth(): the earth's radius in metres. */
const EARTH = 6378168;

/** Positions in a snapshot that a sort key can hold beside a distance (airports: tens of thousands). */
const POSITIONS = 2 ** 24;

/**
 * The snapshot's airports inside the circle around the point `centre` (its earth coordinates, from
 * PostgreSQL's ll_to_earth) of chord `chord` (2 earth() sin(radius / 2 earth()), from PostgreSQL too), with
 * their distances in whole metres. The test is cube_distance(point, centre) <= chord computed as PostgreSQL's
 * cube extension does it (differences, their squares added in order, a square root: the same IEEE operations,
 * so the same answer to the last bit); the distance is the arc of that chord, rounded half to even as
 * PostgreSQL's round() does.
 *
 * Nearest first, ties in the snapshot's order (airport id, SNAPSHOT_SQL): the order a search shows them in,
 * so SearchMap's own sort finds nothing to move. Sorted as numbers that hold the distance and the position
 * (exact: distances are under 2^25 m, half the earth's circumference, positions under 2^24), by the typed
 * array's native sort: comparing 2,400 airports through a function cost about 1 ms a search.
 */
export function airportsInCircle(
  airports: readonly SnapshotAirport[],
  centre: { x: number; y: number; z: number },
  chord: number,
  keep: (a: SnapshotAirport) => boolean,
): { airport: SnapshotAirport; dist: number }[] {
  if (airports.length > POSITIONS) throw new Error(`${airports.length} airports are more than a search's sort key can hold`);
  const keys = new Float64Array(airports.length);
  let n = 0;
  for (let i = 0; i < airports.length; i++) {
    const a = airports[i]!;
    if (!keep(a)) continue;
    const dx = a.x - centre.x;
    const dy = a.y - centre.y;
    const dz = a.z - centre.z;
    const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
    if (!(d <= chord)) continue;
    keys[n++] = roundHalfEven(2 * EARTH * Math.asin(Math.min(1, d / (2 * EARTH)))) * POSITIONS + i;
  }
  const sorted = keys.subarray(0, n).sort();
  const found = new Array<{ airport: SnapshotAirport; dist: number }>(n);
  for (let j = 0; j < n; j++) {
    const position = sorted[j]! % POSITIONS;
    found[j] = { airport: airports[position]!, dist: (sorted[j]! - position) / POSITIONS };
  }
  return found;
}

/** PostgreSQL's round() of a float8 (rint: halves to the even neighbour). */
export function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const rest = x - floor;
  if (rest > 0.5) return floor + 1;
  if (rest < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** A word's tokens and, when it is part of exactly one, that token's counts at every airport. */
export interface WordCounts {
  /** 1: one token stands for the word (`token`); 0: no token holds it; 2: several do, none for all. */
  tokens: number;
  token: string | null;
  /** Entries holding the token, of every kind and anywhere. */
  entries: number;
  /** The token's search_token_counts with n > 0, flat: airport, kind, also_pilot (0 or 1), n. */
  rows: Int32Array;
}

/**
 * Words' counts (search_token_counts) as of one stamp of the counters. A search asks with the stamp its first
 * statement read: a different stamp finds nothing (its words are read again). A read carrying another stamp
 * than the kept one replaces them all (the counters moved on). The least recently used words go first once
 * the rows kept pass `maxRows`.
 */
export class WordCountsCache<T extends { rows: Int32Array } = WordCounts> {
  private version: string | null = null;
  private readonly words = new Map<string, T>();
  private rows = 0;

  constructor(private readonly maxRows: number) {}

  get(version: string, word: string): T | undefined {
    if (version !== this.version) return undefined;
    const counts = this.words.get(word);
    if (counts) {
      this.words.delete(word);
      this.words.set(word, counts);
    }
    return counts;
  }

  set(version: string, word: string, counts: T): void {
    if (version !== this.version) {
      this.version = version;
      this.words.clear();
      this.rows = 0;
    }
    const size = counts.rows.length / 4;
    if (size > this.maxRows) return;
    const previous = this.words.get(word);
    if (previous) this.rows -= previous.rows.length / 4;
    this.words.delete(word);
    for (const [oldest, kept] of this.words) {
      if (this.rows + size <= this.maxRows) break;
      this.words.delete(oldest);
      this.rows -= kept.rows.length / 4;
    }
    this.words.set(word, counts);
    this.rows += size;
  }
}
