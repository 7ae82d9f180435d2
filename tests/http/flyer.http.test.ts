import { Jimp } from 'jimp';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ON_WINGSHARE } from '../../domain/share/listing-flyer.js';
import { signInNewAdmin, signUpActor, type Actor, type Agent } from '../support/http-actors.js';
import { pdfColourfulness, pdfImages, pdfInfo, pdfQrCode, pdfText } from '../support/pdf-reading.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// GET /api/share/:id/flyer.pdf (issue 41): the listing's printable flyer, one US letter page with its title,
// price, photo, specs, the owner's chosen contact and a QR code that opens the listing.

let t: TestApp;
let owner: Actor;
let admin: Agent;
let airportId: number;
let photo: Buffer;
let shareId: number;

const SITE = 'http://wingshare.test'; // the test app's PUBLIC_URL
const TITLE = 'Bonanza A36 quarter share at Bowman';

/** A photo with something in it: a colour gradient (the flyer prints it grey). */
async function gradient(): Promise<Buffer> {
  const image = new Jimp({ width: 1200, height: 800, color: 0xffffffff });
  image.scan(0, 0, 1200, 800, (x, y, idx) => {
    image.bitmap.data[idx] = (x * 255) / 1200;
    image.bitmap.data[idx + 1] = 120;
    image.bitmap.data[idx + 2] = (y * 255) / 800;
    image.bitmap.data[idx + 3] = 255;
  });
  return image.getBuffer('image/png');
}

