import { useState } from 'react';
import { errorMessages } from '../lib/api-client';
import { useModal } from './use-modal';

/**
 * Save on an account tab: the form's own rules first, then the request, then "Saved." in a message, or
 * the server's errors under the form. A second Save while one runs does nothing.
 */
export function useFormSave(savedText: string) {
  const { openModal } = useModal();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  /** `found` is what the form's rules found wrong; `request` runs only when that is nothing. */
  const save = async (found: string[], request: () => Promise<void>) => {
    if (saving) return;
    setErrors(found);
    if (found.length) return;
    setSaving(true);
    try {
      await request();
      openModal('message', { title: 'Saved.', text: savedText });
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return { errors, saving, save };
}
