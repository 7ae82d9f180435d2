import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';
import type { AdminExportSource, ExportKind, ExportRow } from '../../../application/ports/admin-exports.js';

/** Rows read per database round trip. */
export const EXPORT_PAGE = 1000;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: dates ISO, lists joined with "; ", and a formula-looking text defused with a leading '. */
export function csvCell(value: ExportRow[string]): string {
  const text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The export as a CSV stream (UTF-8 with a BOM so spreadsheets read accents, header row first), read from
 * the database a page at a time as the client takes it: memory stays flat whatever the row count.
 * csv-stringify quotes cells holding the delimiter, quotes or line breaks.
 */
export function csvExport(source: AdminExportSource, kind: ExportKind): Readable {
  const columns = source.columns(kind);
  async function* rows() {
    let afterId = 0;
    for (;;) {
      const page = await source.page(kind, afterId, EXPORT_PAGE);
      for (const row of page.rows) yield columns.map((c) => csvCell(row[c] ?? null));
      if (page.rows.length < EXPORT_PAGE) return;
      afterId = page.lastId;
    }
  }
  const csv = stringify({ bom: true, header: true, columns: [...columns] });
  // A failed page destroys the CSV stream with the error; Koa reports errors of a body stream itself.
  pipeline(Readable.from(rows()), csv, () => undefined);
  return csv;
}