async function list(by: Agent, share: Record<string, unknown>, files: Buffer[] = [photo]): Promise<number> {
  let req = by.post('/api/share').set(V).field('share', JSON.stringify({ description: 'Hangared, well kept.', url: '', airport: airportId, ownershipConfirmed: true, ...share }));
  for (const [i, f] of files.entries()) req = req.attach('images', f, { filename: `p${i}.png`, contentType: 'image/png' });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** The flyer as a browser tab opens it: a plain GET, without the API's version header. */
const flyer = (by: Agent | TestApp['request'], id: number | string) => by.get(`/api/share/${id}/flyer.pdf`).buffer(true);
const bytes = (res: Response): Buffer => Buffer.from(res.body as Buffer);

beforeAll(async () => {
  t = await startTestApp();
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  photo = await gradient();
  owner = await signUpActor(t, 'flyerowner', 'Owner', ['listing']);
  admin = (await signInNewAdmin(t)).agent;
  shareId = await list(owner.agent, {
    type: 'PRIVATE_OWNER_SHARE_PURCHASE', title: TITLE, tailNumber: 'N36FL', make: 'Beechcraft', model: 'A36', year: 1998,
    cost: 42000, sharePercentOffered: 25, engineHours: 1250, engineManufacturer: 'Continental', engineModel: 'IO-550-B',
    avionics: 'Garmin G500 TXi, GTN 750Xi, GFC 500 autopilot', media: [{ type: 'image', file: 0 }], defaultMedia: 0,
  });
});
afterAll(() => t?.close());

describe('GET /api/share/:id/flyer.pdf', () => {
  it('is one letter page with the title, type, price, airport, specs and photo, whose QR code opens the listing', async () => {
    const res = await flyer(t.request, shareId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="bonanza-a36-quarter-share-at-bowman-flyer.pdf"');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const pdf = bytes(res);
    expect(await pdfInfo(pdf)).toEqual({ pages: 1, pageSize: { width: 612, height: 792 }, title: TITLE });

    const text = (await pdfText(pdf)).replace(/[ \t]+/g, ' ');
    expect(text).toContain(TITLE);
    expect(text).toContain('PRIVATE OWNER SHARE PURCHASE');
    expect(text).toContain('1998 Beechcraft A36');
    expect(text).toContain('$42,000 for 1/4 share');
    expect(text).toContain('Based at LOU - Bowman, Louisville, KY');
    for (const spec of ['Tail number N36FL', 'Engine Continental IO-550-B', 'Engine hours 1,250', 'Avionics Garmin G500 TXi, GTN 750Xi, GFC 500 autopilot']) {
      expect(text).toContain(spec);
    }
    // His email is not public: pilots write to him on the site.
    expect(text).toContain(MESSAGE_ON_WINGSHARE);
    expect(text).not.toContain(owner.email);
    expect(text).toContain(`${SITE}/?share=${shareId}`);

    expect(await pdfQrCode(pdf)).toBe(`${SITE}/?share=${shareId}`);
    // The photo is in it, and the whole page is black, greys and white (the colour photo printed grey).
    expect((await pdfImages(pdf)).length).toBe(1);
    expect(await pdfColourfulness(pdf)).toBeLessThanOrEqual(8);
  });

  it("shows the owner's email once he makes it public, and a club's email and phone", async () => {
    expect((await owner.agent.patch('/api/user').set(V).send({ user: { emailPublic: true } })).status).toBe(200);
    const text = await pdfText(bytes(await flyer(t.request, shareId)));
    expect(text).toContain(`Email: ${owner.email}`);
    expect(text).not.toContain(MESSAGE_ON_WINGSHARE);
    expect((await owner.agent.patch('/api/user').set(V).send({ user: { emailPublic: false } })).status).toBe(200);

    const club = await list(owner.agent, {
      type: 'FLIGHT_CLUB', clubName: 'Derby City Flyers', clubRepName: 'Pat Lee', clubMemberSize: 40, clubNumAircrafts: 3,
      clubWebsiteUrl: 'https://derbycity.example', clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100', make: 'Cessna', model: '172S',
      media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    });
    // Its photo gone from the media store (a file lost, a photo stored elsewhere): the flyer prints without it.
    const stored = (await t.request.get(`/api/share?id=${club}`).set(V)).body.shares[0].media[0];
    for (const url of [stored.url, ...stored.variants.map((v: { url: string }) => v.url)]) {
      rmSync(path.join(t.config.dataDir, url.replace(/^\//, '')));
    }
    const pdf = bytes(await flyer(t.request, club));
    const clubText = (await pdfText(pdf)).replace(/[ \t]+/g, ' ');
    for (const line of ['Ask for Pat Lee', 'Email: club@derbycity.example', 'Phone: 502-555-0100', 'Members 40', 'Aircraft in the club 3', 'flying club'.toUpperCase()]) {
      expect(clubText).toContain(line);
    }
    expect(clubText).not.toContain(MESSAGE_ON_WINGSHARE);
    // No photo: a frame that points at the code, and no picture in the file.
    expect(clubText).toContain('Photos on Wingshare');
    expect(await pdfImages(pdf)).toEqual([]);
    expect(await pdfQrCode(pdf)).toBe(`${SITE}/?share=${club}`);
  });

  it('keeps to one page whatever the title, and prints what the fonts lack without garbling the rest', async () => {
    const title = `Łódź “Skyhawk” ✈️ 日本 Café ${'very long words '.repeat(12)}`.trim();
    const id = await list(owner.agent, {
      type: 'PRIVATE_OWNER_RENTAL', title: title.slice(0, 120), tailNumber: 'N99UF', make: 'Cessna', model: '172S', ratePerHour: 150,
      avionics: 'Garmin G1000 NXi with every option there is, '.repeat(12), media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    });
    const res = await flyer(t.request, id);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="lodz-skyhawk-cafe-very-long-words-very-long-words-very-long-flyer.pdf"');
    const pdf = bytes(res);
    expect((await pdfInfo(pdf)).pages).toBe(1);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Lódz “Skyhawk” ?? Café very long words');
    expect(text).toContain('$150 / hour');
    expect(await pdfQrCode(pdf)).toBe(`${SITE}/?share=${id}`);
  });

  it('answers 404 for a disabled listing but to its owner and admins, 404 for an unknown one, 400 for a bad id', async () => {
    const id = await list(owner.agent, {
      type: 'PRIVATE_OWNER_RENTAL', title: 'Hidden Skyhawk', tailNumber: 'N12HD', make: 'Cessna', model: '172S', ratePerHour: 150,
      media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    });
    expect((await owner.agent.post(`/api/share/${id}/disable`).set(V)).status).toBe(200);
    const stranger = await signUpActor(t, 'flyerstranger', 'Stranger');
    const visitor = await flyer(t.request, id);
    expect(visitor.status).toBe(404);
    expect(visitor.headers['content-type']).toMatch(/^application\/json/);
    expect((await flyer(stranger.agent, id)).status).toBe(404);
    expect((await flyer(owner.agent, id)).status).toBe(200);
    expect((await flyer(admin, id)).status).toBe(200);

    expect((await flyer(t.request, 999999)).status).toBe(404);
    const bad = await flyer(t.request, 'abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Listing id must be a positive whole number');
  });

  it('draws at most FLYER_LIMIT_PER_IP flyers per address in its window, then 429 with the wait', async () => {
    const limited = await startTestApp({ FLYER_LIMIT_PER_IP: '2' });
    try {
      const seller = await signUpActor(limited, 'flyerlimit', 'Owner', ['listing']);
      const lou = (await limited.request.get('/api/airport?q=LOU').set(V)).body[0].id;
      const made = await seller.agent.post('/api/share').set(V).field('share', JSON.stringify({
        type: 'PRIVATE_OWNER_RENTAL', title: 'Limited Skyhawk', tailNumber: 'N12LM', make: 'Cessna', model: '172S', ratePerHour: 150,
        description: 'Hangared.', url: '', airport: lou, ownershipConfirmed: true, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
      })).attach('images', photo, { filename: 'p0.png', contentType: 'image/png' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await flyer(limited.request, made.body.id)).status).toBe(200);
      expect((await flyer(limited.request, made.body.id)).status).toBe(200);
      const over = await flyer(limited.request, made.body.id);
      expect(over.status).toBe(429);
      expect(JSON.stringify(over.body)).toContain('Many flyers were printed from your address in a short time.');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
