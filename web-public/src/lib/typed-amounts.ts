/**
 * What flight and billing forms type and what the API takes: hours and gallons as numbers with one
 * decimal (the server's rules check them and name the field), dollars typed and cents sent. Dollars are
 * turned into cents from their digits, never through floating-point arithmetic.
 */

/** A typed reading as sent: a number when it reads as one, else the text as typed (the server names what is wrong), null when empty. */
export function typedNumber(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

export const DOLLARS_MESSAGE = 'Type an amount in dollars, like 45 or 45.50.';

/** "45.5" -> 4550, "1,200" -> 120000; null when the text is not an amount of dollars and cents (0 or more). */
export function dollarsToCents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t) ?? /^()\.(\d{1,2})$/.exec(t);
  if (!match) return null;
  const whole = Number(match[1] || '0');
  const cents = Number((match[2] ?? '').padEnd(2, '0') || '0');
  return whole * 100 + cents;
}

/** 4550 -> "45.50", 4500 -> "45": cents as the dollars a field shows. */
export function centsToDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest ? `${whole}.${String(rest).padStart(2, '0')}` : String(whole);
}
