/**
 * A small CSV splitter (RFC 4180: commas, or tabs for tab-separated exports; double quotes with "" inside, CRLF or LF) that says on which line of
 * the file each row starts, so a logbook's messages name the line a pilot sees in his spreadsheet. Pure: the
 * server runs it on an upload, the browser could run it too. A byte-order mark at the start is dropped.
 */
export interface CsvRow {
  /** The 1-based line of the file the row starts on. */
  line: number;
  cells: string[];
}

/** The separator of a file: a tab when its first line has more tabs than commas (LogTen Pro exports tab-separated text), else a comma. */
export function separatorOf(text: string): ',' | '\t' {
  const end = text.search(/\r|\n/);
  const first = end < 0 ? text : text.slice(0, end);
  const count = (c: string) => first.split(c).length - 1;
  return count('\t') > count(',') ? '\t' : ',';
}

export function csvRows(text: string, separator: ',' | '\t' = separatorOf(text)): CsvRow[] {
  const rows: CsvRow[] = [];
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let rowLine = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < s.length) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      endRow();
      if (c === '\r' && s[i + 1] === '\n') i++;
      line++;
      rowLine = line;
    } else cell += c;
    i++;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}

/** A row with nothing in it (a blank line, or only commas). */
export const isBlankRow = (row: CsvRow): boolean => row.cells.every((c) => c.trim() === '');
