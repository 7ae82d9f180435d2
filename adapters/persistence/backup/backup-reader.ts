import { FRAME, parseJson, readFrames, type Frame } from './backup-archive.js';
import { BackupFileInvalid } from './backup-errors.js';
import type { SequenceValue, TableShape } from './database-catalog.js';
import type { BackupHeader, TableEnd } from './logical-backup.js';

export interface BackupHandlers {
  header(header: BackupHeader): Promise<void>;
  /** Consumes the table's COPY data; answers the rows it loaded, or null when it only read them. */
  table(table: TableShape, data: AsyncIterable<Buffer>): Promise<number | null>;
  sequences(values: SequenceValue[]): Promise<void>;
}

export interface BackupContents {
  header: BackupHeader;
  /** Rows per table, as the backup recorded them. */
  rows: Map<string, number>;
  sequences: SequenceValue[];
}

/**
 * Walks a built-in backup file in its one order (header, each table's data and row count, sequences,
 * end), handing each part to `handlers`. Returns only when the whole file was read and its checksum
 * matched; a file out of order, damaged or cut short throws BackupFileInvalid.
 */
export async function readBackup(file: string, handlers: BackupHandlers): Promise<BackupContents> {
  const frames = readFrames(file);
  const next = async (): Promise<Frame> => {
    const r = await frames.next();
    if (r.done) throw new BackupFileInvalid('The backup file ends too early.');
    return r.value;
  };
  const expect = async (type: number, what: string): Promise<Frame> => {
    const frame = await next();
    if (frame.type !== type) throw new BackupFileInvalid(`The backup file is damaged: ${what} is missing or out of place.`);
    return frame;
  };
  try {
    const header = parseJson<BackupHeader>((await expect(FRAME.header, 'its description')).payload);
    if (header.format !== 'wingshare-backup' || header.formatVersion !== 1 || !Array.isArray(header.tables) || !Array.isArray(header.migrations)) {
      throw new BackupFileInvalid(`The backup file's format (${header.format} ${header.formatVersion}) is not one this Wingshare reads.`);
    }
    await handlers.header(header);
    const rows = new Map<string, number>();
    for (const table of header.tables) {
      let end: TableEnd | null = null;
      const data = async function* () {
        for (;;) {
          const frame = await next();
          if (frame.type === FRAME.data) yield frame.payload;
          else if (frame.type === FRAME.tableEnd) {
            end = parseJson<TableEnd>(frame.payload);
            return;
          } else throw new BackupFileInvalid(`The backup file is damaged: the data of table ${table.name} is interrupted.`);
        }
      };
      const iterator = data();
      const loaded = await handlers.table(table, iterator);
      for await (const _ of iterator); // what a handler left unread
      const recorded = end as TableEnd | null;
      if (!recorded || recorded.table !== table.name || !Number.isInteger(recorded.rows)) {
        throw new BackupFileInvalid(`The backup file is damaged: the end of table ${table.name} is missing.`);
      }
      if (loaded !== null && loaded !== recorded.rows) {
        throw new BackupFileInvalid(`Table ${table.name}: ${loaded} rows loaded, but the backup recorded ${recorded.rows}.`);
      }
      rows.set(table.name, recorded.rows);
    }
    const sequences = parseJson<SequenceValue[]>((await expect(FRAME.sequences, 'the sequence values')).payload);
    await handlers.sequences(sequences);
    await expect(FRAME.end, 'its end');
    const after = await frames.next();
    if (!after.done) throw new BackupFileInvalid('The backup file has data after its end.');
    return { header, rows, sequences };
  } finally {
    await frames.return(undefined);
  }
}

/** Reads the whole file and checks it, changing nothing (the first step of every restore). */
export function inspectBackup(file: string): Promise<BackupContents> {
  return readBackup(file, { header: async () => undefined, table: async () => null, sequences: async () => undefined });
}
