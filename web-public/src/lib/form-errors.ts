import { messagesOf, type FieldErrors } from '../../../domain/field-errors';
import { ApiError, errorMessages } from './api-client';

/**
 * What a refused form shows: each field's messages beside it, and the messages that belong to no field
 * it shows in the list above its buttons.
 */
export interface FormErrors {
  fields: FieldErrors;
  general: string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, general: [] };

export const hasFormErrors = (errors: FormErrors): boolean => errors.general.length > 0 || messagesOf(errors.fields).length > 0;

/**
 * The messages of a field map placed for a form that shows the fields `shown` (payload names): the
 * messages of a field it does not show join `general`, so none is lost.
 */
export function placeErrors(fields: FieldErrors, shown: readonly string[], general: readonly string[] = []): FormErrors {
  const placed: FieldErrors = {};
  const rest = [...general];
  for (const [field, messages] of Object.entries(fields)) {
    if (shown.includes(field)) placed[field] = messages;
    else rest.push(...messages);
  }
  return { fields: placed, general: [...new Set(rest)] };
}

/**
 * A failed request's messages placed for a form: beside their fields when the answer says which
 * (`fields`: validation, a taken username, a tail number in use), the others in the list. `messages`
 * replaces the answer's list (a form that rewords some answers).
 */
export function requestErrors(error: unknown, shown: readonly string[], messages: readonly string[] = errorMessages(error)): FormErrors {
  const fields = error instanceof ApiError ? error.fields : {};
  const placed = placeErrors(fields, shown);
  const beside = new Set(messagesOf(placed.fields));
  return { fields: placed.fields, general: [...new Set([...messages.filter((m) => !beside.has(m)), ...placed.general])] };
}
