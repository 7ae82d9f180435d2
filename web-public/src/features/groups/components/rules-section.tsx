import { useEffect, useId, useState } from 'react';
import { BILLING_BASES, type BillingBasis } from '../../../../../domain/flight/billing-rules';
import { DUES_SPLITS, type DuesSplit } from '../../../../../domain/group/group';
import type { CostRulesView, GroupView } from '../../../../../domain/group/group-view';
import { readRulesInput } from '../../../../../domain/group/group-input';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { usNumber } from '../../../../../domain/text/us-format';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { StatusNote } from '../../../components/status-note/status-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { centsToDollars, dollarsToCents } from '../../../lib/typed-amounts';
import { setRules, type RulesBody } from '../api/groups.api';
import { firstErrors, typedCents, typedCount } from '../utils/form-values';
import { BASIS_WORDS, DUES_SPLIT_WORDS, groupOf, OVERHAUL_COST_MESSAGE, reservePerHourCents, rulesInForce, TBO_MESSAGE } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

const PER_HOUR_OF: Record<BillingBasis, string> = { hobbs: 'Hobbs time', tach: 'tach time', block: 'block time' };

/** The cost rules in force, those set for later and before, and the managers' form for new rules from a date. */
export function RulesSection({ view, today, refresh }: SectionProps) {
  const [setting, setSetting] = useState(false);
  const [note, setNote] = useState('');
  const current = rulesInForce(view.rules, today);
  const later = view.rules.filter((r) => r.from > today);
  const before = view.rules.filter((r) => r !== current && r.from <= today).reverse();
  return (
    <section id="group-rules" className="group-section" aria-labelledby="group-rules-heading">
      <h2 id="group-rules-heading" className="account-subtitle">
        Cost rules
      </h2>
      {current ? (
        <RulesCard rules={current} heading={`In force since ${dateText(current.from)}`} view={view} />
      ) : (
        <p className="group-small">
          No cost rules yet{view.you.manager ? ': set the dues, the hourly rate and the reserves, and the statements charge members from that day.' : '. The owner or the treasurer sets them.'}
        </p>
      )}
      {later.map((r) => (
        <RulesCard key={r.from} rules={r} heading={`From ${dateText(r.from)}`} view={view} />
      ))}
      {before.length > 0 && (
        <details className="group-details">
          <summary>Earlier rules ({before.length})</summary>
          {before.map((r) => (
            <RulesCard key={r.from} rules={r} heading={`From ${dateText(r.from)}`} view={view} />
          ))}
        </details>
      )}
      <StatusNote text={note} />
      {view.you.manager &&
        (setting ? (
          <RulesForm
            view={view}
            start={current ?? view.rules.at(-1) ?? null}
            today={today}
            onCancel={() => setSetting(false)}
            onSaved={async (from) => {
              await refresh();
              setSetting(false);
              setNote(`The new rules apply from ${dateText(from)}. Statements for months from then on charge them; those already issued stay as they are.`);
            }}
          />
        ) : (
          <div className="share-action-row">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setNote('');
                setSetting(true);
              }}
            >
              Set new rules
            </button>
          </div>
        ))}
    </section>
  );
}

