import { useState, type FormEvent } from 'react';
import { mergeFieldErrors, type FieldErrors } from '../../../../../domain/field-errors';
import { readBillingRules } from '../../../../../domain/flight/billing-input';
import { BILLING_BASES, FUEL_RULES, type BillingBasis, type BillingRules, type FuelRule } from '../../../../../domain/flight/billing-rules';
import { ErrorList } from '../../../components/form/error-list';
import { LoadFailed } from '../../../components/load-failed';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { getBilling, saveBilling } from '../../../lib/flights.api';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { centsToDollars, DOLLARS_MESSAGE, dollarsToCents, typedNumber } from '../../../lib/typed-amounts';
import './billing-settings.css';

const BASIS_LABELS: Record<BillingBasis, string> = {
  hobbs: 'Hobbs time',
  tach: 'Tach time',
  block: 'Block time (off to on)',
};

const FUEL_LABELS: Record<FuelRule, string> = {
  none: 'No fuel credit',
  actual_capped: 'What the pilot paid, up to a price per gallon',
  fixed_price: 'A fixed home price per gallon',
};

interface FeeRow {
  id: number;
  label: string;
  amount: string;
}

interface BillingForm {
  basis: BillingBasis;
  wet: 'wet' | 'dry';
  rate: string;
  minHours: string;
  weekendHours: string;
  whenOutHours: string;
  fuelRule: FuelRule;
  cap: string;
  price: string;
  fees: FeeRow[];
}

let nextFee = 1;

const formOf = (r: BillingRules): BillingForm => ({
  basis: r.basis,
  wet: r.wet ? 'wet' : 'dry',
  rate: centsToDollars(r.rateCents),
  minHours: String(r.dailyMinimum.hours),
  weekendHours: r.dailyMinimum.weekendHours === null ? '' : String(r.dailyMinimum.weekendHours),
  whenOutHours: String(r.dailyMinimum.whenOutHours),
  fuelRule: r.fuel.rule,
  cap: r.fuel.capCents === undefined ? '' : centsToDollars(r.fuel.capCents),
  price: r.fuel.priceCents === undefined ? '' : centsToDollars(r.fuel.priceCents),
  fees: r.fees.map((fee) => ({ id: nextFee++, label: fee.label, amount: centsToDollars(fee.amountCents) })),
});

/** The rules as the API takes them (dollars typed, cents sent), or the amounts the browser already knows are no amounts. */
function rulesOf(form: BillingForm): { ok: true; rules: unknown } | { ok: false; errors: FieldErrors } {
  const found: FieldErrors = {};
  const cents = (text: string, field: string) => {
    const value = dollarsToCents(text);
    if (value === null) found[field] = [DOLLARS_MESSAGE];
    return value;
  };
  // A dry rental's fuel is the pilot's: no credit (the domain refuses any other rule for it).
  const fuel =
    form.wet === 'dry'
      ? { rule: 'none' }
      : form.fuelRule === 'actual_capped'
      ? { rule: form.fuelRule, capCents: cents(form.cap, 'fuel.capCents') }
      : form.fuelRule === 'fixed_price'
        ? { rule: form.fuelRule, priceCents: cents(form.price, 'fuel.priceCents') }
        : { rule: form.fuelRule };
  const rules = {
    basis: form.basis,
    wet: form.wet === 'wet',
    rateCents: cents(form.rate, 'rateCents'),
    dailyMinimum: {
      hours: typedNumber(form.minHours) ?? 0,
      weekendHours: typedNumber(form.weekendHours),
      whenOutHours: typedNumber(form.whenOutHours) ?? 0,
    },
    fuel,
    fees: form.fees.map((fee, i) => ({ label: fee.label.trim(), amountCents: cents(fee.amount, `fees[${i}].amountCents`) })),
  };
  // The server's own rules (domain/flight/billing-input.ts), after what the browser found in the amounts.
  const checked = readBillingRules(rules);
  const theirs = checked.ok
    ? {}
    : Object.fromEntries(Object.entries(checked.errors).filter(([field]) => !(field in found)).map(([field, messages]) => [field, inDollars(field, messages)]));
  const all = mergeFieldErrors(found, theirs);
  return Object.keys(all).length ? { ok: false, errors: all } : { ok: true, rules };
}

