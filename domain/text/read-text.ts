import { fieldErrors, type FieldErrors } from '../field-errors.js';

/** What a text field says when it is missing or too long. */
export interface TextMessages {
  required: string;
  tooLong: string;
}

export type TextRead = { ok: true; text: string } | { ok: false; errors: FieldErrors };

/**
 * Reads a plain text a user typed (a message, a report's reason): stored as typed, trimmed at both ends,
 * never empty, at most `max` characters after trimming. Anything but a string is as good as empty.
 */
export function readText(value: unknown, field: string, max: number, messages: TextMessages): TextRead {
  const text = typeof value === 'string' ? value.trim() : '';
  const problems = !text ? [messages.required] : text.length > max ? [messages.tooLong] : [];
  return problems.length ? { ok: false, errors: fieldErrors([[field, problems]]) } : { ok: true, text };
}

/** A text shortened to `max` characters at most, with an ellipsis when cut (a list's preview). */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
