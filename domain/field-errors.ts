/**
 * A form's messages by the field they belong to, in form order. The rule functions answer these, so the
 * browser marks each field with its own messages and the server's 400 carries the same map (`fields`)
 * next to the flat list (`errors`), which is every message of the map in the same order.
 */
export type FieldErrors = Record<string, string[]>;

/** The map of [field, messages] pairs, in their order; fields without a message are left out. */
export function fieldErrors(entries: ReadonlyArray<readonly [field: string, messages: readonly string[]]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, messages] of entries) {
    if (!messages.length) continue;
    fields[field] = [...(fields[field] ?? []), ...messages];
  }
  return fields;
}

/** Several maps as one (a field named twice keeps its first place). */
export const mergeFieldErrors = (...maps: FieldErrors[]): FieldErrors => fieldErrors(maps.flatMap((m) => Object.entries(m)));

/** Every message of the map, in form order: the `errors` list of the API. */
export const messagesOf = (fields: FieldErrors): string[] => Object.values(fields).flat();

export const hasFieldErrors = (fields: FieldErrors): boolean => Object.values(fields).some((m) => m.length > 0);

/** A map read from outside (an API answer): only string keys with lists of strings survive. */
export function readFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return fieldErrors(
    Object.entries(value as Record<string, unknown>).map(
      ([field, messages]) => [field, Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : []] as const,
    ),
  );
}
