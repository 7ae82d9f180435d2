import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useState, type RefObject } from 'react';
import { PAYMENT_MESSAGES } from '../../../../domain/payment/payment-messages';
import { usePlans } from '../../hooks/use-plans';
import { ApiError, errorMessages } from '../../lib/api-client';
import { STRIPE_LOAD_FAILED, stripeFor } from '../../lib/stripe-loader';
import { describedBy, FieldErrorText } from '../form/field-error-text';
import { SandboxCardInputs, useSandboxCard } from './sandbox-card-inputs';
import './card-entry.css';

/** A card the form could not turn into a payment method: its messages go beside the card field. */
export class CardProblem extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
    this.name = 'CardProblem';
  }
}

/** What the form around the card asks of it when sent: the saved card's payment method id (pm_...). */
export interface CardEntryHandle {
  paymentMethod: () => Promise<string>;
}

/**
 * The messages of a failed payment call that belong beside the card field: a declined card (402) in the
 * provider's words, a missing or refused card (the `paymentMethodId` field); null for any other failure.
 */
export function cardErrorsOf(error: unknown): string[] | null {
  if (error instanceof CardProblem) return error.messages;
  if (!(error instanceof ApiError)) return null;
  if (error.status === 402) return [error.message || PAYMENT_MESSAGES.declined];
  return error.fields.paymentMethodId ?? null;
}

interface CardEntryProps {
  /** Set by the card field to what the form calls when it is sent. */
  handle: RefObject<CardEntryHandle | null>;
  /** The card's messages of a refused send, shown beside the card number (or Stripe's card field). */
  errors?: readonly string[];
}

/**
 * The card of a payment (a booking's request, a payment after a failed hold): the sandbox's own fields,
 * marked as test mode, or Stripe Elements when Stripe is configured (our server never sees the number).
 * The subscription form takes its cards the same ways (features/subscription).
 */
export function CardEntry({ handle, errors }: CardEntryProps) {
  const { info, error } = usePlans();
  if (error) return <FieldErrorText id="card-entry-error" errors={[`The card form could not be loaded. ${error}`]} />;
  if (!info) return <p role="status">Loading the card form…</p>;
  if (info.mode === 'sandbox') return <SandboxCardFields handle={handle} errors={errors} />;
  if (!info.publishableKey) return <p className="card-entry-unavailable">Card payments are not available right now.</p>;
  return <StripeCard publishableKey={info.publishableKey} handle={handle} errors={errors} />;
}

function SandboxCardFields({ handle, errors }: CardEntryProps) {
  const { card, setCard, create } = useSandboxCard();
  useEffect(() => {
    handle.current = {
      paymentMethod: async () => {
        try {
          return (await create()).id;
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) throw new CardProblem(errorMessages(error));
          throw error;
        }
      },
    };
  });
  return (
    <fieldset className="card-entry">
      <legend>Card</legend>
      <SandboxCardInputs card={card} setCard={setCard} lead="Sandbox" nameLabel="Name on the card" errors={errors} />
    </fieldset>
  );
}

function StripeCard({ publishableKey, handle, errors }: CardEntryProps & { publishableKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (stripe === null) return <FieldErrorText id="card-entry-error" errors={[STRIPE_LOAD_FAILED]} />;
  if (stripe === undefined) return <p role="status">Loading the secure card form…</p>;
  return (
    <Elements stripe={stripe}>
      <StripeCardField handle={handle} errors={errors} />
    </Elements>
  );
}

function StripeCardField({ handle, errors }: CardEntryProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  // The card field's own messages as they change; a refused send's replace them.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = errors?.length ? errors : typing ? [typing] : undefined;
  useEffect(() => {
    handle.current = {
      paymentMethod: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new CardProblem(['The card form is still loading. Please try again in a moment.']);
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error || !paymentMethod) throw new CardProblem([error?.message ?? 'This card could not be used. Please check it and try again.']);
        return paymentMethod.id;
      },
    };
  });
  return (
    <div className={`field card-entry${shown ? ' field-invalid' : ''}`}>
      <span className="field-label" id={`${id}-label`}>
        Card
      </span>
      <div className="stripe-card-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy(shown && `${id}-error`)} aria-invalid={shown ? true : undefined}>
        <CardElement options={{ hidePostalCode: true }} onChange={(e) => setTyping(e.error?.message ?? null)} />
      </div>
      <FieldErrorText id={`${id}-error`} errors={shown} />
    </div>
  );
}
