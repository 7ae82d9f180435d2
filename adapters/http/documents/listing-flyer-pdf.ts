import { Jimp } from 'jimp';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { FlyerDocument } from '../../../application/shares/listing-flyer.service.js';
import { flyerAirportLine, MESSAGE_ON_WINGSHARE } from '../../../domain/share/listing-flyer.js';
import { pdfText } from './pdf-text.js';

/** US letter in points (72 a inch). */
const PAGE = { width: 612, height: 792 };
const SIDE = 42;
const TOP = 36;
/** Nothing is written below this line, so pdfkit never starts a second page. */
const BOTTOM = PAGE.height - 30;
const WIDTH = PAGE.width - 2 * SIDE;
const INK = '#000000';
const GREY = '#4d4d4d';
/** Greys that print as greys on a black-and-white printer, lines and the photo's frame. */
const RULE = '#808080';

const PHOTO_HEIGHT = 250;
const QR_SIZE = 150;
const CONTACT_HEIGHT = 84;

/** The photo as a grey JPEG (a colour photo from a black-and-white printer muddies; grey prints as meant). */
async function greyPhoto(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const image = await Jimp.fromBuffer(Buffer.from(bytes));
    if (image.width > 1600) image.resize({ w: 1600 });
    image.greyscale();
    return await image.getBuffer('image/jpeg', { quality: 82 });
  } catch {
    return null; // not an image jimp reads: the flyer goes without it
  }
}

type GreyCopies = Map<string, Promise<Buffer | null>>;

/** The grey copy of the photo, from the renderer's copies when it made one from the same stored address. */
function greyPhotoOf(bytes: Uint8Array, source: string | null | undefined, copies: GreyCopies | null, most: number): Promise<Buffer | null> {
  if (!source || !copies) return greyPhoto(bytes);
  const made = copies.get(source) ?? greyPhoto(bytes);
  copies.delete(source); // to the end: the most recently used
  copies.set(source, made);
  while (copies.size > most) copies.delete(copies.keys().next().value!);
  return made;
}

/**
 * The QR code of the listing's link as vector squares (sharp at any printer's resolution): each row's run
 * of dark modules is one rectangle, so no hairline shows between neighbours. Error correction M (15%): a
 * pin hole or a fold still scans. Its light border (the quiet zone) is the white page around it.
 */
function drawQrCode(doc: PDFKit.PDFDocument, link: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor(INK);
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A touch taller than the cell: rows overlap rather than leave a seam.
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell + 0.05);
    }
  }
  doc.fill().restore();
}

/** One line of text in its width: cut with an ellipsis when it is longer (pdfkit cuts at the height it is given). */
function oneLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { width: number }): void {
  doc.text(text, x, y, { ...options, height: doc.currentLineHeight(true), ellipsis: true });
}

/**
 * The listing's flyer (issue 41) on one US letter page, for an airport's notice board: the type and the
 * title, the price and the airport, the main photo in grey, the key specs, the QR code of the listing's
 * link with the link printed under it, and the owner's chosen contact in a box at the foot. Black, greys
 * and white only: it reads the same from a black-and-white printer. pdfkit's standard fonts (no font file
 * to ship); every text goes through pdfText so that characters they lack cannot garble a line. Each block
 * has a bounded height (long titles end with an ellipsis), so the page never overflows to a second.
 */
export function renderListingFlyerPdf(flyer: FlyerDocument, link: string): Promise<Buffer> {
  return render(flyer, link, null, 0);
}

/**
 * renderListingFlyerPdf that keeps the grey copies it made lately, by the stored address they were made
 * from: a stored photo never changes under its address (a new photo gets a new name), and decoding and
 * encoding one takes jimp a few hundred milliseconds, so a flyer printed again, or by several pilots, reuses
 * its copy. At most `greyCopies` of them (about 100 kB each), the least recently used dropped first.
 */
export function listingFlyerRenderer({ greyCopies = 32 }: { greyCopies?: number } = {}): (flyer: FlyerDocument, link: string) => Promise<Buffer> {
  const copies: GreyCopies = new Map();
  return (flyer, link) => render(flyer, link, copies, greyCopies);
}

