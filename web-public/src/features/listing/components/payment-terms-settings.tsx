import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { centsOf } from '../../../../../domain/money/cents';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '../../../../../domain/payment/payment';
import type { PolicyView } from '../../../../../domain/payment/payment-view';
import { CANCELLATION_TERMS, policyText } from '../../../../../domain/payment/cancellation';
import { POLICY_MESSAGES, readPolicy } from '../../../../../domain/payment/policy-input';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { PAYMENT_MESSAGES } from '../../../../../domain/payment/payment-messages';
import { ErrorList } from '../../../components/form/error-list';
import { describedBy, FieldErrorText, fieldClass } from '../../../components/form/field-error-text';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { getPolicy, savePolicy } from '../../../lib/payments.api';
import { ownerFeeText } from '../../../lib/payment-words';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { centsToDollars, DOLLARS_MESSAGE } from '../../../lib/typed-amounts';
import './payment-terms-settings.css';

const SHOWN = ['cancellation', 'depositCents'];

/** The domain speaks cents (the API's unit); the deposit is typed in dollars, so its message says dollars. */
const inDollars = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => (m === POLICY_MESSAGES.deposit ? DOLLARS_MESSAGE : m))]));

/**
 * The owner's payment terms of a rental, beside its billing rules (GET/PUT /api/share/:id/policy): the
 * cancellation policy and a deposit, copied onto each request when it is sent. A rental whose owner has no
 * payouts set up says its requests come without payment, and where to set them up.
 */
export function PaymentTermsSettings({ shareId }: { shareId: number }) {
  const policy = useApiResource(`${shareId} policy`, (signal) => getPolicy(shareId, signal));
  if (policy.status === 'loading') return <PageLoading label="Loading the payment terms…" />;
  if (policy.status === 'failed') {
    return (
      <div className="availability-part">
        <LoadFailed what="the payment terms" message={policy.error} onRetry={policy.retry} />
      </div>
    );
  }
  return <PaymentTermsForm shareId={shareId} policy={policy.data} onSaved={policy.set} />;
}

function PaymentTermsForm({ shareId, policy, onSaved }: { shareId: number; policy: PolicyView; onSaved: (p: PolicyView) => void }) {
  const [cancellation, setCancellation] = useState<CancellationPolicy>(policy.cancellation);
  const [deposit, setDeposit] = useState(centsToDollars(policy.depositCents));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const { ref, reveal } = useRevealInvalid();
  const name = useId();
  const policyErrors = useShownErrors(errors.fields.cancellation, cancellation);
  const policyErrorId = `${name}-error`;

  const refuse = (formErrors: FormErrors) => {
    setErrors(formErrors);
    if (hasFormErrors(formErrors)) reveal();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Dollars typed, cents sent by the domain's one rounding rule; the server's own check (domain/payment/policy-input.ts) first.
    const text = deposit.trim().replace(/^\$/, '').replace(/,/g, '');
    const dollars = text === '' ? 0 : Number(text);
    if (!/^\d*\.?\d*$/.test(text) || !Number.isFinite(dollars)) return refuse(placeErrors({ depositCents: [DOLLARS_MESSAGE] }, SHOWN));
    const body = { cancellation, depositCents: centsOf(dollars) };
    const read = readPolicy(body);
    if (!read.ok) return refuse(placeErrors(inDollars(read.errors), SHOWN));
    setBusy(true);
    setErrors(NO_ERRORS);
    setNotice('');
    try {
      const saved = await savePolicy(shareId, body);
      onSaved(saved);
      setDeposit(centsToDollars(saved.depositCents));
      setNotice(`Payment terms saved: ${CANCELLATION_TERMS[saved.cancellation].label.toLowerCase()} cancellation${saved.depositCents ? `, a $${centsToDollars(saved.depositCents)} deposit` : ', no deposit'}. Requests sent from now on carry them; requests already sent keep theirs.`);
    } catch (error) {
      refuse(requestErrors(error, SHOWN));
    } finally {
      setBusy(false);
    }
  };

  const invalid = Boolean(policyErrors?.length);
  return (
    <form ref={ref} className="availability-part billing-settings" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`terms-${shareId}`}>
      <h3 id={`terms-${shareId}`}>Payment terms</h3>
      {policy.takesPayment ? (
        <p className="field-hint">Pilots pay through Wingshare: their card is saved at the request, held when you approve, charged after the flight. {ownerFeeText(policy.feePercent)}</p>
      ) : (
        <p className="payment-terms-off" role="note">
          {PAYMENT_MESSAGES.accountNotReady} Requests come without payment until then. <Link to="/account/payouts">Set up payouts</Link>
        </p>
      )}
      <fieldset className={fieldClass('payment-policy', policyErrors)}>
        <legend>Cancellation policy</legend>
        <div className="payment-policy-choices">
          {CANCELLATION_POLICIES.map((p) => (
            <label key={p} className="choice payment-policy-choice">
              <input
                type="radio"
                name={name}
                value={p}
                checked={cancellation === p}
                onChange={() => {
                  setNotice('');
                  setCancellation(p);
                }}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy(invalid && policyErrorId)}
              />
              <span>{policyText(p)}</span>
            </label>
          ))}
        </div>
        <FieldErrorText id={policyErrorId} errors={policyErrors} />
        <p className="field-hint">A cancellation by you, a grounding or your no-show always refunds the pilot in full.</p>
      </fieldset>
      <TextField
        label="Deposit ($)"
        inputMode="decimal"
        value={deposit}
        onChange={(v) => {
          setNotice('');
          setDeposit(v);
        }}
        errors={errors.fields.depositCents}
        hint="Added to the hold on the pilot's card, charged only if the bill needs it. 0 for none."
      />
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Save payment terms
        </button>
      </div>
      <StatusNote text={notice} />
    </form>
  );
}
