import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EXAMPLE_AIRCRAFT, type HourlyCostField, type HourlyCostResult, hourlyCost, readHourlyCostInput } from '../../../../../domain/calculators/hourly-cost';
import type { RawNumbers } from '../../../../../domain/calculators/calculator-input';
import { ContentPage } from '../../../components/content-page/content-page';
import { ErrorList } from '../../../components/form/error-list';
import { COST_SECTIONS } from './cost-fields';
import { CostResults } from './cost-results';
import { NumberField } from './number-field';
import './calculators.css';
import { usNumber } from '../../../../../domain/text/us-format';

type Raw = RawNumbers<HourlyCostField>;
const REQUIRED = new Set<HourlyCostField>(['hoursPerYear', 'fuelPrice', 'fuelBurn']);
const exampleText = (): Raw => Object.fromEntries(Object.entries(EXAMPLE_AIRCRAFT).map(([k, v]) => [k, String(v)]));

/** "7%" for a rate typed as .07, shown under the field so a decimal is never mistaken for a percent. */
function rateReading(text: string | null | undefined): string | undefined {
  const n = Number(text);
  if (!text?.trim() || !Number.isFinite(n) || Math.abs(n) > 1) return undefined;
  return `Reads as ${usNumber(Number((n * 100).toFixed(4)))}%`;
}

/** /costcalc: the hourly cost calculator (spec 4 and 9). Results replace the form; the page goes back to the top. */
export function CostCalculatorPage() {
  const [raw, setRaw] = useState<Raw>({});
  const [errors, setErrors] = useState<Partial<Record<HourlyCostField, string>>>({});
  const [result, setResult] = useState<{ figures: HourlyCostResult; hours: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readHourlyCostInput(raw);
    if (!read.ok) {
      setErrors(read.errors);
      // Take the visitor to the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setResult({ figures: hourlyCost(read.values), hours: read.values.hoursPerYear });
    window.scrollTo(0, 0);
  };

  const messages = COST_SECTIONS.flatMap((s) => s.fields.map((f) => errors[f.key])).filter((m): m is string => !!m);

  return (
    <ContentPage
      eyebrow="Calculators"
      title="Hourly cost calculator"
      lead="What does an hour in your aircraft really cost? Add up fuel, fixed costs and reserves to find your cost per hour and a fair dry rate."
      wide
    >
      {result ? (
        <section className="calc-results" aria-labelledby="cost-results">
          <h2 id="cost-results">Your aircraft’s costs</h2>
          <CostResults result={result.figures} hours={result.hours} />
          <div className="form-actions calc-actions">
            <button type="button" className="button button-primary" onClick={() => setResult(null)}>
              Change the numbers
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setRaw({});
                setResult(null);
              }}
            >
              Start over
            </button>
            <Link className="button-link" to="/earningscalc">
              What would sharing it earn?
            </Link>
          </div>
        </section>
      ) : (
        <form ref={formRef} className="calc-form" onSubmit={submit} noValidate aria-label="Hourly cost calculator">
          <div className="calc-intro">
            <p>
              Type numbers without commas and rates as decimals (.05 for 5%). Fields marked * are required; other blank costs count as $0.
              Want to see how it works first?
            </p>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setRaw(exampleText());
                setErrors({});
              }}
            >
              Fill in an example Cessna 172
            </button>
          </div>
          {COST_SECTIONS.map((section) => (
            <fieldset key={section.title} className="calc-section">
              <legend>{section.title}</legend>
              <p className="field-hint">{section.intro}</p>
              <div className="calc-grid">
                {section.fields.map((f) => (
                  <NumberField
                    key={f.key}
                    name={f.key}
                    label={f.label}
                    step={f.step}
                    required={REQUIRED.has(f.key)}
                    hint={f.rate ? (rateReading(raw[f.key]) ?? f.hint) : f.hint}
                    value={raw[f.key] ?? ''}
                    error={errors[f.key]}
                    onChange={(value) => setRaw((r) => ({ ...r, [f.key]: value }))}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <ErrorList errors={messages} />
          <div className="form-actions">
            <button type="submit" className="button button-accent">
              Calculate
            </button>
          </div>
        </form>
      )}
    </ContentPage>
  );
}
