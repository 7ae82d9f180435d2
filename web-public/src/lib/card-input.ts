/** Typing helpers for the sandbox card form: what the person sees, and what the API gets. */

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" → "4242 4242 4242 4242" (up to 19 digits). */
export const formatCardNumber = (value: string) => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" → "12 / 30"; a four-digit year is kept ("12 / 2030"). */
export function formatExpiry(value: string): string {
  const d = digits(value, 6);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export const formatCvc = (value: string) => digits(value, 4);

export const cardNumberDigits = (value: string) => digits(value, 19);

/**
 * Month and four-digit year from "MM / YY" or "MM / YYYY". Anything else gives zeros, which the server
 * refuses with its own expiry message, so every card message comes from one place.
 */
export function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const d = digits(value, 6);
  const month = Number(d.slice(0, 2));
  const year = d.slice(2);
  if (d.length < 4 || (year.length !== 2 && year.length !== 4)) return { expMonth: 0, expYear: 0 };
  return { expMonth: month, expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
}
