import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Reading the FAA's releasable airmen files (PILOT_BASIC.csv, PILOT_CERT.csv): comma-separated, no quoting,
 * latin-1 text, CRLF line ends, a leading space before every header after the first, values maybe
 * space-padded. The headers must be the FAA's, column for column: a file of another layout is refused
 * rather than read wrong.
 */

/** A folder or file that is not what the FAA ships; the message says what is wrong and where. */
export class AirmenFileError extends Error {
  override readonly name = 'AirmenFileError';
}

export const BASIC_HEADER = [
  'UNIQUE ID', 'FIRST NAME', 'LAST NAME', 'STREET 1', 'STREET 2', 'CITY', 'STATE', 'ZIP CODE', 'COUNTRY', 'REGION',
  'MED CLASS', 'MED DATE', 'MED EXP DATE', 'BASIC MED COURSE DATE', 'BASIC MED CMEC DATE',
] as const;

export const CERT_HEADER = [
  'UNIQUE ID', 'FIRST NAME', 'LAST NAME', 'TYPE', 'LEVEL', 'EXPIRE DATE',
  ...Array.from({ length: 11 }, (_, i) => `RATING${i + 1}`),
  ...Array.from({ length: 99 }, (_, i) => `TYPERATING${i + 1}`),
] as const;

export interface AirmenFiles {
  basic: string;
  cert: string;
}

/** One data line, split and trimmed, with the bytes of its file read so far. */
export interface AirmenLine {
  line: number;
  fields: string[];
  bytesRead: number;
}

/** The two files of an unzipped download (names matched case-insensitively), their headers checked. */
export async function locateAirmenFiles(folder: string): Promise<AirmenFiles> {
  const info = await stat(folder).catch(() => null);
  if (!info) throw new AirmenFileError(`No such folder: ${folder}`);
  if (!info.isDirectory()) throw new AirmenFileError(`Not a folder: ${folder} (unzip the FAA's CSMMYYYY.zip and give the folder holding PILOT_BASIC.csv and PILOT_CERT.csv)`);
  const names = await readdir(folder);
  const find = (name: string) => {
    const found = names.find((n) => n.toUpperCase() === name.toUpperCase());
    if (!found) throw new AirmenFileError(`${name} not found in ${folder}: the FAA's airmen download holds PILOT_BASIC.csv and PILOT_CERT.csv`);
    return path.join(folder, found);
  };
  const files = { basic: find('PILOT_BASIC.csv'), cert: find('PILOT_CERT.csv') };
  for await (const _ of readAirmenLines(files.basic, BASIC_HEADER)) break; // the header is checked before the first row
  for await (const _ of readAirmenLines(files.cert, CERT_HEADER)) break;
  return files;
}

/** Splits a line and trims each field (the files hold no quoted fields). */
export const splitAirmenLine = (line: string): string[] => line.split(',').map((f) => f.trim());

function checkHeader(name: string, line: string, expected: readonly string[]): number {
  const names = splitAirmenLine(line.replace(/^\uFEFF/, '')).map((n) => n.toUpperCase());
  while (names.length > expected.length && names[names.length - 1] === '') names.pop(); // a trailing comma
  const differs = expected.findIndex((column, i) => names[i] !== column);
  if (differs >= 0 || names.length !== expected.length) {
    const at = differs >= 0 ? differs : expected.length;
    const found = names[at] === undefined ? 'nothing' : `"${names[at]}"`;
    throw new AirmenFileError(
      `${name}: the header differs from the FAA's at column ${at + 1} (${found} where the FAA writes ${expected[at] ? `"${expected[at]}"` : 'nothing'}); is this the FAA's ${name}?`,
    );
  }
  return expected.length;
}

/**
 * Streams a file's data lines, latin-1 decoded (constant memory, whatever its size). Blank lines are passed
 * over; a line with fewer fields than the header is an error (the file is cut or corrupt).
 */
export async function* readAirmenLines(file: string, header: readonly string[]): AsyncGenerator<AirmenLine> {
  const name = path.basename(file);
  const stream = createReadStream(file, { encoding: 'latin1', highWaterMark: 1024 * 1024 });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    let lineNumber = 0;
    let width = 0;
    for await (const raw of lines) {
      lineNumber++;
      if (!width) {
        width = checkHeader(name, raw, header);
        continue;
      }
      if (!raw.trim()) continue;
      const fields = splitAirmenLine(raw);
      if (fields.length < width) {
        throw new AirmenFileError(`${name} line ${lineNumber}: ${fields.length} fields where the header has ${width}; the file is cut or corrupt`);
      }
      yield { line: lineNumber, fields, bytesRead: stream.bytesRead };
    }
    if (!width) throw new AirmenFileError(`${name} is empty (no header row)`);
  } finally {
    lines.close();
    stream.destroy();
  }
}

/** The file's month from a folder or zip named like the FAA's (CS112026 → 2026-11), else null. */
export function monthOfFolderName(folder: string): string | null {
  const m = /CS(\d{2})(\d{4})/i.exec(path.basename(folder.replace(/[\\/]+$/, '')));
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return null;
  return `${m[2]}-${m[1]}`;
}
