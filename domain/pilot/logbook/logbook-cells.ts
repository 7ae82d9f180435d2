/**
 * Reading one row of a logbook export by column NAME (exports add, drop and reorder columns between
 * versions): dates, decimal or HH:MM times, counts, flags and text, each refusal worded with the line and the
 * column so the pilot finds it in his spreadsheet. A cell that starts with = + - or @ is a spreadsheet formula
 * (CSV injection): the line is refused, never stored, so nothing the site shows or exports later runs it.
 */
import { isCalendarDay } from '../calendar-day.js';
import type { CalendarDay } from '../pilot-record.js';
import { LOGBOOK_MESSAGES as M } from './logbook-messages.js';

/** A line that cannot be read: its message is the skipped line's. */
export class LineRefused extends Error {}

/** The index of each column by its name, compared without case and surrounding spaces. */
export type HeaderIndex = Map<string, number>;

export const headerIndex = (cells: readonly string[]): HeaderIndex => {
  const index: HeaderIndex = new Map();
  cells.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (key && !index.has(key)) index.set(key, i);
  });
  return index;
};

export const hasColumns = (index: HeaderIndex, names: readonly string[]): boolean => names.every((n) => index.has(n.toLowerCase()));

const FORMULA = /^[=+\-@\t\r]/;
const DECIMAL = /^\d+(?:\.\d+)?$|^\.\d+$/;
const HH_MM = /^(\d+):([0-5]\d)$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_START = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?$/;

/** Hours to one decimal: 1:24 is 1.4, 1.25 is 1.3. */
const toTenths = (hours: number): number => Math.round(hours * 10 + 1e-9) / 10;

export class RowCells {
  constructor(
    private readonly index: HeaderIndex,
    private readonly cells: readonly string[],
    readonly line: number,
  ) {}

  /** The column of the first of these names the file has, or null. */
  private column(names: readonly string[]): { name: string; value: string } | null {
    for (const name of names) {
      const i = this.index.get(name.toLowerCase());
      if (i !== undefined) return { name, value: (this.cells[i] ?? '').trim() };
    }
    return null;
  }

  has(...names: string[]): boolean {
    return this.column(names) !== null;
  }

  /** Text of a column that is kept: a formula refuses the line. */
  text(...names: string[]): string {
    const cell = this.column(names);
    if (!cell || cell.value === '') return '';
    if (FORMULA.test(cell.value)) throw new LineRefused(M.formula(this.line, cell.name, cell.value[0]!));
    return cell.value;
  }

  date(...names: string[]): CalendarDay {
    const cell = this.column(names);
    if (!cell || cell.value === '') throw new LineRefused(M.noDate(this.line));
    const value = cell.value;
    if (FORMULA.test(value)) throw new LineRefused(M.formula(this.line, cell.name, value[0]!));
    const iso = ISO_START.exec(value);
    const us = US_DATE.exec(value);
    const day = iso ? iso[1]! : us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : null;
    if (!day || !isCalendarDay(day)) throw new LineRefused(M.badDate(this.line, value));
    return day;
  }

  /** Hours, decimal or HH:MM; empty is 0. */
  hours(...names: string[]): number {
    const cell = this.column(names);
    if (!cell || cell.value === '') return 0;
    const value = cell.value;
    if (/^-\s*\d/.test(value)) throw new LineRefused(M.negativeTime(this.line, cell.name, value));
    if (FORMULA.test(value)) throw new LineRefused(M.formula(this.line, cell.name, value[0]!));
    if (DECIMAL.test(value)) return toTenths(Number(value));
    const hm = HH_MM.exec(value);
    if (hm) return toTenths(Number(hm[1]) + Number(hm[2]) / 60);
    throw new LineRefused(M.badTime(this.line, cell.name, value));
  }

  /** A whole count; empty is 0, a True/False column (MyFlightbook's Hold) is 1 or 0. */
  count(...names: string[]): number {
    const cell = this.column(names);
    if (!cell || cell.value === '') return 0;
    const value = cell.value;
    if (/^-\s*\d/.test(value)) throw new LineRefused(M.negativeCount(this.line, cell.name, value));
    if (FORMULA.test(value)) throw new LineRefused(M.formula(this.line, cell.name, value[0]!));
    if (/^\d+$/.test(value)) return Number(value);
    const flag = readFlag(value);
    if (flag !== null) return flag ? 1 : 0;
    throw new LineRefused(M.badCount(this.line, cell.name, value));
  }

  /** A TRUE/FALSE column: null when the file has no such column or leaves it empty. */
  flag(...names: string[]): boolean | null {
    const cell = this.column(names);
    if (!cell || cell.value === '') return null;
    return readFlag(cell.value) ?? false;
  }
}

function readFlag(value: string): boolean | null {
  const v = value.toLowerCase();
  if (v === 'true' || v === 'yes' || v === 'y' || v === '1' || v === 'x') return true;
  if (v === 'false' || v === 'no' || v === 'n' || v === '0') return false;
  return null;
}
