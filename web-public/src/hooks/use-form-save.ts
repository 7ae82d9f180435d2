import { useState } from 'react';
import type { FieldErrors } from '../../../domain/field-errors';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../lib/form-errors';
import { useModal } from './use-modal';
import { useRevealInvalid } from './use-reveal-invalid';

/**
 * Save on an account tab: the form's own rules first, then the request, then "Saved." in a message, or
 * the refusal: each message beside its field (`shown` are the fields the form has, by payload name), the
 * rest above the buttons, and the focus and the view on the first field to correct. A second Save while
 * one runs does nothing.
 */
export function useFormSave(savedText: string, shown: readonly string[]) {
  const { openModal } = useModal();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const { ref, reveal } = useRevealInvalid();

  /** `found` is what the form's rules found wrong; `request` runs only when that is nothing. */
  const save = async (found: FieldErrors, request: () => Promise<void>) => {
    if (saving) return;
    const placed = placeErrors(found, shown);
    setErrors(placed);
    if (hasFormErrors(placed)) {
      reveal();
      return;
    }
    setSaving(true);
    try {
      await request();
      openModal('message', { title: 'Saved.', text: savedText });
    } catch (error) {
      setErrors(requestErrors(error, shown));
      reveal();
    } finally {
      setSaving(false);
    }
  };

  return { errors, saving, save, formRef: ref };
}
