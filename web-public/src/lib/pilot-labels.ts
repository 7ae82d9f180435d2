import { NO_CLASSES, type AircraftClasses } from '../../../domain/pilot/minimums';
import type { MedicalClass } from '../../../domain/pilot/pilot-record';
import { longDateAt } from '../../../domain/text/us-format';

/** The medical's class as a choice of the forms (the domain's MEDICAL_CLASS_LABELS are for sentences). */
export const MEDICAL_CLASS_LABELS: Record<MedicalClass, string> = { 1: 'First class', 2: 'Second class', 3: 'Third class' };

/** The five aircraft classes, in the domain's order. */
export const AIRCRAFT_CLASS_KEYS = Object.keys(NO_CLASSES) as (keyof AircraftClasses)[];

/** Today in the browser's own time zone, as a calendar day (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Typed text as the domain rules read it: blank is nothing, a number is a number, anything else as typed (refused by them). */
export function numberOrText(text: string): number | string | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : text.trim();
}

/** A stored number as the box shows it (nothing for null). */
export const numberText = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

/** A calendar day (YYYY-MM-DD) in words ("March 31, 2031"), the same in every time zone; anything else as given. */
export const formatDay = (day: string): string =>
  (/^\d{4}-\d{2}-\d{2}$/.test(day) && longDateAt(new Date(`${day}T00:00:00Z`), 'utc')) || day;
