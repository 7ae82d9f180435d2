import { beforeAll, describe, expect, it } from 'vitest';
import { hiddenPayload, jpegEnd, pngEnd } from '../../../adapters/media/hidden-payload.js';
import { jpeg, png } from '../../fixtures/images/image-builders.js';

// Polyglot uploads (issue 8): another file after the image's end is refused when it can act (markup,
// archives, PDFs, programs); what phones put there (gain maps, motion-photo videos, SEF trailers) is not.
let realJpeg: Buffer;
let realPng: Buffer;
beforeAll(async () => {
  [realJpeg, realPng] = await Promise.all([jpeg(64, 48), png(64, 48)]);
});

const jpegWith = (...tail: (string | Buffer)[]) => Buffer.concat([realJpeg, ...tail.map((t) => (typeof t === 'string' ? Buffer.from(t, 'latin1') : t))]);
const zipEnd = (comment = '') => {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(comment.length, 20);
  return Buffer.concat([record, Buffer.from(comment)]);
};

describe('where an image ends', () => {
  it('finds the end of a JPEG and of a PNG, and none in a cut file', () => {
    expect(jpegEnd(realJpeg)).toBe(realJpeg.length);
    expect(pngEnd(realPng)).toBe(realPng.length);
    expect(jpegEnd(realJpeg.subarray(0, realJpeg.length - 10))).toBeNull();
    expect(pngEnd(realPng.subarray(0, realPng.length - 4))).toBeNull();
  });

  it('skips an EXIF thumbnail (a whole JPEG inside an APP1 segment)', () => {
    const thumbnail = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), realJpeg]);
    const app1 = Buffer.alloc(4);
    app1.writeUInt16BE(0xffe1, 0);
    app1.writeUInt16BE(thumbnail.length + 2, 2);
    const withThumbnail = Buffer.concat([realJpeg.subarray(0, 2), app1, thumbnail, realJpeg.subarray(2)]);
    expect(jpegEnd(withThumbnail)).toBe(withThumbnail.length);
  });
});

describe('hiddenPayload', () => {
  it('finds nothing in plain images, padding, or what cameras append', () => {
    expect(hiddenPayload(realJpeg, 'image/jpeg')).toBeNull();
    expect(hiddenPayload(realPng, 'image/png')).toBeNull();
    expect(hiddenPayload(jpegWith(Buffer.alloc(64)), 'image/jpeg')).toBeNull();
    expect(hiddenPayload(jpegWith(realJpeg), 'image/jpeg')).toBeNull(); // an Ultra HDR gain map
    expect(hiddenPayload(jpegWith('\0\0\0\x18ftypmp42\0\0\0\0mp42isom'), 'image/jpeg')).toBeNull(); // a motion photo
    expect(hiddenPayload(jpegWith('Image_UTC_Data1700000000000SEFH\x01\0\0\0SEFT'), 'image/jpeg')).toBeNull(); // Samsung
    expect(hiddenPayload(realJpeg.subarray(0, 300), 'image/jpeg')).toBeNull(); // cut: the decoder refuses it
  });

  it.each<[string, Buffer, string]>([
    ['HTML', Buffer.from('\r\n<html><script>alert(1)</script></html>'), 'HTML, SVG, XML or a script'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'HTML, SVG, XML or a script'],
    ['a ZIP', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(30), zipEnd()]), 'a ZIP archive'],
    ['a PDF', Buffer.from('%PDF-1.7\n%%EOF'), 'a PDF document'],
    ['a Windows program', Buffer.from('MZ\x90\0'), 'a program'],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /'), 'a script'],
  ])('finds %s after a JPEG and after a PNG', (_what, tail, expected) => {
    expect(hiddenPayload(Buffer.concat([realJpeg, tail]), 'image/jpeg')).toBe(expected);
    expect(hiddenPayload(Buffer.concat([realPng, tail]), 'image/png')).toBe(expected);
  });

  it('finds a ZIP behind a gain map by its directory record at the end of the file', () => {
    expect(hiddenPayload(jpegWith(realJpeg, zipEnd('hi')), 'image/jpeg')).toBe('a ZIP archive');
  });
});
