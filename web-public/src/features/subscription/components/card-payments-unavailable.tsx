import { useModal } from '../../../hooks/use-modal';

/**
 * Stripe mode without a publishable key (STRIPE_PUBLISHABLE_KEY unset): no card can be taken, so say so
 * plainly rather than show a form that cannot work.
 */
export function CardPaymentsUnavailable() {
  const { closeModal } = useModal();
  return (
    <>
      <p className="subscribe-unavailable" role="status">
        Card payments are not available right now.
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={closeModal}>
          Close
        </button>
      </div>
    </>
  );
}
