import { formatAmount, PLAN_AMOUNT_CENTS, PLAN_INTERVAL } from '../../../../../domain/subscription/plans';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { useModal } from '../../../hooks/use-modal';
import './subscription.css';

const PRICE = `${formatAmount(PLAN_AMOUNT_CENTS)} a ${PLAN_INTERVAL}`;

const PITCHES: Record<ModalPropsMap['subscribe-notification']['type'], { title: string; text: string }> = {
  list: {
    title: 'Subscribe to list your plane',
    text: `You need an active listing subscription to list a plane. It is ${PRICE}, the first month is free, and you can cancel at any time.`,
  },
  instructor: {
    title: 'Subscribe to go professional',
    text: `A professional profile needs the professional subscription, so pilots near you can find and hire you. It is ${PRICE}, the first month is free, and you can cancel at any time.`,
  },
};

/**
 * Why a page needs a subscription (spec 2), and the way to it: Subscribe opens the card form, and once
 * paid the person goes on where they were headed (`returnTo`, the listing wizard) or, for the
 * professional plan, to the profile form.
 */
export function SubscribeNotificationModal({ type, returnTo }: ModalPropsMap['subscribe-notification']) {
  const { closeModal, openModal } = useModal();
  const pitch = PITCHES[type];
  return (
    <ModalDialog title={pitch.title} size="small">
      <p>{pitch.text}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={closeModal}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-accent"
          data-autofocus
          onClick={() => openModal('subscribe', { kind: type === 'list' ? 'listing' : 'professional', returnTo })}
        >
          Subscribe
        </button>
      </div>
    </ModalDialog>
  );
}
