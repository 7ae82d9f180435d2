import { useNavigate } from 'react-router-dom';
import type { ModalPropsMap } from './modal-types';
import { ModalDialog } from './modal-dialog';
import { useModal } from '../../hooks/use-modal';

/** A short notice ("Saved.", "Password successfully updated."), with the next step when there is one. */
export function MessageModal({ title, text, okLabel = 'Okay', onClose, action }: ModalPropsMap['message']) {
  const { closeModal } = useModal();
  const navigate = useNavigate();
  const dismiss = () => {
    onClose?.();
    closeModal();
  };
  return (
    <ModalDialog title={title} size="small" onClose={onClose}>
      {text && <p>{text}</p>}
      <div className="modal-actions">
        <button type="button" className={`button ${action ? 'button-secondary' : 'button-primary'}`} data-autofocus={action ? undefined : true} onClick={dismiss}>
          {okLabel}
        </button>
        {action && (
          <button
            type="button"
            className="button button-accent"
            data-autofocus
            onClick={() => {
              dismiss();
              navigate(action.to);
            }}
          >
            {action.label}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