/** The domain speaks cents (the API's unit); this form is typed in dollars, so its amounts' messages say dollars. */
function inDollars(field: string, messages: string[]): string[] {
  if (!messages.some((m) => m.includes('cents'))) return messages;
  if (field === 'rateCents') return ['Type the rate per hour in dollars, more than 0.'];
  if (field === 'fuel.capCents') return ['Type the most credited per gallon, in dollars, more than 0.'];
  if (field === 'fuel.priceCents') return ['Type the home price per gallon, in dollars, more than 0.'];
  return [DOLLARS_MESSAGE];
}

/** A fee row's messages under either spelling the server may use (`fees[0].label`, `fees.0.label`). */
const feeErrors = (fields: FieldErrors, i: number, key?: string): string[] | undefined => {
  const names = key ? [`fees[${i}].${key}`, `fees.${i}.${key}`] : [`fees[${i}]`, `fees.${i}`];
  const found = names.flatMap((name) => fields[name] ?? []);
  return found.length ? found : undefined;
};

const shownFields = (fees: number): string[] => [
  'basis', 'wet', 'rateCents', 'dailyMinimum', 'dailyMinimum.hours', 'dailyMinimum.weekendHours', 'dailyMinimum.whenOutHours',
  'fuel', 'fuel.rule', 'fuel.capCents', 'fuel.priceCents', 'fees',
  ...Array.from({ length: fees }, (_, i) => [`fees[${i}]`, `fees.${i}`, `fees[${i}].label`, `fees.${i}.label`, `fees[${i}].amountCents`, `fees.${i}.amountCents`]).flat(),
];

/**
 * The owner's billing rules of a rental, beside its availability (GET/PUT /api/share/:id/billing): what
 * the bill of each flight is worked out from. Saved rules apply to the bookings approved from then on;
 * an approved booking keeps the copy it was approved with.
 */
export function BillingSettings({ shareId }: { shareId: number }) {
  const billing = useApiResource(shareId, (signal) => getBilling(shareId, signal));
  if (billing.status === 'loading') return <PageLoading label="Loading the billing rules…" />;
  if (billing.status === 'failed') {
    return (
      <div className="availability-part">
        <LoadFailed what="the billing rules" message={billing.error} onRetry={billing.retry} />
      </div>
    );
  }
  return <BillingRulesForm shareId={shareId} rules={billing.data} onSaved={billing.set} />;
}

