import { useState, type FormEvent } from 'react';
import type { Plan } from '../../../../../domain/subscription/plans';
import { TextField } from '../../../components/form/text-field';
import { useSession } from '../../../hooks/use-session';
import { createSandboxPaymentMethod } from '../../../lib/sandbox-cards.api';
import { useSubscribe } from '../hooks/use-subscribe';
import { cardNumberDigits, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from '../../../lib/card-input';
import { SubscribeActions } from './subscribe-actions';

/**
 * The card form of the local sandbox (no Stripe key): a plain form, clearly marked as test mode. The
 * card is checked by the server, which lists every problem with it.
 */
export function SandboxCardForm({ plan, returnTo }: { plan: Plan; returnTo?: string }) {
  const { user } = useSession();
  const { subscribe, busy, errors } = useSubscribe(plan, returnTo);
  const [name, setName] = useState(user ? `${user.firstname} ${user.lastname}`.trim() : '');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [promoCode, setPromoCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void subscribe(async () => {
      const card = { name: name.trim(), number: cardNumberDigits(number), ...parseExpiry(expiry), cvc };
      return (await createSandboxPaymentMethod(card)).id;
    }, promoCode);
  };

  return (
    <form className="form subscribe-form" onSubmit={submit} noValidate>
      <p className="subscribe-test-mode">
        <strong>Test mode:</strong> no real card is charged. Use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002
        (declined), any future expiry and any CVC.
      </p>
      <TextField label="Full name" value={name} onChange={setName} autoComplete="cc-name" />
      <TextField
        label="Card number"
        value={number}
        onChange={(value) => setNumber(formatCardNumber(value))}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
      />
      <div className="subscribe-card-row">
        <TextField
          label="Expiry"
          value={expiry}
          onChange={(value) => setExpiry(formatExpiry(value))}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
        />
        <TextField
          label="CVC"
          value={cvc}
          onChange={(value) => setCvc(formatCvc(value))}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
        />
      </div>
      <TextField label="Promotional code (optional)" value={promoCode} onChange={setPromoCode} autoComplete="off" />
      <SubscribeActions plan={plan} busy={busy} errors={errors} />
    </form>
  );
}
