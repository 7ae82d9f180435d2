import { useState, type FormEvent } from 'react';
import { ApiError, errorMessages } from '../../lib/api-client';
import { useModal } from '../../hooks/use-modal';
import { ErrorList } from '../form/error-list';
import { TextField } from '../form/text-field';
import { Spinner } from '../spinner';
import { ModalDialog } from './modal-dialog';
import type { ModalPropsMap } from './modal-types';

/**
 * "Are you sure?" with Yes / No, and optionally a field to fill first (its messages beside it). The confirm
 * action may be async; its failure shows here.
 */
export function ConfirmModal({ title, text, confirmLabel = 'Yes', cancelLabel = 'No', field, onConfirm }: ModalPropsMap['confirm']) {
  const { closeModal } = useModal();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [value, setValue] = useState('');
  const [fieldErrors, setFieldErrors] = useState<readonly string[] | undefined>(undefined);

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setErrors([]);
    setFieldErrors(undefined);
    const refused = field?.check?.(value) ?? [];
    if (refused.length) {
      setFieldErrors([...refused]);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(value);
    } catch (error) {
      const beside = field && error instanceof ApiError ? error.fields[field.name] : undefined;
      if (beside?.length) setFieldErrors(beside);
      else setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  const actions = (
    <div className="modal-actions">
      <button type="button" className="button button-secondary" data-autofocus={field ? undefined : true} onClick={closeModal} disabled={busy}>
        {cancelLabel}
      </button>
      <button type={field ? 'submit' : 'button'} className="button button-danger" onClick={field ? undefined : () => void confirm()} disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {confirmLabel}
      </button>
    </div>
  );

  return (
    <ModalDialog title={title} size="small">
      {text && <p>{text}</p>}
      {field ? (
        <form className="form" onSubmit={confirm} noValidate>
          <TextField
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={value}
            onChange={setValue}
            errors={fieldErrors}
            data-autofocus
          />
          <ErrorList errors={errors} />
          {actions}
        </form>
      ) : (
        <>
          <ErrorList errors={errors} />
          {actions}
        </>
      )}
    </ModalDialog>
  );
}