async function render({ content, photo, photoSource }: FlyerDocument, link: string, copies: GreyCopies | null, most: number): Promise<Buffer> {
  const grey = photo ? await greyPhotoOf(photo, photoSource, copies, most) : null;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: TOP, bottom: PAGE.height - BOTTOM, left: SIDE, right: SIDE },
    info: { Title: content.title, Subject: `${content.typeLabel}: ${content.price}`, Author: 'Wingshare' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The type, as a heading over everything, and the site's name.
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  oneLine(doc, pdfText(content.typeLabel).toUpperCase(), SIDE, TOP, { width: WIDTH - 110 });
  oneLine(doc, 'WINGSHARE', SIDE + WIDTH - 110, TOP, { width: 110, align: 'right' });
  let y = TOP + 18;
  doc.save().moveTo(SIDE, y).lineTo(SIDE + WIDTH, y).lineWidth(2).strokeColor(INK).stroke().restore();
  y += 10;

  // The title (at most two lines), the aircraft under it, the price and the airport.
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK);
  const title = pdfText(content.title) || 'Aircraft listing';
  const titleHeight = Math.min(doc.heightOfString(title, { width: WIDTH }), 2 * doc.currentLineHeight(true));
  doc.text(title, SIDE, y, { width: WIDTH, height: titleHeight, ellipsis: true });
  y += titleHeight + 2;
  if (content.subtitle) {
    doc.font('Helvetica').fontSize(14).fillColor(GREY);
    oneLine(doc, pdfText(content.subtitle), SIDE, y, { width: WIDTH });
    y += 20;
  }
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  oneLine(doc, pdfText(content.price), SIDE, y + 2, { width: WIDTH });
  y += 28;
  doc.font('Helvetica').fontSize(12).fillColor(INK);
  oneLine(doc, `Based at ${pdfText(flyerAirportLine(content.airport))}`, SIDE, y, { width: WIDTH });
  y += 22;

  // The main photo, whole (fitted, centred) in its frame; without one, the frame says where to see photos.
  doc.save().rect(SIDE, y, WIDTH, PHOTO_HEIGHT).lineWidth(0.75).strokeColor(RULE).stroke().restore();
  if (grey) {
    doc.image(grey, SIDE + 1, y + 1, { fit: [WIDTH - 2, PHOTO_HEIGHT - 2], align: 'center', valign: 'center' });
  } else {
    doc.font('Helvetica').fontSize(12).fillColor(GREY);
    oneLine(doc, 'Photos on Wingshare: scan the code below', SIDE, y + PHOTO_HEIGHT / 2 - 7, { width: WIDTH, align: 'center' });
  }
  y += PHOTO_HEIGHT + 16;

  // Left: the specs, label and value, as many as there is room for. Right: the QR code and the link.
  const contactTop = BOTTOM - CONTACT_HEIGHT;
  const qrColumn = QR_SIZE + 10;
  const specsWidth = WIDTH - qrColumn - 16;
  const labelWidth = 100;
  let specY = y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  oneLine(doc, 'THE AIRCRAFT', SIDE, specY, { width: specsWidth});
  specY += 16;
  for (const spec of content.specs) {
    const value = pdfText(spec.value);
    doc.font('Helvetica').fontSize(11);
    const height = Math.max(doc.heightOfString(value, { width: specsWidth - labelWidth }), 13);
    if (specY + height > contactTop - 10) break;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY);
    oneLine(doc, pdfText(spec.label), SIDE, specY + 1, { width: labelWidth - 6 });
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(value, SIDE + labelWidth, specY, { width: specsWidth - labelWidth });
    specY += height + 4;
  }
  if (!content.specs.length) {
    doc.font('Helvetica').fontSize(11).fillColor(GREY);
    oneLine(doc, 'See the listing for the details.', SIDE, specY, { width: specsWidth });
  }

  const qrX = SIDE + WIDTH - QR_SIZE;
  drawQrCode(doc, link, qrX, y, QR_SIZE);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  oneLine(doc, 'Scan to see the listing', qrX - 5, y + QR_SIZE + 6, { width: QR_SIZE + 10, align: 'center' });
  doc.font('Helvetica').fontSize(8.5).fillColor(INK);
  const linkTop = y + QR_SIZE + 19;
  doc.text(pdfText(link), qrX - 5, linkTop, { width: QR_SIZE + 10, align: 'center', height: contactTop - 8 - linkTop, ellipsis: true });

  // The owner's chosen contact, large, in a box at the foot.
  doc.save().rect(SIDE, contactTop, WIDTH, CONTACT_HEIGHT).lineWidth(1.5).strokeColor(INK).stroke().restore();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  oneLine(doc, 'CONTACT', SIDE + 14, contactTop + 10, { width: WIDTH - 28});
  let contactY = contactTop + 26;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK);
  for (const line of content.contact.slice(0, 3)) {
    oneLine(doc, pdfText(line), SIDE + 14, contactY, { width: WIDTH - 28 });
    contactY += 18;
  }
  if (content.contact.includes(MESSAGE_ON_WINGSHARE)) {
    doc.font('Helvetica').fontSize(11).fillColor(GREY);
    oneLine(doc, 'Scan the code to open the listing, then press Message the owner.', SIDE + 14, contactY + 2, { width: WIDTH - 28 });
  }

  doc.end();
  return done;
}
