import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, stat, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats worth compressing. Images, fonts and archives are compressed already: a second pass only costs. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.wasm']);
/** Smaller files gain a few bytes at most (the on-the-fly threshold of compression.middleware.ts is the same). */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TWINS = [
  {
    extension: '.br',
    // Once per build, so the slowest and best settings are affordable.
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

export interface PrecompressReport {
  /** Twins written by this call (0 when every file already had its up-to-date twins). */
  written: number;
  /** Bytes of the files that have a .br twin, and of those twins. */
  originalBytes: number;
  brotliBytes: number;
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every text file of a built web app (its `dist`),
 * which the server sends as they are to browsers that accept them (static.ts). A twin already newer than
 * its file is kept, so this runs at every start for the price of a directory walk, and a `dist` built
 * before this step existed gets its twins too. A twin is written only when it is smaller than its file.
 * Each twin is written under a unique temporary name and renamed, so two processes starting at once, or one
 * stopped halfway, never leave a truncated twin to be served. Hidden files (never served) are skipped.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { written: 0, originalBytes: 0, brotliBytes: 0 };
  const files = await textFiles(dir);
  // A few at a time: zlib runs on libuv's thread pool, which this keeps busy without queueing everything.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await precompressFile(file, report);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return report;
}

async function precompressFile(file: string, report: PrecompressReport): Promise<void> {
  const source = await stat(file);
  if (source.size < PRECOMPRESS_MIN_BYTES) return;
  let data: Buffer | null = null;
  for (const twin of TWINS) {
    const target = file + twin.extension;
    const existing = await stat(target).catch(() => null);
    if (existing && existing.mtimeMs >= source.mtimeMs) {
      if (twin.extension === '.br') count(report, source.size, existing.size);
      continue;
    }
    data ??= await readFile(file);
    const compressed = await twin.compress(data);
    if (compressed.length >= data.length) {
      await rm(target, { force: true }); // a stale twin of an older file would be served instead of it
      continue;
    }
    const temporary = `${target}.${randomUUID()}.tmp`; // unique even for two workers of one process
    await writeFile(temporary, compressed);
    await rename(temporary, target);
    report.written++;
    if (twin.extension === '.br') count(report, source.size, compressed.length);
  }
}

function count(report: PrecompressReport, original: number, compressed: number) {
  report.originalBytes += original;
  report.brotliBytes += compressed;
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  // Hidden files and folders (Vite's .vite/manifest.json, read by the server) are never served: no twins.
  const hidden = (file: string) => path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.'));
  return entries
    .filter((e) => e.isFile() && TEXT_EXTENSIONS.has(path.extname(e.name).toLowerCase()))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !hidden(file));
}
