import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Reading the FAA "Releasable Aircraft Database" text files: comma-separated, every field space-padded
 * to a fixed width, a trailing comma on every line, a header row, sometimes a UTF-8 BOM and CRLF line
 * ends. Columns are found by their header name, so a reordered or widened file still reads.
 */

/** A file or folder that is not what the FAA ships; the message says what is wrong and where. */
export class FaaFileError extends Error {
  override readonly name = 'FaaFileError';
}

export const MASTER_COLUMNS = [
  'N-NUMBER', 'SERIAL NUMBER', 'MFR MDL CODE', 'ENG MFR MDL', 'YEAR MFR', 'NAME', 'TYPE AIRCRAFT', 'TYPE ENGINE',
] as const;
export const ACFTREF_COLUMNS = ['CODE', 'MFR', 'MODEL', 'TYPE-ACFT', 'TYPE-ENG', 'AC-CAT', 'NO-ENG', 'NO-SEATS'] as const;
export const ENGINE_COLUMNS = ['CODE', 'MFR', 'MODEL', 'TYPE'] as const;

export interface FaaFiles {
  master: string;
  aircraft: string;
  engine: string;
}

/** One data line: its 1-based line number, a field by header name (trimmed), and the bytes read so far. */
export interface FaaRecord<C extends string> {
  line: number;
  get(column: C): string;
  bytesRead: number;
  totalBytes: number;
}

/**
 * The three files of an unzipped download (names matched case-insensitively), each checked to exist
 * and to start with a header that has the columns the importer uses. Cheap: reads only first lines.
 */
export async function locateFaaFiles(folder: string): Promise<FaaFiles> {
  const info = await stat(folder).catch(() => null);
  if (!info) throw new FaaFileError(`No such folder: ${folder}`);
  if (!info.isDirectory()) throw new FaaFileError(`Not a folder: ${folder} (give the folder holding MASTER.txt, ACFTREF.txt and ENGINE.txt)`);
  const names = await readdir(folder);
  const find = (name: string) => {
    const found = names.find((n) => n.toUpperCase() === name.toUpperCase());
    if (!found) throw new FaaFileError(`${name} not found in ${folder}`);
    return path.join(folder, found);
  };
  const files = { master: find('MASTER.txt'), aircraft: find('ACFTREF.txt'), engine: find('ENGINE.txt') };
  await readHeaderOf(files.master, MASTER_COLUMNS);
  await readHeaderOf(files.aircraft, ACFTREF_COLUMNS);
  await readHeaderOf(files.engine, ENGINE_COLUMNS);
  return files;
}

/**
 * Streams a file line by line (constant memory, whatever its size). Blank lines are passed over; a
 * line whose field count differs from the header's is an error: the file is cut or corrupt.
 */
export async function* readFaaRecords<C extends string>(file: string, columns: readonly C[]): AsyncGenerator<FaaRecord<C>> {
  const totalBytes = (await stat(file)).size;
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const name = path.basename(file);
  try {
    let lineNumber = 0;
    let header: Header<C> | null = null;
    for await (const raw of lines) {
      lineNumber++;
      const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
      if (!header) {
        header = parseHeader(name, line, columns);
        continue;
      }
      if (!line.trim()) continue;
      const fields = splitFaaLine(line);
      if (fields.length !== header.width && !(header.trailingComma && fields.length === header.width - 1)) {
        throw new FaaFileError(`${name} line ${lineNumber}: ${fields.length} fields where the header has ${header.width}; the file is cut or corrupt`);
      }
      const index = header.index;
      yield { line: lineNumber, get: (c: C) => fields[index[c]] ?? '', bytesRead: Math.min(stream.bytesRead, totalBytes), totalBytes };
    }
    if (!header) throw new FaaFileError(`${name} is empty (no header row)`);
  } finally {
    lines.close();
    stream.destroy();
  }
}

/** Splits one line and trims every field. Fields are not quoted in FAA files; a quoted one is read as CSV. */
export function splitFaaLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',').map((f) => f.trim());
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && !field.trim()) {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field.trim());
      field = '';
    } else field += c;
  }
  fields.push(field.trim());
  return fields;
}

interface Header<C extends string> {
  index: Record<C, number>;
  width: number;
  trailingComma: boolean;
}

function parseHeader<C extends string>(name: string, line: string, columns: readonly C[]): Header<C> {
  const names = splitFaaLine(line).map((n) => n.toUpperCase());
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length) {
    throw new FaaFileError(
      `${name}: malformed header, missing column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${c}"`).join(', ')} (is this the FAA's ${name}?)`,
    );
  }
  const index = Object.fromEntries(columns.map((c) => [c, names.indexOf(c)])) as Record<C, number>;
  return { index, width: names.length, trailingComma: names[names.length - 1] === '' };
}

async function readHeaderOf(file: string, columns: readonly string[]): Promise<void> {
  for await (const _ of readFaaRecords(file, columns)) break; // the header is checked before the first row
}
