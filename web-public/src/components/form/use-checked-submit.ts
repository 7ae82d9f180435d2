import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../../domain/field-errors';
import { NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../lib/form-errors';

/** What a domain reader answers: the values it read, or each field's messages (the server's own). */
export type Read<V> = ({ ok: true } & V) | { ok: false; errors: FieldErrors };

/**
 * The submit of a form checked by a domain reader before it is sent: a refusal, the browser's own or the
 * server's, puts each message beside its field (`fields`, the ones the form shows) or above the buttons; a
 * second submit while one is under way does nothing. A message for a field the form does not show joins the list.
 */
export function useCheckedSubmit<V>(
  read: () => Read<V>,
  send: (value: V) => Promise<void>,
  fields: readonly string[],
  /** Called after either refusal (a form that brings its first invalid field into view: useRevealInvalid). */
  onRefused?: () => void,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = read();
    if (!checked.ok) {
      setErrors(placeErrors(checked.errors, fields));
      return onRefused?.();
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await send(checked);
    } catch (error) {
      setErrors(requestErrors(error, [...fields]));
      onRefused?.();
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, submit };
}
