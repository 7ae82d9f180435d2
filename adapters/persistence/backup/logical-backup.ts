import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ArchiveWriter, FRAME } from './backup-archive.js';
import { BackupRefused } from './backup-errors.js';
import { ident, listTables, readMigrations, readSequences, type MigrationRecord, type SequenceValue, type TableShape } from './database-catalog.js';

export interface BackupHeader {
  format: 'wingshare-backup';
  formatVersion: 1;
  createdAt: string;
  server: string;
  /** The schema: the migrations that made it, in order (a restore runs the same ones). */
  migrations: MigrationRecord[];
  /** In load order, with the columns of their COPY data. */
  tables: TableShape[];
}
export interface TableEnd {
  table: string;
  rows: number;
}
export type SequencesFrame = SequenceValue[];

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
}

export type Progress = (line: string) => void;
const REPORT_EVERY_MS = 5_000;

/**
 * The built-in logical backup: one REPEATABLE READ, READ ONLY snapshot (the site keeps running and the
 * copy is consistent), each table's rows as binary COPY data, the sequences, and the applied migrations
 * that stand for the schema. Writes `file` (which must not exist); on failure it is left incomplete.
 */
export async function writeLogicalBackup(db: pg.Client, file: string, progress: Progress): Promise<BackupSummary> {
  await db.query('begin transaction isolation level repeatable read, read only');
  let writer: ArchiveWriter | null = null;
  try {
    const migrations = await readMigrations(db);
    if (!migrations?.length) throw new BackupRefused('This database has no Wingshare schema (no applied migrations): there is nothing to back up.');
    const tables = await listTables(db);
    const { rows: [server] } = await db.query<{ server_version: string }>('show server_version');
    writer = new ArchiveWriter(file);
    await writer.start();
    const header: BackupHeader = {
      format: 'wingshare-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      server: server!.server_version,
      migrations,
      tables,
    };
    await writer.json(FRAME.header, header);
    let rows = 0;
    for (const table of tables) {
      const copied = await copyTable(db, writer, table, progress);
      await writer.json(FRAME.tableEnd, { table: table.name, rows: copied } satisfies TableEnd);
      rows += copied;
    }
    // Read last: sequences are not part of the snapshot, and values past the copied rows are what a restore needs.
    await writer.json(FRAME.sequences, await readSequences(db));
    await writer.finish();
    await db.query('commit');
    return { tables: tables.length, rows, bytes: writer.bytes };
  } catch (e) {
    writer?.abort();
    await db.query('rollback').catch(() => undefined);
    throw e;
  }
}

async function copyTable(db: pg.Client, writer: ArchiveWriter, table: TableShape, progress: Progress): Promise<number> {
  const columns = table.columns.map((c) => ident(c.name)).join(', ');
  const stream = db.query(copyTo(`copy ${ident(table.name)} (${columns}) to stdout (format binary)`));
  const before = writer.bytes;
  let lastReport = Date.now();
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    await writer.data(chunk);
    if (Date.now() - lastReport > REPORT_EVERY_MS) {
      lastReport = Date.now();
      progress(`  ${table.name}: ${megabytes(writer.bytes - before)} so far`);
    }
  }
  progress(`  ${table.name}: ${rowsText(stream.rowCount)} (${megabytes(writer.bytes - before)})`);
  return stream.rowCount;
}

export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const rowsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
