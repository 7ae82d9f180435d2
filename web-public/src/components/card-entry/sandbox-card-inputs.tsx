import { useState } from 'react';
import { useSession } from '../../hooks/use-session';
import { cardNumberDigits, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from '../../lib/card-input';
import { createSandboxPaymentMethod } from '../../lib/sandbox-cards.api';
import { TextField } from '../form/text-field';
import './card-entry.css';

/** The card typed into the sandbox's fields, as typed (formatted while typing). */
export interface SandboxCard {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The sandbox's card (no Stripe key): its fields' state, the name filled from the signed-in person, and the
 * call that has the server check and keep it (the answer's id is the payment method; a 400 lists every problem).
 */
export function useSandboxCard() {
  const { user } = useSession();
  const [card, setCard] = useState<SandboxCard>({ name: user ? `${user.firstname} ${user.lastname}`.trim() : '', number: '', expiry: '', cvc: '' });
  const create = () => createSandboxPaymentMethod({ name: card.name.trim(), number: cardNumberDigits(card.number), ...parseExpiry(card.expiry), cvc: card.cvc });
  return { card, setCard, create };
}

interface SandboxCardInputsProps {
  card: SandboxCard;
  setCard: (card: SandboxCard) => void;
  /** The note's first words ("Test mode", "Sandbox") and the name field's label. */
  lead: string;
  nameLabel: string;
  /** Shown beside the card number (a refused send). */
  errors?: readonly string[];
}

/** The sandbox's card fields, marked as test mode with its test numbers: the subscription's form and a booking's payment. */
export function SandboxCardInputs({ card, setCard, lead, nameLabel, errors }: SandboxCardInputsProps) {
  const set = (field: keyof SandboxCard) => (value: string) => setCard({ ...card, [field]: value });
  return (
    <>
      <p className="card-entry-test-mode">
        <strong>{lead}:</strong> no real card is charged. Use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future
        expiry and any CVC.
      </p>
      <TextField label={nameLabel} value={card.name} onChange={set('name')} autoComplete="cc-name" />
      <TextField
        label="Card number"
        value={card.number}
        onChange={(value) => set('number')(formatCardNumber(value))}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        errors={errors}
      />
      <div className="card-entry-row">
        <TextField label="Expiry" value={card.expiry} onChange={(value) => set('expiry')(formatExpiry(value))} autoComplete="cc-exp" inputMode="numeric" placeholder="MM / YY" />
        <TextField label="CVC" value={card.cvc} onChange={(value) => set('cvc')(formatCvc(value))} autoComplete="cc-csc" inputMode="numeric" placeholder="123" />
      </div>
    </>
  );
}
