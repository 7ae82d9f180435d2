import PDFDocument from 'pdfkit';
import type { StatementDocument } from '../../../application/groups/statement-document.service.js';
import { monthLabel } from '../../../application/groups/months.js';
import { formatCents } from '../../../domain/money/cents.js';
import { pdfText } from './pdf-text.js';

/**
 * A member's monthly statement as a PDF (pdfkit: no browser, the standard fonts, written as a stream and
 * collected here): the group, the month, the member, each line with its amount, and the total. The names and
 * descriptions go through pdfText: the standard fonts print Windows-1252 only.
 */
export function renderStatementPdf(d: StatementDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER', margin: 54,
    info: { Title: `${d.group.name}: statement for ${monthLabel(d.month)}`, Author: 'Wingshare', CreationDate: d.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 100;

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(d.group.name));
  doc.font('Helvetica').fontSize(12).text(`Statement for ${monthLabel(d.month)}`);
  doc.text(`Member: ${pdfText(d.member.name)}`);
  doc.fillColor('#555').fontSize(9).text(`Statement ${d.statementId}, issued ${d.issuedAt.toISOString().slice(0, 10)}`).fillColor('black');
  doc.moveDown();

  const row = (label: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const y = doc.y;
    doc.text(label, left, y, { width: width - amountWidth - 10 });
    const after = doc.y;
    doc.text(amount, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 2;
  };
  row('Description', 'Amount', true);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 4;
  for (const line of d.member.lines) row(pdfText(line.description), formatCents(line.amountCents));
  if (!d.member.lines.length) row('Nothing this month', formatCents(0));
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 4;
  row(d.member.totalCents < 0 ? 'Total (in credit)' : 'Total due', formatCents(d.member.totalCents), true);
  doc.end();
  return done;
}
