import type { RefObject } from 'react';
import { formatCentsExact } from '../../../../../domain/money/cents';
import type { PolicyView } from '../../../../../domain/payment/payment-view';
import { policyText } from '../../../../../domain/payment/cancellation';
import { CardEntry, type CardEntryHandle } from '../../../components/card-entry/card-entry';
import { cardConsentText, pilotFeeText } from '../../../lib/payment-words';
import './request-payment.css';

/**
 * The payment part of a request to a rental that takes payment (issue 37): the owner's cancellation policy
 * and deposit, the fee, the consent the pilot gives by sending, and the card. Shown before the pilot agrees.
 */
export function RequestPayment({ policy, card, errors }: { policy: PolicyView; card: RefObject<CardEntryHandle | null>; errors?: readonly string[] }) {
  return (
    <div className="request-payment" role="group" aria-label="Payment">
      {policy.depositCents > 0 && (
        <p className="share-booking-note">
          <strong>Deposit:</strong> {formatCentsExact(policy.depositCents)} is added to the hold and charged only if the bill needs it.
        </p>
      )}
      <p className="share-booking-note">{pilotFeeText(policy.feePercent)}</p>
      <p className="request-payment-consent">{cardConsentText(policyText(policy.cancellation))}</p>
      <CardEntry handle={card} errors={errors} />
    </div>
  );
}
