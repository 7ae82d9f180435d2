/** One field of an audited record, before and after the change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with object keys in order, so {a, b} and {b, a} compare equal. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The fields of the record before and after, side by side, in the record's own order. A create has no
 * "before" and a delete no "after": every field counts as changed then. A value that is not an object
 * is shown as one field named "value".
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  const asFields = (v: unknown): Record<string, unknown> => (v == null ? {} : isPlainObject(v) ? v : { value: v });
  const b = asFields(before);
  const a = asFields(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: before == null || after == null || stableJson(b[field]) !== stableJson(a[field]),
  }));
}

/** "isActive, title" for the list; at most a few names, then "and N more". */
export function changedFieldsSummary(changes: FieldChange[], shown = 4): string {
  const names = changes.filter((c) => c.changed).map((c) => c.field);
  if (!names.length) return '—';
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
