import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import type { Plan } from '../../../../../domain/subscription/plans';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { useSession } from '../../../hooks/use-session';
import { STRIPE_LOAD_FAILED, stripeFor } from '../../../lib/stripe-loader';
import { useSubscribe } from '../hooks/use-subscribe';
import { SubscribeActions } from './subscribe-actions';

/** The card form in Stripe mode: Stripe Elements takes the card; our server never sees its number. */
export function StripeCardForm({ plan, publishableKey, returnTo }: { plan: Plan; publishableKey: string; returnTo?: string }) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (stripe === null) return <ErrorList errors={[STRIPE_LOAD_FAILED]} />;
  if (stripe === undefined) return <p role="status">Loading the secure card form…</p>;
  return (
    <Elements stripe={stripe}>
      <StripeCardFields plan={plan} returnTo={returnTo} />
    </Elements>
  );
}

function StripeCardFields({ plan, returnTo }: { plan: Plan; returnTo?: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useSession();
  const { subscribe, busy, errors } = useSubscribe(plan, returnTo);
  const [name, setName] = useState(user ? `${user.firstname} ${user.lastname}`.trim() : '');
  const [promoCode, setPromoCode] = useState('');
  // The card field's own errors, shown as they change (spec 5 "Subscribe").
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void subscribe(async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new Error('The card form is still loading. Please try again in a moment.');
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim() } });
      if (error || !paymentMethod) throw new Error(error?.message ?? 'This card could not be used. Please check it and try again.');
      return paymentMethod.id;
    }, promoCode);
  };

  return (
    <form className="form subscribe-form" onSubmit={submit} noValidate>
      <TextField label="Full name" value={name} onChange={setName} autoComplete="cc-name" />
      <div className="field">
        <span className="field-label" id="stripe-card-label">
          Card
        </span>
        <div className="stripe-card-field" aria-labelledby="stripe-card-label">
          <CardElement options={{ hidePostalCode: true }} onChange={(e) => setCardError(e.error?.message ?? null)} />
        </div>
        {cardError && <ErrorList errors={[cardError]} />}
      </div>
      <TextField label="Promotional code (optional)" value={promoCode} onChange={setPromoCode} autoComplete="off" />
      <SubscribeActions plan={plan} busy={busy || !stripe} errors={errors} />
    </form>
  );
}
