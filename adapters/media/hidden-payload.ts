/**
 * Polyglots: a JPEG or PNG with another file after the image's end, which a browser, an unzip tool or a
 * PDF reader would open as that file. Re-encoding drops the extra bytes anyway; refusing the upload says
 * plainly that it was not just a picture.
 *
 * Phones legitimately put data after the image: a second JPEG (Ultra HDR gain maps, MPF depth maps), an
 * MP4 (motion photos), Samsung's SEF trailer. So the bytes after the end are refused only when they are
 * recognisably a file that can act: markup or script, an archive, a PDF, a program.
 */

type Mime = 'image/jpeg' | 'image/png';

/** Signatures, at the start of what follows the image (after padding), of files that can act. */
const ACTIVE: [prefix: string, what: string][] = [
  ['<', 'HTML, SVG, XML or a script'],
  ['PK\x03\x04', 'a ZIP archive'],
  ['PK\x05\x06', 'a ZIP archive'],
  ['PK\x07\x08', 'a ZIP archive'],
  ['%PDF', 'a PDF document'],
  ['MZ', 'a program'],
  ['\x7fELF', 'a program'],
  ['\xca\xfe\xba\xbe', 'a program'],
  ['#!', 'a script'],
  ['Rar!', 'a RAR archive'],
  ['7z\xbc\xaf\x27\x1c', 'a 7-Zip archive'],
  ['GIF8', 'a GIF image'],
  ['{\\rtf', 'an RTF document'],
];

/** Padding some encoders write after the end: NUL, 0xFF and white space. */
const PADDING = new Set([0x00, 0xff, 0x09, 0x0a, 0x0d, 0x20]);

/** What kind of file hides after the image, or null when nothing that can act does (or the end is not found). */
export function hiddenPayload(bytes: Uint8Array, mime: Mime): string | null {
  const end = mime === 'image/jpeg' ? jpegEnd(bytes) : pngEnd(bytes);
  if (end === null || end >= bytes.length) return null;
  let start = end;
  while (start < bytes.length && PADDING.has(bytes[start]!)) start++;
  for (const [prefix, what] of ACTIVE) {
    if (startsWith(bytes, start, prefix)) return what;
  }
  // A ZIP is read from its end: its end-of-central-directory record closes the file, whatever comes first.
  return endsWithZipDirectory(bytes, end) ? 'a ZIP archive' : null;
}

function startsWith(bytes: Uint8Array, at: number, prefix: string): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let k = 0; k < prefix.length; k++) if (bytes[at + k] !== prefix.charCodeAt(k)) return false;
  return true;
}

function endsWithZipDirectory(bytes: Uint8Array, from: number): boolean {
  const last = bytes.length - 22;
  for (let i = last; i >= Math.max(from, last - 0xffff); i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      const comment = bytes[i + 20]! | (bytes[i + 21]! << 8);
      if (i + 22 + comment === bytes.length) return true;
    }
  }
  return false;
}

/** The offset just after the IEND chunk, walking the chunks from the signature; null when there is none. */
export function pngEnd(bytes: Uint8Array): number | null {
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = ((bytes[i]! << 24) >>> 0) + (bytes[i + 1]! << 16) + (bytes[i + 2]! << 8) + bytes[i + 3]!;
    const end = i + 12 + length;
    if (end > bytes.length) return null;
    if (startsWith(bytes, i + 4, 'IEND')) return end;
    i = end;
  }
  return null;
}

/**
 * The offset just after the EOI marker that ends the image: segments are skipped by their length (so an
 * EXIF thumbnail's own markers are never seen), entropy-coded scan data up to the next real marker.
 */
export function jpegEnd(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i++;
    if (i >= bytes.length) return null;
    const marker = bytes[i++]!;
    if (marker === 0xd9) return i;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (i + 2 > bytes.length) return null;
    const length = (bytes[i]! << 8) | bytes[i + 1]!;
    if (length < 2 || i + length > bytes.length) return null;
    i += length;
    if (marker !== 0xda) continue;
    // Scan data: FF 00 is a stuffed FF, FF D0..D7 a restart marker; any other FF xx is the next marker.
    while (i < bytes.length) {
      if (bytes[i] !== 0xff) {
        i++;
        continue;
      }
      const next = bytes[i + 1];
      if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) i += 2;
      else if (next === 0xff) i++;
      else break;
    }
  }
  return null;
}
