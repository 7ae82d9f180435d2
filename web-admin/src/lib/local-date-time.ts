/**
 * <input type="datetime-local"> gives "2026-05-01T12:00" in the browser's time zone; the API keeps an
 * instant (ISO 8601), and null for "no date".
 */
export const parseLocalDateTime = (value: string | null): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
