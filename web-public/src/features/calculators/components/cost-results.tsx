import type { HourlyCostResult } from '../../../../../domain/calculators/hourly-cost';
import { formatDollars } from '../../../../../domain/calculators/calculator-input';
import { usNumber } from '../../../../../domain/text/us-format';

interface Line {
  label: string;
  value: number;
  total?: boolean;
}

function Breakdown({ title, lines }: { title: string; lines: Line[] }) {
  return (
    <section className="calc-breakdown" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {lines.map((line) => (
          <div key={line.label} className={line.total ? 'total' : undefined}>
            <dt>{line.label}</dt>
            <dd>{formatDollars(line.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The cost calculator's results: the four headline figures, then where they come from. */
export function CostResults({ result, hours }: { result: HourlyCostResult; hours: number }) {
  const headline = [
    { label: 'Cost per hour with reserves', value: formatDollars(result.costPerHourWithReserves) },
    { label: 'Cost per hour without reserves', value: formatDollars(result.costPerHourWithoutReserves) },
    { label: `Annual total for ${usNumber(hours)} hours`, value: formatDollars(result.annualTotal) },
    { label: 'Suggested dry rate per hour', value: formatDollars(result.suggestedDryRate) },
  ];
  return (
    <>
      <dl className="calc-headline" aria-label="Your results">
        {headline.map((h) => (
          <div key={h.label}>
            <dt>{h.label}</dt>
            <dd>{h.value}</dd>
          </div>
        ))}
      </dl>
      <p className="calc-note">
        The suggested dry rate covers your fixed costs for each hour flown; the pilot pays for fuel and oil. Add the hourly reserves if you
        want renters to fund the next overhaul too.
      </p>
      <div className="calc-breakdowns">
        <Breakdown
          title="Variable costs per hour"
          lines={[
            { label: 'Fuel', value: result.fuelPerHour },
            { label: 'Oil', value: result.oilPerHour },
            { label: 'Variable total', value: result.variablePerHour, total: true },
          ]}
        />
        <Breakdown
          title="Fixed costs per year"
          lines={[
            { label: 'Insurance', value: result.fixed.insurance },
            { label: 'Hangar or tie-down', value: result.fixed.hangar },
            { label: 'Annual inspection', value: result.fixed.annualInspection },
            { label: 'Database subscriptions', value: result.fixed.databaseSubscriptions },
            { label: 'Misc supplies (charts and ground school)', value: result.fixed.miscSupplies },
            { label: 'Cost of money', value: result.fixed.costOfMoney },
            { label: 'Fixed total', value: result.fixedPerYear, total: true },
          ]}
        />
        <Breakdown
          title="Reserves"
          lines={[
            { label: 'Engine, per hour', value: result.enginePerHour },
            { label: 'Propeller, per hour', value: result.propellerPerHour },
            { label: 'Overhaul reserves per hour', value: result.reservesPerHour, total: true },
            { label: 'Avionics, per year', value: result.avionicsPerYear },
            { label: 'Paint and interior, per year', value: result.paintPerYear },
            { label: 'Reserves per year', value: result.reservesPerYear, total: true },
          ]}
        />
      </div>
    </>
  );
}
