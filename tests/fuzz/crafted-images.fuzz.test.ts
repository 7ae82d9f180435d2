import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, jpeg, png, pngClaiming, withClaimedJpegSize } from '../fixtures/images/image-builders.js';
import { startAccessWorld, type AccessWorld, type Agent } from '../http/route-access-world.js';
import { checkAnswer, snapshot } from '../support/fuzz-http.js';
import { V } from '../support/test-app.js';

// Issue 8, part 4: crafted images (pixel floods, truncated files, wrong magic bytes, polyglots) sent to
// every upload route are refused with a 400 that says why, and store nothing: no row, no file.
let w: AccessWorld;
let images: { name: string; filename: string; type: string; bytes: Buffer }[];

/** A ZIP archive of one stored (uncompressed) file: local header, data, central directory, end record. */
function zip(name: string, data: Buffer): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localPart = Buffer.concat([local, Buffer.from(name), data]);
  const centralPart = Buffer.concat([central, Buffer.from(name)]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

const SCRIPT = '<html><body><script>fetch("/api/user").then(r => r.text()).then(alert)</script></body></html>';

beforeAll(async () => {
  w = await startAccessWorld();
  const [realJpeg, realPng, realGif] = await Promise.all([jpeg(320, 240), png(320, 240), gif(32, 32)]);
  images = [
    { name: 'a PNG claiming 100000 x 100000 pixels (a pixel flood)', filename: 'flood.png', type: 'image/png', bytes: pngClaiming(100_000, 100_000) },
    { name: 'a JPEG whose frame claims 60000 x 60000 pixels', filename: 'flood.jpg', type: 'image/jpeg', bytes: withClaimedJpegSize(realJpeg, 60_000, 60_000) },
    { name: 'a JPEG cut in half', filename: 'cut.jpg', type: 'image/jpeg', bytes: realJpeg.subarray(0, Math.floor(realJpeg.length / 2)) },
    { name: 'a JPEG cut after its headers', filename: 'cut.jpg', type: 'image/jpeg', bytes: realJpeg.subarray(0, 700) },
    { name: 'a PNG cut in half', filename: 'cut.png', type: 'image/png', bytes: realPng.subarray(0, Math.floor(realPng.length / 2)) },
    { name: 'a PNG without its end chunk', filename: 'cut.png', type: 'image/png', bytes: realPng.subarray(0, realPng.length - 12) },
    { name: 'a GIF named .jpg', filename: 'plane.jpg', type: 'image/jpeg', bytes: realGif },
    { name: 'a PDF named .jpg', filename: 'plane.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') },
    { name: 'an SVG with a script named .png', filename: 'plane.png', type: 'image/png', bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`) },
    { name: 'an HTML page named .png', filename: 'plane.png', type: 'image/png', bytes: Buffer.from(SCRIPT) },
    { name: 'a JPEG with a ZIP archive appended (a polyglot)', filename: 'poly.jpg', type: 'image/jpeg', bytes: Buffer.concat([realJpeg, zip('evil.html', Buffer.from(SCRIPT))]) },
    { name: 'a JPEG with an HTML page appended (a polyglot)', filename: 'poly.jpg', type: 'image/jpeg', bytes: Buffer.concat([realJpeg, Buffer.from(SCRIPT)]) },
    { name: 'a PNG with a script after its end chunk (a polyglot)', filename: 'poly.png', type: 'image/png', bytes: Buffer.concat([realPng, Buffer.from(SCRIPT)]) },
    { name: 'a PNG with a PDF appended (a polyglot)', filename: 'poly.png', type: 'image/png', bytes: Buffer.concat([realPng, Buffer.from('%PDF-1.4\n%%EOF\n')]) },
  ];
}, 120_000);
afterAll(() => w?.close());

interface UploadRoute {
  name: string;
  caller: () => Promise<Agent>;
  send: (caller: Agent, image: { filename: string; type: string; bytes: Buffer }) => PromiseLike<Response>;
}

const attach = (image: { filename: string; type: string; bytes: Buffer }) => [image.bytes, { filename: image.filename, contentType: image.type }] as const;
let n = 0;

const ROUTES: UploadRoute[] = [
  {
    name: 'POST /api/user (avatar at sign-up)',
    caller: async () => w.as('visitor'),
    send: (c, image) => {
      const username = `crafted${++n}`;
      return c.post('/api/user').set(V).field('user', JSON.stringify({ username, email: `${username}@example.com`, password: 'flying-high' })).attach('avatar', ...attach(image));
    },
  },
  {
    name: 'PATCH /api/user (profile avatar)',
    caller: () => w.fresh('user'),
    send: (c, image) => c.patch('/api/user').set(V).field('user', JSON.stringify({ bio: 'New picture' })).attach('avatar', ...attach(image)),
  },
  {
    name: 'POST /api/share (listing photos)',
    caller: async () => w.as('owner'),
    send: (c, image) =>
      c.post('/api/share').set(V)
        .field('share', JSON.stringify({
          type: 'PRIVATE_OWNER_RENTAL', tailNumber: `N${++n}CI`, title: 'Skyhawk', ratePerHour: 150, description: 'Nice.', make: 'Cessna', model: '172S', url: '',
          airport: w.ids.airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
        }))
        .attach('images', ...attach(image)),
  },
  {
    name: 'PATCH /api/share/:id (listing photos)',
    caller: async () => w.as('owner'),
    send: (c, image) =>
      c.patch(`/api/share/${w.ids.share}`).set(V)
        .field('share', JSON.stringify({ media: [{ type: 'image', file: 0 }], defaultMedia: 0 }))
        .attach('images', ...attach(image)),
  },
  {
    name: 'POST /api/instructor (professional picture)',
    caller: () => w.fresh('owner'),
    send: (c, image) =>
      c.post('/api/instructor').set(V)
        .field('instructor', JSON.stringify({ businessName: 'Flight School', ratePerHour: 60, about: 'CFI.', airport: w.ids.airport, tags: ['Private'], isCommercial: false, isDiscoverable: true }))
        .attach('avatar', ...attach(image)),
  },
  {
    name: 'PATCH /api/instructor (professional picture)',
    caller: async () => w.as('owner'),
    send: (c, image) => c.patch('/api/instructor').set(V).field('instructor', JSON.stringify({ about: 'New picture' })).attach('avatar', ...attach(image)),
  },
  {
    name: 'POST /api/admin/blog-media (blog image)',
    caller: async () => w.as('admin'),
    send: (c, image) => c.post('/api/admin/blog-media').set(V).attach('file', ...attach(image)),
  },
];

describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
  let caller: Agent;
  beforeAll(async () => {
    caller = await route.caller();
  });

  it('refuses every crafted image with a 400 that says why, and stores nothing', async () => {
    const failures: string[] = [];
    for (const image of images) {
      const before = await snapshot(w);
      const res = await route.send(caller, image);
      checkAnswer({ method: 'POST', url: route.name.split(' ')[1]!, headers: {}, body: image.bytes }, res);
      const message = typeof res.body?.message === 'string' ? res.body.message : '';
      if (res.status !== 400 || !message) failures.push(`${image.name}: ${res.status} ${res.text.slice(0, 200)}`);
      else if ((await snapshot(w)) !== before) failures.push(`${image.name}: refused but something was stored`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  // Last: a created professional profile would make the next POST /api/instructor a 409.
  it('takes a real image (so the refusals above are about the images)', async () => {
    const res = await route.send(caller, { filename: 'ok.png', type: 'image/png', bytes: await png(64, 48) });
    expect(res.status, res.text).toBeLessThan(300);
  });
});
