import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDocument, searchTokens } from '../../domain/search/search-tokens.js';
import { createTestDatabase } from '../support/test-database.js';

// The rule that turns a listing's text into search tokens is written once in TypeScript
// (domain/search/search-tokens.ts); the database applies its own copy, in the trigger functions and the index
// that migrations made (migrations are history and keep theirs). This holds the two to the same answers: each
// listing below is written as the app writes one, and the document and tokens the database derived for it
// (search_entries.doc, the ids kept with search_token_counts, the token index's own expression read from the
// catalogue) must be what the TypeScript functions give.

interface Listing {
  title: string;
  make: string;
  model: string;
  description: string;
}

const TEXTS: [string, Listing][] = [
  ['mixed case and digits', { title: 'Cessna 172S SKYHAWK', make: 'Cessna', model: '172S', description: 'Based at KSDF' }],
  ['accents', { title: 'Émile’s Piper Cub', make: 'Piper', model: 'J-3 Cub', description: 'Très bien entretenu, hélice neuve. ÅNGSTRÖM Straße Ærø' }],
  ['punctuation', { title: 'IFR, GPS; (WAAS)! fast?', make: 'Mooney', model: 'M20J', description: 'Glass cockpit: G1000/GFC700 & "autopilot"... 50% off.' }],
  ['hyphens and dashes', { title: 'Piper PA-28-181 Archer', make: 'Piper', model: 'PA-28-181', description: 'Well-kept — low-time engine – non-smoker' }],
  ['tail numbers', { title: 'N123AB for rent', make: 'Beechcraft', model: 'Bonanza A36', description: 'Tail n5522x, formerly N123ab; C-GABC in Canada' }],
  ['apostrophes', { title: "O'Brien's Bonanza", make: 'Beechcraft', model: "Bonanza's V-tail", description: "Pilots' favourite, it’s the owner‘s pride, rock 'n' roll" }],
  ['spaces, tabs and line breaks', { title: '  Hangared   Cherokee  ', make: 'Piper', model: 'PA-28', description: 'Hangared  bonanza,\nIFR and\tfast\r\n  twice' }],
  ['a very long word', { title: 'Long word', make: 'Piper', model: 'Cub', description: `${'Supercalifragilistic'.repeat(40)} end` }],
  ['empty texts', { title: 'Empty description', make: '', model: '', description: '' }],
  ['repeated words', { title: 'Cub cub CUB', make: 'Piper', model: 'Cub', description: 'cub Cub' }],
  ['other scripts', { title: 'Σίσυφος ΣΊΣΥΦΟΣ', make: 'Антонов', model: 'АН-2', description: '飛行機 日本 ÇAĞLAYAN İSTANBUL ǅemal' }],
];

let client: pg.Client;
let drop: () => Promise<void>;
const ids = new Map<string, number>();

const one = async <T>(text: string, params: unknown[] = []): Promise<T> => (await client.query(text, params)).rows[0] as T;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { id: airport } = await one<{ id: number }>(
    `insert into airports (location_id, facility, city, state, lat, long) values ('ZTK', 'Token Field', 'Testville', 'HI', 10, -150) returning id`,
  );
  const { id: owner } = await one<{ id: number }>(
    `insert into users (username, email, firstname, lastname, airport_id) values ('tokens', 'tokens@example.com', 'Ada', 'Tokens', $1) returning id`, [airport],
  );
  for (const [label, l] of TEXTS) {
    const { id: aircraft } = await one<{ id: number }>('insert into aircraft (make, model) values ($1, $2) returning id', [l.make, l.model]);
    const { id } = await one<{ id: number }>(
      `insert into shares (aircraft_id, owner_id, type, airport_id, title, description, is_active) values ($1, $2, 'PRIVATE_OWNER_RENTAL', $3, $4, $5, true) returning id`,
      [aircraft, owner, airport, l.title, l.description],
    );
    ids.set(label, id);
  }
});

afterAll(async () => {
  await client?.end();
  await drop?.();
});

const sorted = (tokens: string[]) => [...tokens].sort();

describe("a listing's search tokens are the same in the database as in domain/search/search-tokens.ts", () => {
  it.each(TEXTS)('%s', async (label, listing) => {
    const id = ids.get(label)!;
    const expected = searchTokens(listingDocument(listing));
    // The document the sync trigger wrote.
    const { doc } = await one<{ doc: string }>('select doc from search_entries where kind = 0 and entity_id = $1', [id]);
    expect(doc).toBe(listingDocument(listing));
    // The tokens the counting trigger found in it: those whose kept ids hold this listing.
    const counted = (await client.query<{ token: string }>('select token from search_token_counts where kind = 0 and $1 = any(ids)', [id])).rows;
    expect(sorted(counted.map((r) => r.token))).toEqual(sorted(expected));
    // The token index's expression, as the catalogue has it (the search adapter's lookups must match it).
    const { expr } = await one<{ expr: string }>(
      `select pg_get_expr(indexprs, indrelid) as expr from pg_index where indexrelid = 'search_entries_tokens_idx'::regclass`,
    );
    const { tokens } = await one<{ tokens: string[] }>(`select array(select distinct t from unnest(${expr}) t where t <> '') as tokens from search_entries where kind = 0 and entity_id = $1`, [id]);
    expect(sorted(tokens)).toEqual(sorted(expected));
  });

  it('lists the tokens the texts above are about', () => {
    const tokensOf = (label: string) => searchTokens(listingDocument(TEXTS.find(([l]) => l === label)![1]));
    expect(tokensOf('tail numbers')).toEqual(expect.arrayContaining(['n123ab', 'n5522x,', 'c-gabc']));
    expect(tokensOf('hyphens and dashes')).toEqual(expect.arrayContaining(['pa-28-181', 'well-kept', '—']));
    expect(tokensOf('spaces, tabs and line breaks')).toEqual(expect.arrayContaining(['bonanza,\nifr', 'and\tfast\r\n']));
    expect(tokensOf('repeated words')).toEqual(['cub', 'piper']);
    expect(tokensOf('empty texts')).toEqual(['empty', 'description']);
  });
});
