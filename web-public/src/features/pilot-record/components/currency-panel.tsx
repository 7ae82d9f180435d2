import type { Currency } from '../../../../../domain/pilot/logbook/currency';
import { currencyLines } from '../../../../../domain/pilot/logbook/currency-text';

/**
 * What the log says the pilot is current for, and until when (issue 40): flight review (61.56), passengers by
 * day and at night (61.57(a),(b)), instrument with its grace and the IPC after it (61.57(c),(d)).
 */
export function CurrencyPanel({ currency, hasLog }: { currency: Currency; hasLog: boolean }) {
  return (
    <section className="account-card pilot-record-currency" aria-labelledby="currency-heading">
      <h2 id="currency-heading" className="account-subtitle">
        Currency
      </h2>
      <dl className="pilot-record-currency-list">
        {currencyLines(currency).map((line) => (
          <div key={line.key} className={`pilot-record-currency-item currency-${line.tone}`}>
            <dt>{line.label}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
      <p className="field-hint">
        {hasLog
          ? 'Worked out from your imported logbook and the flight review date of your record. Check your own logbook before you fly.'
          : 'Import your logbook below to see your passenger and instrument currency. The flight review comes from your record until then.'}
      </p>
    </section>
  );
}
