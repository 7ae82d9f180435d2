/** Every message of the logbook import (issue 40): the server's answers and the browser's panel word them alike. */
import { usNumber } from '../../text/us-format.js';

export const LOGBOOK_MESSAGES = {
  unknownFormat:
    'This file is not a logbook export Wingshare reads. Export a CSV from ForeFlight (its logbook import template), MyFlightbook or LogTen Pro, and choose it again.',
  empty: 'The file is empty. Export your logbook as CSV and choose it again.',
  notText: 'The file is not a text CSV. Export your logbook as CSV and choose it again.',
  noFile: 'Choose your logbook file (a CSV export) in the form field "file".',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB: a logbook export is much smaller. Check that you chose the CSV export.`,
  tooManyFlights: (max: number) => `The file has more than ${usNumber(max)} flights: split it and import each part.`,
  noDate: (line: number) => `line ${line} has no date`,
  badDate: (line: number, value: string) => `line ${line}: "${shown(value)}" is not a date (write it YYYY-MM-DD)`,
  futureDate: (line: number, day: string) => `line ${line}: ${day} is after today`,
  negativeTime: (line: number, column: string, value: string) => `line ${line}: ${column} is negative (${shown(value)})`,
  badTime: (line: number, column: string, value: string) => `line ${line}: ${column} "${shown(value)}" is not a time (write 1.5 or 1:30)`,
  tooLong: (line: number, column: string, hours: number) => `line ${line}: ${column} of ${usNumber(hours)} hours is more than a day`,
  negativeCount: (line: number, column: string, value: string) => `line ${line}: ${column} is negative (${shown(value)})`,
  badCount: (line: number, column: string, value: string) => `line ${line}: ${column} "${shown(value)}" is not a whole number`,
  formula: (line: number, column: string, sign: string) =>
    `line ${line}: ${column} starts with "${sign.trim() ? sign : 'a tab'}", a spreadsheet formula; the line was refused (remove the sign and import again)`,
  clearConfirm: 'Delete every imported flight? Your record keeps what you declared and what you flew on Wingshare.',
} as const;

/** A cell as a message quotes it: at most 30 characters. */
const shown = (value: string): string => (value.length > 30 ? `${value.slice(0, 29)}…` : value);

export interface SummaryCounts {
  flights: number;
  hours: number;
  duplicates: number;
  skipped: ReadonlyArray<{ line: number; message: string }>;
}

const plural = (n: number, one: string, many: string) => `${usNumber(n)} ${n === 1 ? one : many}`;

/** "412 flights, 1,874.3 hours, 3 rows not read: line 57 has no date; line 60 ...", the preview's one line. */
export function logbookSummary({ flights, hours, duplicates, skipped }: SummaryCounts): string {
  const parts = [plural(flights, 'flight', 'flights'), `${usNumber(hours, { minFractionDigits: 1, maxFractionDigits: 1 })} hours`];
  if (duplicates) parts.push(`${plural(duplicates, 'duplicate', 'duplicates')} skipped`);
  let text = parts.join(', ');
  if (skipped.length) {
    const shownLines = skipped.slice(0, 3).map((s) => s.message).join('; ');
    const more = skipped.length > 3 ? ` and ${usNumber(skipped.length - 3)} more` : '';
    text += `, ${plural(skipped.length, 'row', 'rows')} not read: ${shownLines}${more}`;
  }
  return text;
}
