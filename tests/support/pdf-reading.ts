/**
 * Reading a PDF the way a person does, for tests: its pages, its text, and the QR codes on its page
 * rasterised. Debian's poppler-utils (`pdfinfo`, `pdftotext`, `pdftoppm`; .ci/run installs them) do the
 * reading; jsQR decodes the QR code from the pixels jimp reads.
 *
 * In a browser test, the owner's Print flyer link is a plain link to the PDF (no version header needed):
 *   const href = await page.getByRole('link', { name: /Print flyer/ }).getAttribute('href');
 *   const pdf = await (await page.request.get(new URL(href!, page.url()).href)).body();
 *   expect(await pdfText(pdf)).toContain(title); expect(await pdfQrCode(pdf)).toBe(`${origin}/?share=${id}`);
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

export interface PageRendering {
  /** From 1. */
  page?: number;
  dpi?: number;
  /** In grey, what a black-and-white printer makes of it (the default), or in colour. */
  gray?: boolean;
}

/** A page rendered as PNG bytes (`pdftoppm`). */
export function pdfPagePng(pdf: Uint8Array, { page = 1, dpi = 110, gray = true }: PageRendering = {}): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', ['-png', ...(gray ? ['-gray'] : []), '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    return readFile(`${out}.png`);
  });
}

/** The text of the QR code on a page of the PDF, or null when none is found. */
export async function pdfQrCode(pdf: Uint8Array, options: Omit<PageRendering, 'gray'> = {}): Promise<string | null> {
  const image = await Jimp.fromBuffer(await pdfPagePng(pdf, options));
  const { data, width, height } = image.bitmap;
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}

export interface PdfImage {
  page: number;
  width: number;
  height: number;
  /** "gray", "rgb", "cmyk", "index"... as `pdfimages -list` names it. */
  color: string;
}

/** The pictures the document holds (`pdfimages -list`): a photo shows here; vector drawings (a QR code of squares) do not. */
export function pdfImages(pdf: Uint8Array): Promise<PdfImage[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout.split('\n').slice(2).filter((line) => line.trim()).map((line) => {
      const [page, , , width, height, color] = line.trim().split(/\s+/);
      return { page: Number(page), width: Number(width), height: Number(height), color: color ?? '' };
    });
  });
}

/**
 * How far the page's colours stray from grey, rendered in colour: the largest difference between a pixel's
 * red, green and blue (0: black, greys and white only, the same from a black-and-white printer).
 */
export async function pdfColourfulness(pdf: Uint8Array, options: Omit<PageRendering, 'gray'> = {}): Promise<number> {
  const { data } = (await Jimp.fromBuffer(await pdfPagePng(pdf, { dpi: 40, ...options, gray: false }))).bitmap;
  let most = 0;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
    most = Math.max(most, Math.max(r, g, b) - Math.min(r, g, b));
  }
  return most;
}
