import { useState } from 'react';
import { errorMessages } from '../../lib/api-client';
import { useModal } from '../../hooks/use-modal';
import { ErrorList } from '../form/error-list';
import { Spinner } from '../spinner';
import { ModalDialog } from './modal-dialog';
import type { ModalPropsMap } from './modal-types';

/** "Are you sure?" with Yes / No. The confirm action may be async; its failure shows here. */
export function ConfirmModal({ title, text, confirmLabel = 'Yes', cancelLabel = 'No', onConfirm }: ModalPropsMap['confirm']) {
  const { closeModal } = useModal();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      await onConfirm();
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={title} size="small">
      {text && <p>{text}</p>}
      <ErrorList errors={errors} />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" data-autofocus onClick={closeModal} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