function BillingRulesForm({ shareId, rules, onSaved }: { shareId: number; rules: BillingRules; onSaved: (rules: BillingRules) => void }) {
  const [form, setForm] = useState(() => formOf(rules));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const { ref, reveal } = useRevealInvalid();
  const f = errors.fields;
  const set = (change: Partial<BillingForm>) => {
    setNotice('');
    setForm({ ...form, ...change });
  };
  const setFee = (id: number, change: Partial<FeeRow>) => set({ fees: form.fees.map((fee) => (fee.id === id ? { ...fee, ...change } : fee)) });

  const refuse = (formErrors: FormErrors) => {
    setErrors(formErrors);
    if (hasFormErrors(formErrors)) reveal();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = rulesOf(form);
    if (!read.ok) return refuse(placeErrors(read.errors, shownFields(form.fees.length)));
    setBusy(true);
    setErrors(NO_ERRORS);
    setNotice('');
    try {
      const saved = await saveBilling(shareId, read.rules);
      onSaved(saved);
      setForm(formOf(saved));
      setNotice('Billing rules saved. Bookings you approve from now on are billed by them; bookings already approved keep theirs.');
    } catch (error) {
      refuse(requestErrors(error, shownFields(form.fees.length)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={ref} className="availability-part billing-settings" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`billing-${shareId}`}>
      <h3 id={`billing-${shareId}`}>Billing rules</h3>
      <p className="field-hint">How each flight&apos;s bill is worked out from the meters at check-in. Pilots see the bill before they check in.</p>
      <div className="form-row">
        <SelectField label="Bill by" value={form.basis} onChange={(basis) => set({ basis: basis as BillingBasis })} errors={f.basis}>
          {BILLING_BASES.map((b) => (
            <option key={b} value={b}>
              {BASIS_LABELS[b]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Fuel" value={form.wet} onChange={(wet) => set({ wet: wet as BillingForm['wet'] })} errors={f.wet}>
          <option value="wet">Wet: the rate includes fuel</option>
          <option value="dry">Dry: the pilot pays for fuel</option>
        </SelectField>
        <TextField label="Rate per hour ($)" inputMode="decimal" value={form.rate} onChange={(rate) => set({ rate })} required errors={f.rateCents} />
      </div>
      <fieldset className="billing-group">
        <legend>Daily minimum</legend>
        <ErrorList errors={f.dailyMinimum ?? []} />
        <div className="form-row">
          <TextField
            label="Hours billed at least per day"
            inputMode="decimal"
            value={form.minHours}
            onChange={(minHours) => set({ minHours })}
            errors={f['dailyMinimum.hours']}
            hint="0: no minimum."
          />
          <TextField
            label="On weekends (hours)"
            inputMode="decimal"
            value={form.weekendHours}
            onChange={(weekendHours) => set({ weekendHours })}
            errors={f['dailyMinimum.weekendHours']}
            hint="Empty: as on weekdays."
          />
          <TextField
            label="When out at least (hours)"
            inputMode="decimal"
            value={form.whenOutHours}
            onChange={(whenOutHours) => set({ whenOutHours })}
            errors={f['dailyMinimum.whenOutHours']}
            hint="A shorter booking pays only what it flies."
          />
        </div>
      </fieldset>
      {form.wet === 'dry' ? (
        <p className="field-hint">Dry: the pilot pays for the fuel he uses, so fuel he buys on the way is not credited.</p>
      ) : (
        <fieldset className="billing-group">
          <legend>Fuel bought on the way</legend>
          <ErrorList errors={f.fuel ?? []} />
          <SelectField label="Fuel credit" value={form.fuelRule} onChange={(fuelRule) => set({ fuelRule: fuelRule as FuelRule })} errors={f['fuel.rule']}>
            {FUEL_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {FUEL_LABELS[rule]}
              </option>
            ))}
          </SelectField>
          {form.fuelRule === 'actual_capped' && (
            <TextField label="Credit at most per gallon ($)" inputMode="decimal" value={form.cap} onChange={(cap) => set({ cap })} required errors={f['fuel.capCents']} />
          )}
          {form.fuelRule === 'fixed_price' && (
            <TextField label="Home price per gallon ($)" inputMode="decimal" value={form.price} onChange={(price) => set({ price })} required errors={f['fuel.priceCents']} />
          )}
        </fieldset>
      )}
      <fieldset className="billing-group">
        <legend>Fixed fees</legend>
        <ErrorList errors={f.fees ?? []} />
        {form.fees.length === 0 && <p className="field-hint">None. A landing or cleaning fee is added to every bill.</p>}
        {form.fees.map((fee, i) => (
          <div key={fee.id} className="billing-fee" role="group" aria-label={`Fee ${i + 1}`}>
            <ErrorList errors={feeErrors(f, i) ?? []} />
            <div className="form-row">
              <TextField label={`Fee ${i + 1} name`} value={fee.label} onChange={(label) => setFee(fee.id, { label })} errors={feeErrors(f, i, 'label')} placeholder="Cleaning" />
              <TextField label={`Fee ${i + 1} amount ($)`} inputMode="decimal" value={fee.amount} onChange={(amount) => setFee(fee.id, { amount })} errors={feeErrors(f, i, 'amountCents')} />
            </div>
            <button type="button" className="button button-secondary button-small" onClick={() => set({ fees: form.fees.filter((row) => row.id !== fee.id) })}>
              Remove fee {i + 1}
            </button>
          </div>
        ))}
        <button type="button" className="button button-secondary button-small" onClick={() => set({ fees: [...form.fees, { id: nextFee++, label: '', amount: '' }] })}>
          Add a fee
        </button>
      </fieldset>
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Save billing rules
        </button>
      </div>
      <StatusNote text={notice} />
    </form>
  );
}
