/**
 * Reading a PDF the way a person does, for tests: its pages, its text, and the QR codes on its page
 * rasterised. Debian's poppler-utils (`pdfinfo`, `pdftotext`, `pdftoppm`; .ci/run installs them) do the
 * reading; jsQR decodes the QR code from the pixels jimp reads.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Jimp } from 'jimp';
import jsQR from 'jsqr';

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wingshare-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PdfInfo {
  pages: number;
  /** The first page's size in points ("612 x 792" is US letter). */
  pageSize: { width: number; height: number };
  title: string;
}

/** What `pdfinfo` says of the document: its pages, page size and title. */
export function pdfInfo(pdf: Uint8Array): Promise<PdfInfo> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(stdout)?.[1]?.trim() ?? '';
    const size = /^Page size:\s*([\d.]+) x ([\d.]+)/m.exec(stdout);
    return {
      pages: Number(field('Pages')),
      pageSize: { width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0) },
      title: field('Title'),
    };
  });
}

/** The document's text as `pdftotext -layout` reads it (UTF-8). */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** A page rendered as PNG bytes at `dpi` (`pdftoppm`), in grey: what a black-and-white printer makes of it. */
export function pdfPagePng(pdf: Uint8Array, { page = 1, dpi = 110 }: { page?: number; dpi?: number } = {}): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', ['-png', '-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    return readFile(`${out}.png`);
  });
}

/** The text of the QR code on a page of the PDF, or null when none is found. */
export async function pdfQrCode(pdf: Uint8Array, options: { page?: number; dpi?: number } = {}): Promise<string | null> {
  const image = await Jimp.fromBuffer(await pdfPagePng(pdf, options));
  const { data, width, height } = image.bitmap;
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}
