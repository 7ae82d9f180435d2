import type { ModalPropsMap } from './modal-types';
import { ModalDialog } from './modal-dialog';
import { useModal } from '../../hooks/use-modal';

/** A short notice with one button ("Saved.", "Password successfully updated."). */
export function MessageModal({ title, text, okLabel = 'Okay', onClose }: ModalPropsMap['message']) {
  const { closeModal } = useModal();
  return (
    <ModalDialog title={title} size="small" onClose={onClose}>
      {text && <p>{text}</p>}
      <div className="modal-actions">
        <button
          type="button"
          className="button button-primary"
          data-autofocus
          onClick={() => {
            onClose?.();
            closeModal();
          }}
        >
          {okLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
