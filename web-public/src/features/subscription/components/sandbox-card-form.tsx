import { useState, type FormEvent } from 'react';
import type { Plan } from '../../../../../domain/subscription/plans';
import { TextField } from '../../../components/form/text-field';
import { SandboxCardInputs, useSandboxCard } from '../../../components/card-entry/sandbox-card-inputs';
import { useSubscribe } from '../hooks/use-subscribe';
import { SubscribeActions } from './subscribe-actions';

/**
 * The card form of the local sandbox (no Stripe key): a plain form, clearly marked as test mode. The
 * card is checked by the server, which lists every problem with it.
 */
export function SandboxCardForm({ plan, returnTo }: { plan: Plan; returnTo?: string }) {
  const { subscribe, busy, errors } = useSubscribe(plan, returnTo);
  const { card, setCard, create } = useSandboxCard();
  const [promoCode, setPromoCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void subscribe(async () => (await create()).id, promoCode);
  };

  return (
    <form className="form subscribe-form" onSubmit={submit} noValidate>
      <SandboxCardInputs card={card} setCard={setCard} lead="Test mode" nameLabel="Full name" />
      <TextField label="Promotional code (optional)" value={promoCode} onChange={setPromoCode} autoComplete="off" />
      <SubscribeActions plan={plan} busy={busy} errors={errors} />
    </form>
  );
}
