import { describe, expect, it } from 'vitest';
import { Jimp } from 'jimp';
import { listingFlyerRenderer, renderListingFlyerPdf } from '../../../adapters/http/documents/listing-flyer-pdf.js';
import { renderStatementPdf } from '../../../adapters/http/documents/statement-pdf.js';
import type { StatementDocument } from '../../../application/groups/statement-document.service.js';
import type { FlyerContent } from '../../../domain/share/listing-flyer.js';
import { pdfImages, pdfInfo, pdfQrCode, pdfText } from '../../support/pdf-reading.js';

// The PDFs drawn with pdfkit's standard fonts, read back with poppler-utils: a name those fonts cannot
// print must not garble the document.

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the group statement PDF', () => {
  it("prints a member's and a group's names that are not Latin-1 without garbling them", async () => {
    const doc = {
      group: { id: 1, name: 'Łódź Flying Club', kind: 'club', shareIds: [], members: [], rules: [], createdOn: '2026-01-01', createdAt: new Date('2026-01-01') },
      month: '2026-11', issuedAt: new Date('2026-12-01T00:00:00Z'), statementId: 7,
      member: { userId: 2, name: 'Zoë Dvořák', lines: [{ kind: 'dues', description: 'Monthly dues – Škoda hangar ✈️', amountCents: 12500 }], chargesCents: 12500, totalCents: 12500 },
    } as unknown as StatementDocument;
    const text = flat(await pdfText(await renderStatementPdf(doc)));
    expect(text).toContain('Lódz Flying Club');
    expect(text).toContain('Member: Zoë Dvorák');
    expect(text).toContain('Monthly dues – Škoda hangar $125');
  });
});

describe('the listing flyer PDF', () => {
  const content: FlyerContent = {
    title: 'Weekend Skyhawk', subtitle: '2005 Cessna 172S', typeLabel: 'private owner rental', price: '$165 / hour',
    specs: [{ label: 'Make', value: 'Cessna' }], airport: { code: 'LOU', name: 'Bowman Field', place: 'Louisville, KY' },
    contact: ['Message the owner on Wingshare'], photoUrl: null, linkPath: '/?share=41',
  };

  it('without a photo: a frame that points at the code, on one letter page, and the code opens the link', async () => {
    const pdf = await renderListingFlyerPdf({ content, photo: null }, 'https://wingshare.example/?share=41');
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, pageSize: { width: 612, height: 792 }, title: 'Weekend Skyhawk' });
    expect(await pdfImages(pdf)).toEqual([]);
    const text = flat(await pdfText(pdf));
    expect(text).toContain('Photos on Wingshare: scan the code below');
    expect(text).toContain('Scan the code to open the listing, then press Message the owner.');
    expect(await pdfQrCode(pdf)).toBe('https://wingshare.example/?share=41');
  });

  it('bytes that are not an image: printed without the photo rather than failing', async () => {
    const pdf = await renderListingFlyerPdf({ content, photo: new Uint8Array([1, 2, 3]) }, 'https://wingshare.example/?share=41');
    expect((await pdfInfo(pdf)).pages).toBe(1);
    expect(await pdfImages(pdf)).toEqual([]);
  });

  it('a long link still scans, and many specs stay on the one page', async () => {
    const link = `https://wingshare.example/${'a'.repeat(120)}/?share=2147483647`;
    const specs = Array.from({ length: 30 }, (_, i) => ({ label: `Spec ${i}`, value: 'A value long enough to wrap onto a second line of the column, twice over.' }));
    const pdf = await renderListingFlyerPdf({ content: { ...content, specs, contact: ['Ask for Pat Lee', 'Email: a@b.example', 'Phone: 502-555-0100', 'Extra'] }, photo: null }, link);
    expect((await pdfInfo(pdf)).pages).toBe(1);
    expect(await pdfQrCode(pdf)).toBe(link);
  });

  it("the app's renderer reuses the grey copy it made of a stored photo, and only for that photo's address", async () => {
    const render = listingFlyerRenderer({ greyCopies: 1 });
    const photo = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/jpeg');
    const link = 'https://wingshare.example/?share=41';
    expect((await pdfImages(await render({ content, photo, photoSource: '/media/shares/a.jpg' }, link))).length).toBe(1);
    // The same address: its grey copy, though these bytes are no photo.
    const junk = new Uint8Array([1, 2, 3]);
    expect((await pdfImages(await render({ content, photo: junk, photoSource: '/media/shares/a.jpg' }, link))).length).toBe(1);
    // Another address pushes it out (one copy kept): the bytes are read again.
    expect(await pdfImages(await render({ content, photo: junk, photoSource: '/media/shares/b.jpg' }, link))).toEqual([]);
    expect(await pdfImages(await render({ content, photo: junk, photoSource: '/media/shares/a.jpg' }, link))).toEqual([]);
  });
});
