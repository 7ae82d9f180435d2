import type { MikroORM } from '@mikro-orm/postgresql';
import { stat } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { AirmenFileError, BASIC_HEADER, CERT_HEADER, locateAirmenFiles, readAirmenLines } from './airmen-file.parser.js';
import {
  AIRMEN_COLUMNS, airmanCopyLine, airmanRowOf, CERT_COLUMNS, certCopyLine, certRowOf, type AirmanCertDbRow, type AirmanRow,
} from './airmen-rows.js';

export interface AirmenImportResult {
  month: string;
  /** Airmen (PILOT_BASIC rows) now in the table. */
  airmen: number;
  /** Certificate rows now in the table. */
  certificates: number;
  /** Lines left out: no id, no last name, or an id already read. */
  skipped: number;
  /** The month the table held before, and how many airmen. */
  previous: { month: string; airmen: number } | null;
}

/** Bytes of the two files read so far, of their size. May throw: the import then rolls back. */
export type AirmenImportProgress = (bytesRead: number, totalBytes: number) => void;

export interface AirmenImportOptions {
  /** The file's month, 'YYYY-MM'. */
  month: string;
  /** Imports even a file more than 20 % smaller than the one loaded. */
  force?: boolean;
  onProgress?: AirmenImportProgress;
}

/** A month's file may be at most this much smaller than the loaded one (unless forced): a cut download is refused. */
export const MAX_SHRINK = 0.2;

/** The part of knex's client that lends a connection of the pool. */
interface PooledClient {
  acquireConnection(): Promise<pg.Client>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/**
 * Replaces the airmen tables with the FAA download in `folder`. Both files are streamed with COPY into staging
 * tables, and one transaction ends by swapping them in: a failed or interrupted import leaves the previous
 * month as it was, and readers see the old rows until the commit.
 */
export async function importAirmen(orm: MikroORM, folder: string, options: AirmenImportOptions): Promise<AirmenImportResult> {
  const files = await locateAirmenFiles(folder);
  const total = (await stat(files.basic)).size + (await stat(files.cert)).size;
  let basicBytes = 0;
  const progress = (bytes: number) => options.onProgress?.(bytes, total);
  async function* basic(): AsyncGenerator<AirmanRow | null> {
    for await (const l of readAirmenLines(files.basic, BASIC_HEADER)) {
      basicBytes = l.bytesRead;
      if (l.line % 20_000 === 0) progress(basicBytes);
      yield airmanRowOf(l.fields);
    }
  }
  async function* certs(): AsyncGenerator<AirmanCertDbRow | null> {
    for await (const l of readAirmenLines(files.cert, CERT_HEADER)) {
      if (l.line % 20_000 === 0) progress(basicBytes + l.bytesRead);
      yield certRowOf(l.fields);
    }
    progress(total); // before the swap: a callback that throws still rolls the import back
  }
  return loadAirmen(orm, basic(), certs(), options);
}

/** The swap itself, from rows however read (the FAA files, or the demo file). */
export async function loadAirmen(
  orm: MikroORM,
  airmen: AsyncIterable<AirmanRow | null> | Iterable<AirmanRow | null>,
  certs: AsyncIterable<AirmanCertDbRow | null> | Iterable<AirmanCertDbRow | null>,
  options: Pick<AirmenImportOptions, 'month' | 'force'> & { onlyIfEmpty?: boolean },
): Promise<AirmenImportResult> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(options.month)) throw new AirmenFileError(`The file's month is written YYYY-MM (${options.month} is not)`);
  const client = (orm.em.getConnection().getKnex() as unknown as { client: PooledClient }).client;
  const db = await client.acquireConnection();
  try {
    await db.query('begin');
    try {
      // Imports (and the demo loader of two starting processes) take turns; readers are not blocked until the swap.
      await db.query('lock table airmen_file in share row exclusive mode');
      const [previousRow] = (await db.query<{ month: string; rows: number }>('select month, rows from airmen_file')).rows;
      const previous = previousRow ? { month: previousRow.month, airmen: previousRow.rows } : null;
      if (options.onlyIfEmpty && previous) {
        await db.query('rollback');
        return { month: previous.month, airmen: 0, certificates: 0, skipped: 0, previous };
      }
      await db.query('create temporary table airmen_import (like airmen including defaults) on commit drop');
      await db.query('create temporary table airmen_certs_import (like airmen_certs including defaults) on commit drop');
      let skipped = 0;
      skipped += await copyRows(db, 'airmen_import', AIRMEN_COLUMNS, airmen, airmanCopyLine);
      skipped += await copyRows(db, 'airmen_certs_import', CERT_COLUMNS, certs, certCopyLine);
      const staged = Number((await db.query<{ n: string }>('select count(distinct unique_id) as n from airmen_import')).rows[0].n);
      if (previous && !options.force && staged < previous.airmen * (1 - MAX_SHRINK)) {
        throw new AirmenFileError(
          `The file holds ${staged.toLocaleString('en-US')} airmen where the loaded ${previous.month} file holds ${previous.airmen.toLocaleString('en-US')}: more than 20 % fewer, so it looks cut. Check the download, or import it with --force.`,
        );
      }
      await db.query('lock table airmen, airmen_certs in exclusive mode');
      await db.query('truncate airmen, airmen_certs');
      const inserted = await db.query(`insert into airmen (${AIRMEN_COLUMNS.join(', ')}) select ${AIRMEN_COLUMNS.join(', ')} from airmen_import on conflict (unique_id) do nothing`);
      const airmenCount = inserted.rowCount ?? 0;
      const stagedRows = Number((await db.query<{ n: string }>('select count(*) as n from airmen_import')).rows[0].n);
      skipped += stagedRows - airmenCount; // an id listed twice is kept once
      const certsInserted = await db.query(
        `insert into airmen_certs (${CERT_COLUMNS.join(', ')}) select ${CERT_COLUMNS.map((c) => `c.${c}`).join(', ')}
         from airmen_certs_import c where exists (select 1 from airmen a where a.unique_id = c.unique_id)`,
      );
      await db.query(
        `insert into airmen_file (id, month, rows, cert_rows, imported_at) values (1, $1, $2, $3, now())
         on conflict (id) do update set month = excluded.month, rows = excluded.rows, cert_rows = excluded.cert_rows, imported_at = now()`,
        [options.month, airmenCount, certsInserted.rowCount ?? 0],
      );
      await db.query('commit');
      await db.query('analyze airmen, airmen_certs').catch(() => undefined);
      return { month: options.month, airmen: airmenCount, certificates: certsInserted.rowCount ?? 0, skipped, previous };
    } catch (e) {
      await db.query('rollback').catch(() => undefined);
      throw e;
    }
  } finally {
    await client.releaseConnection(db);
  }
}

/** Streams rows into `table` with COPY, in chunks of about 256 kB; returns how many were null (skipped). */
async function copyRows<R>(
  db: pg.Client,
  table: string,
  columns: readonly string[],
  rows: AsyncIterable<R | null> | Iterable<R | null>,
  line: (row: R) => string,
): Promise<number> {
  const sink = db.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  let skipped = 0;
  async function* chunks(): AsyncGenerator<string> {
    let chunk = '';
    for await (const row of rows) {
      if (row === null) {
        skipped++;
        continue;
      }
      chunk += line(row);
      if (chunk.length >= 256 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(chunks, sink as unknown as Writable);
  return skipped;
}
