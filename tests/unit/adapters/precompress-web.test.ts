import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress-web.js';

const code = (n: number) => Array.from({ length: n }, (_, i) => `export const value${i} = ${i};`).join('\n');

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'wingshare-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const file = (name: string, content: string | Buffer) => writeFileSync(path.join(dist, name), content);
const twins = (name: string) => ['.br', '.gz'].filter((ext) => existsSync(path.join(dist, name + ext)));

describe('precompressDirectory (the build\'s compression step)', () => {
  it('writes a brotli and a gzip twin of every text file, each decompressing to the file', async () => {
    const text = { 'index.html': `<!doctype html>${'<p>text</p>'.repeat(200)}`, 'assets/app-1.js': code(100), 'assets/app-1.css': '.a{color:red}\n'.repeat(100), 'assets/basemap-1.json': JSON.stringify({ lines: code(50) }), 'assets/icons-1.svg': `<svg>${'<path d="M0 0h1"/>'.repeat(100)}</svg>` };
    for (const [name, content] of Object.entries(text)) file(name, content);
    const report = await precompressDirectory(dist);
    expect(report.written).toBe(10);
    for (const [name, content] of Object.entries(text)) {
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))).toString(), name).toBe(content);
      expect(gunzipSync(readFileSync(path.join(dist, `${name}.gz`))).toString(), name).toBe(content);
    }
    expect(report.brotliBytes).toBeLessThan(report.originalBytes / 3);
  });

  it('leaves images, small files, hidden files and files that do not shrink alone', async () => {
    file('assets/plane-1.png', Buffer.alloc(5000, 1));
    file('assets/tiny-1.js', 'export const a = 1;');
    file('assets/noise-1.js', randomBytes(4000)); // no text compresses like this, but a twin would be larger
    mkdirSync(path.join(dist, '.vite'));
    file('.vite/manifest.json', JSON.stringify({ lines: code(50) })); // read by the server, never served
    await precompressDirectory(dist);
    expect(twins('.vite/manifest.json')).toEqual([]);
    expect(twins('assets/plane-1.png')).toEqual([]);
    expect(twins('assets/tiny-1.js')).toEqual([]);
    expect(twins('assets/noise-1.js')).toEqual([]);
  });

  it('keeps twins newer than their file and remakes those of a file changed since', async () => {
    file('assets/app-1.js', code(100));
    await precompressDirectory(dist);
    expect((await precompressDirectory(dist)).written).toBe(0); // a start with nothing new

    file('assets/app-1.js', code(120));
    const later = new Date(statSync(path.join(dist, 'assets/app-1.js.br')).mtimeMs + 5000);
    utimesSync(path.join(dist, 'assets/app-1.js'), later, later);
    expect((await precompressDirectory(dist)).written).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets/app-1.js.br'))).toString()).toBe(code(120));
  });

  it('does nothing for an app not built', async () => {
    expect(await precompressDirectory(path.join(dist, 'missing'))).toEqual({ written: 0, originalBytes: 0, brotliBytes: 0 });
  });
});