function RulesCard({ rules, heading, view }: { rules: CostRulesView; heading: string; view: GroupView }) {
  const per = PER_HOUR_OF[rules.basis];
  const aircraftName = (shareId: number) => {
    const a = view.aircraft.find((x) => x.shareId === shareId);
    return a ? a.tailNumber || a.title : `Aircraft ${shareId}`;
  };
  return (
    <div className="group-card group-rules-card">
      <p className="group-card-title">{heading}</p>
      <dl className="group-facts">
        <dt>Dues a month</dt>
        <dd>
          {formatCentsExact(rules.duesCents)} ({DUES_SPLIT_WORDS[rules.duesSplit].toLowerCase()})
        </dd>
        <dt>Hourly rate</dt>
        <dd>
          {formatCentsExact(rules.hourlyRateCents)} an hour of {per}, {rules.wet ? 'wet (fuel included: receipts are credited)' : 'dry (members pay their fuel)'}
        </dd>
        <dt>Reserves an hour</dt>
        <dd>
          Engine {formatCentsExact(rules.reservesPerHourCents.engine)}, propeller {formatCentsExact(rules.reservesPerHourCents.propeller)}
        </dd>
        {rules.aircraft.map((a) => (
          <div key={a.shareId} className="group-facts-row">
            <dt>{aircraftName(a.shareId)}</dt>
            <dd>
              {formatCentsExact(a.hourlyRateCents)} an hour; reserves {formatCentsExact(a.reservesPerHourCents.engine)} and {formatCentsExact(a.reservesPerHourCents.propeller)}
            </dd>
          </div>
        ))}
        {(rules.limits.maxActiveBookings !== null || rules.limits.maxWeekendDaysPerMonth !== null) && (
          <>
            <dt>Booking limits</dt>
            <dd>
              {[
                rules.limits.maxActiveBookings !== null && `at most ${rules.limits.maxActiveBookings} bookings at a time`,
                rules.limits.maxWeekendDaysPerMonth !== null && `at most ${rules.limits.maxWeekendDaysPerMonth} weekend days a month`,
              ]
                .filter(Boolean)
                .join('; ')}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

const RULE_FIELDS = [
  'from', 'duesCents', 'duesSplit', 'hourlyRateCents', 'basis', 'wet',
  'reservesPerHourCents', 'reservesPerHourCents.engine', 'reservesPerHourCents.propeller',
  'limits', 'limits.maxActiveBookings', 'limits.maxWeekendDaysPerMonth',
];

const dollarsOf = (cents: number | undefined) => (cents === undefined ? '' : centsToDollars(cents));
const countOf = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function RulesForm({ view, start, today, onSaved, onCancel }: {
  view: GroupView;
  /** The rules the form starts from (those in force): the manager changes what differs. */
  start: CostRulesView | null;
  today: string;
  onSaved: (from: string) => Promise<void>;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [from, setFrom] = useState(today < view.createdOn ? view.createdOn : today);
  const [dues, setDues] = useState(dollarsOf(start?.duesCents));
  const [duesSplit, setDuesSplit] = useState<DuesSplit>(start?.duesSplit ?? (view.kind === 'club' ? 'per_member' : 'by_share'));
  const [rate, setRate] = useState(dollarsOf(start?.hourlyRateCents));
  const [basis, setBasis] = useState<BillingBasis>(start?.basis ?? 'hobbs');
  const [wet, setWet] = useState(start?.wet ?? false);
  const [engine, setEngine] = useState(dollarsOf(start?.reservesPerHourCents.engine));
  const [propeller, setPropeller] = useState(dollarsOf(start?.reservesPerHourCents.propeller));
  const [maxBookings, setMaxBookings] = useState(countOf(start?.limits.maxActiveBookings));
  const [maxWeekendDays, setMaxWeekendDays] = useState(countOf(start?.limits.maxWeekendDaysPerMonth));
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);

  const body = (): RulesBody => ({
    from,
    duesCents: typedCents(dues),
    duesSplit,
    hourlyRateCents: typedCents(rate),
    basis,
    wet,
    reservesPerHourCents: { engine: typedCents(engine) ?? 0, propeller: typedCents(propeller) ?? 0 },
    // Each aircraft's own rate stays as it was: this form sets the group's.
    aircraft: start?.aircraft ?? [],
    limits: { maxActiveBookings: typedCount(maxBookings), maxWeekendDaysPerMonth: typedCount(maxWeekendDays) },
  });
  const { busy, errors, submit } = useCheckedSubmit(
    () => readRulesInput(body(), groupOf(view)),
    async () => {
      await setRules(view.id, body());
      await onSaved(from);
    },
    RULE_FIELDS,
    reveal,
  );
  const f = errors.fields;
  return (
    <form ref={ref} className="group-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>New cost rules</h3>
      <TextField label="Apply from" type="date" value={from} onChange={setFrom} min={view.createdOn} required errors={f.from} hint="Rules already in force before this day stay for the days before it." />
      <div className="group-form-row">
        <TextField label="Dues a month ($)" inputMode="decimal" value={dues} onChange={setDues} required errors={f.duesCents} />
        <SelectField label="Dues are paid" value={duesSplit} onChange={(v) => setDuesSplit(v as DuesSplit)} errors={f.duesSplit}>
          {DUES_SPLITS.map((s) => (
            <option key={s} value={s}>
              {DUES_SPLIT_WORDS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="group-form-row">
        <TextField label="Hourly rate ($)" inputMode="decimal" value={rate} onChange={setRate} required errors={f.hourlyRateCents} />
        <SelectField label="Charged on" value={basis} onChange={(v) => setBasis(v as BillingBasis)} errors={f.basis}>
          {BILLING_BASES.map((b) => (
            <option key={b} value={b}>
              {BASIS_WORDS[b]}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField label="Wet: the rate includes fuel" checked={wet} onChange={setWet} hint="A member's fuel receipts are then credited on his statement." errors={f.wet} />
      <div className="group-form-row">
        <ReserveField label="Engine reserve an hour ($)" what="engine" value={engine} onChange={setEngine} errors={firstErrors(f, 'reservesPerHourCents.engine', 'reservesPerHourCents')} />
        <ReserveField label="Propeller reserve an hour ($)" what="propeller" value={propeller} onChange={setPropeller} errors={firstErrors(f, 'reservesPerHourCents.propeller')} />
      </div>
      <div className="group-form-row">
        <TextField label="Most bookings a member holds at once (optional)" inputMode="numeric" value={maxBookings} onChange={setMaxBookings} errors={firstErrors(f, 'limits.maxActiveBookings', 'limits')} />
        <TextField label="Most weekend days a member books a month (optional)" inputMode="numeric" value={maxWeekendDays} onChange={setMaxWeekendDays} errors={firstErrors(f, 'limits.maxWeekendDaysPerMonth')} />
      </div>
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Save the rules
      </SubmitOrCancel>
    </form>
  );
}

/** A reserve per hour, typed or worked out from the overhaul's cost and its TBO (the cost calculator's formula). */
function ReserveField({ label, what, value, onChange, errors }: {
  label: string;
  what: 'engine' | 'propeller';
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [cost, setCost] = useState('');
  const [tbo, setTbo] = useState('');
  const [problems, setProblems] = useState<{ cost?: string[]; tbo?: string[] }>({});
  const [said, setSaid] = useState('');
  const work = () => {
    const cents = dollarsToCents(cost);
    const hours = /^\d{1,6}$/.test(tbo.trim().replace(/,/g, '')) ? Number(tbo.trim().replace(/,/g, '')) : NaN;
    const perHour = cents === null ? null : reservePerHourCents(cents, hours);
    if (cents === null || perHour === null) {
      setProblems({ cost: cents === null ? [OVERHAUL_COST_MESSAGE] : undefined, tbo: perHour === null ? [TBO_MESSAGE] : undefined });
      setSaid('');
      return;
    }
    setProblems({});
    onChange(centsToDollars(perHour));
    setSaid(`${formatCentsExact(cents)} over ${usNumber(hours)} hours is ${formatCentsExact(perHour)} an hour: put in the ${what} reserve above.`);
  };
  return (
    <div className="group-reserve">
      <TextField label={label} inputMode="decimal" value={value} onChange={onChange} errors={errors} />
      <button type="button" className="button-link" aria-expanded={open} onClick={() => setOpen(!open)}>
        From the overhaul cost and TBO
      </button>
      {open && (
        <fieldset className="group-reserve-helper">
          <legend className="visually-hidden">The {what} reserve from its overhaul</legend>
          <TextField label={`${what === 'engine' ? 'Engine' : 'Propeller'} overhaul cost ($)`} inputMode="decimal" value={cost} onChange={setCost} errors={problems.cost} />
          <TextField label="Hours between overhauls (TBO)" inputMode="numeric" value={tbo} onChange={setTbo} errors={problems.tbo} />
          <button type="button" className="button button-secondary button-small" onClick={work}>
            Work out the reserve
          </button>
          <StatusNote text={said} />
        </fieldset>
      )}
    </div>
  );
}
