import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Plan } from '../../../../../domain/subscription/plans';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { hasPaymentCustomer } from '../../../lib/profile-subscriptions';
import type { SubscribedState } from '../../../lib/subscribed-state';
import { createCustomer } from '../api/create-customer.api';
import { createSubscription } from '../api/create-subscription.api';
import { subscribeErrorMessages } from '../utils/subscribe-errors';

/** Spec 9: the instructor-signup modal opens 100 ms after subscribing to the professional plan. */
const PROFESSIONAL_FOLLOW_UP_DELAY_MS = 100;

export const LISTING_SUBSCRIBED = {
  title: 'You are subscribed',
  text: 'Your listing subscription is active. List your plane now and pilots near your airport can find it.',
};

/**
 * The subscribe sequence of spec 4: a payment method from the card form (sandbox or Stripe), the
 * customer if the user has none, the subscription, then the profile again, and the modal closes. A
 * second submit while one runs is ignored; a failure keeps the modal open with its messages.
 * Then the next step: back to `returnTo` (the listing wizard the person was stopped at), or the
 * professional profile form, or, for the listing plan, a note that offers to list a plane.
 */
export function useSubscribe(plan: Plan, returnTo?: string) {
  const { user, refresh } = useSession();
  const { closeModal, openModal } = useModal();
  const navigate = useNavigate();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const subscribe = async (createPaymentMethod: () => Promise<string>, promoCode: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setErrors([]);
    try {
      const paymentMethodId = await createPaymentMethod();
      if (!hasPaymentCustomer(user)) await createCustomer();
      await createSubscription({ priceId: plan.priceId, paymentMethodId, promoCode: promoCode.trim() || undefined });
    } catch (error) {
      setErrors(subscribeErrorMessages(error));
      running.current = false;
      setBusy(false);
      return;
    }
    await refresh({ force: true });
    closeModal();
    if (plan.kind === 'professional') {
      window.setTimeout(() => openModal('instructor-signup'), PROFESSIONAL_FOLLOW_UP_DELAY_MS);
    } else if (returnTo) {
      navigate(returnTo, { state: { subscribed: plan.kind } satisfies SubscribedState });
    } else {
      openModal('message', { ...LISTING_SUBSCRIBED, okLabel: 'Not now', action: { label: 'List a plane', to: '/list' } });
    }
  };

  return { subscribe, busy, errors };
}
