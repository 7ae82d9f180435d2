import { ErrorList } from './form/error-list';

/** Why something could not be loaded, and a button to try again. */
export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <>
      <ErrorList errors={[`We could not load ${what}. ${message}`]} />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </>
  );
}
