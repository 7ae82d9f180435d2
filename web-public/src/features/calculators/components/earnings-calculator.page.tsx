import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EARNINGS_PLACEHOLDERS, type EarningsField, type EarningsInput, readEarningsInput, yearlyEarnings } from '../../../../../domain/calculators/earnings';
import type { RawNumbers } from '../../../../../domain/calculators/calculator-input';
import { formatMoney } from '../../../../../domain/share/price-display';
import { ContentPage } from '../../../components/content-page/content-page';
import { ErrorList } from '../../../components/form/error-list';
import { NumberField } from './number-field';
import './calculators.css';
import { usNumber } from '../../../../../domain/text/us-format';

const FIELDS: { key: EarningsField; label: string; step: string; hint: string }[] = [
  { key: 'rate', label: 'Hourly rate ($)', step: '0.01', hint: 'What each pilot pays you per hour' },
  { key: 'pilots', label: 'Number of pilots', step: '1', hint: 'Many owners can let up to 4 renters fly without an insurance change' },
  { key: 'hours', label: 'Hours each pilot flies per year', step: '1', hint: 'The average pilot flies about 3.3 hours a month, or 40 a year' },
];

/** /earningscalc: rate x hours x pilots a year (spec 9). The result shows only after a valid submit, in place of the form. */
export function EarningsCalculatorPage() {
  const [raw, setRaw] = useState<RawNumbers<EarningsField>>({});
  const [errors, setErrors] = useState<Partial<Record<EarningsField, string>>>({});
  const [result, setResult] = useState<{ input: EarningsInput; earnings: number } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readEarningsInput(raw);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setResult({ input: read.values, earnings: yearlyEarnings(read.values) });
    window.scrollTo(0, 0);
  };

  const messages = FIELDS.map((f) => errors[f.key]).filter((m): m is string => !!m);

  return (
    <ContentPage
      eyebrow="Calculators"
      title="Earnings calculator"
      lead="How much could sharing your aircraft bring in? Enter your hourly rate, how many pilots fly it and how much each one flies."
      aside={
        <div className="panel">
          <h2>Set the right rate</h2>
          <p>
            The <Link to="/costcalc">hourly cost calculator</Link> shows what an hour in your aircraft costs. Most owners on Wingshare price 10
            to 15% below the local FBO.
          </p>
          <p>
            Ready to share? <Link to="/list">List your plane</Link>; the first month is free.
          </p>
        </div>
      }
    >
      {result ? (
        <section className="calc-results earnings-result" aria-labelledby="earnings-result">
          <h2 id="earnings-result">Your yearly earnings</h2>
          <p className="earnings-figure">
            <strong>{formatMoney(result.earnings)}</strong> per year
          </p>
          <p className="calc-note">
            {formatMoney(result.input.rate)} an hour × {usNumber(result.input.hours)} hours × {usNumber(result.input.pilots)}{' '}
            {result.input.pilots === 1 ? 'pilot' : 'pilots'}. That is {formatMoney(result.earnings / 12)} a month toward hangar, insurance
            and maintenance.
          </p>
          <div className="form-actions calc-actions">
            <button type="button" className="button button-primary" onClick={() => setResult(null)}>
              Change the numbers
            </button>
            <Link className="button button-secondary" to="/list">
              List your plane
            </Link>
          </div>
        </section>
      ) : (
        <form className="calc-form panel" onSubmit={submit} noValidate aria-label="Earnings calculator">
          {FIELDS.map((f) => (
            <NumberField
              key={f.key}
              name={f.key}
              label={f.label}
              step={f.step}
              hint={f.hint}
              placeholder={EARNINGS_PLACEHOLDERS[f.key]}
              required
              value={raw[f.key] ?? ''}
              error={errors[f.key]}
              onChange={(value) => setRaw((r) => ({ ...r, [f.key]: value }))}
            />
          ))}
          <ErrorList errors={messages} />
          <div className="form-actions">
            <button type="submit" className="button button-accent">
              Calculate earnings
            </button>
          </div>
        </form>
      )}
    </ContentPage>
  );
}
