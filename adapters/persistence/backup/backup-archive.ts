import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { pipeline as pipelinePromise } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupFileInvalid } from './backup-errors.js';

/**
 * The built-in backup file: gzip around "WSBACKUP" and a format byte, then frames of
 * [type: 1 byte][length: 4 bytes, big-endian][payload]. The last frame (END) holds the SHA-256 of every
 * byte before it, so a file cut short, damaged or edited is refused before anything is committed.
 */
export const MAGIC = Buffer.from('WSBACKUP\x01', 'latin1');
export const FRAME = { header: 0x48, data: 0x44, tableEnd: 0x45, sequences: 0x53, end: 0x5a } as const;
const MAX_FRAME = 16 * 1024 * 1024;
const SPLIT_AT = 1024 * 1024;

export interface Frame {
  type: number;
  payload: Buffer;
}

/** Writes a backup file; the file is complete only after finish(). */
export class ArchiveWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly hash = createHash('sha256');
  private readonly flushed: Promise<void>;
  private sealed = false;
  /** Bytes before compression. */
  bytes = 0;

  constructor(file: string) {
    this.flushed = pipelinePromise(this.gzip, createWriteStream(file, { flags: 'wx' }));
    this.flushed.catch(() => undefined); // awaited by write() and finish()
  }

  async start(): Promise<void> {
    await this.write(MAGIC);
  }

  async data(chunk: Buffer): Promise<void> {
    for (let at = 0; at < chunk.length; at += SPLIT_AT) await this.frame(FRAME.data, chunk.subarray(at, at + SPLIT_AT));
  }

  json(type: number, value: unknown): Promise<void> {
    return this.frame(type, Buffer.from(JSON.stringify(value), 'utf8'));
  }

  async finish(): Promise<void> {
    const sha256 = this.hash.digest('hex');
    this.sealed = true; // the END frame is not part of what its checksum covers
    await this.json(FRAME.end, { sha256 });
    this.gzip.end();
    await this.flushed;
  }

  abort(): void {
    this.gzip.destroy();
  }

  private async frame(type: number, payload: Buffer): Promise<void> {
    const head = Buffer.alloc(5);
    head.writeUInt8(type, 0);
    head.writeUInt32BE(payload.length, 1);
    await this.write(head);
    await this.write(payload);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (!this.sealed) this.hash.update(bytes);
    this.bytes += bytes.length;
    if (!this.gzip.write(bytes)) await Promise.race([once(this.gzip, 'drain'), this.flushed]);
  }
}

/**
 * Reads the frames of a backup file in order. The END frame is yielded only once the checksum matched and
 * nothing follows it; any damage throws BackupFileInvalid.
 */
export async function* readFrames(file: string): AsyncGenerator<Frame> {
  const source = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const hash = createHash('sha256');
  let buffered: Buffer = Buffer.alloc(0);

  const take = async (n: number): Promise<Buffer | null> => {
    const parts = [buffered];
    let length = buffered.length;
    while (length < n) {
      const next = await chunks.next().catch(damaged);
      if (next.done) break;
      parts.push(next.value);
      length += next.value.length;
    }
    const all = parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
    if (all.length < n) {
      buffered = all;
      return null;
    }
    buffered = all.subarray(n);
    return all.subarray(0, n);
  };

  try {
    const magic = await take(MAGIC.length);
    if (!magic || !magic.equals(MAGIC)) throw new BackupFileInvalid('This is not a Wingshare backup file (it does not start as one).');
    hash.update(magic);
    for (;;) {
      const head = await take(5);
      if (!head) throw cutShort();
      const type = head.readUInt8(0);
      const length = head.readUInt32BE(1);
      if (!Object.values(FRAME).includes(type as never) || length > MAX_FRAME) {
        throw new BackupFileInvalid('The backup file is damaged (a part of it has an unknown kind or size).');
      }
      const payload = await take(length);
      if (!payload) throw cutShort();
      if (type === FRAME.end) {
        const { sha256 } = parseJson<{ sha256?: string }>(payload);
        if (sha256 !== hash.digest('hex')) {
          throw new BackupFileInvalid('The backup file was changed or damaged after it was written (its checksum does not match).');
        }
        if (buffered.length || (await take(1))) throw new BackupFileInvalid('The backup file has data after its end: it was changed after it was written.');
        yield { type, payload };
        return;
      }
      hash.update(head);
      hash.update(payload);
      yield { type, payload };
    }
  } finally {
    source.destroy();
  }
}

export function parseJson<T>(payload: Buffer): T {
  try {
    return JSON.parse(payload.toString('utf8')) as T;
  } catch {
    throw new BackupFileInvalid('The backup file is damaged (a description part is not readable).');
  }
}

const cutShort = () =>
  new BackupFileInvalid('The backup file is incomplete: it ends before its last part (cut short while copying, or the backup did not finish).');

function damaged(e: unknown): never {
  const error = e as NodeJS.ErrnoException;
  if (error.code === 'ENOENT' || error.code === 'EACCES' || error.code === 'EISDIR') throw e;
  if (error.code?.startsWith('Z_') || /unexpected end of file/i.test(error.message ?? '')) {
    throw new BackupFileInvalid(`The backup file is damaged or incomplete (${error.message}).`);
  }
  throw e;
}
