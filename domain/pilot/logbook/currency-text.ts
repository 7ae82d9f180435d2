/** The currency of currency.ts in words, for the record page's Currency panel (and anything else that shows it). */
import { dateText } from '../../maintenance/calendar-date.js';
import type { Currency, CurrencyItem, InstrumentCurrency } from './currency.js';

export type CurrencyTone = 'current' | 'warning' | 'lapsed' | 'none';

export interface CurrencyLine {
  key: keyof Currency;
  label: string;
  tone: CurrencyTone;
  /** "Current until March 31, 2027", "Lapsed on ...: ..." */
  text: string;
}

function itemText(c: CurrencyItem, lapsedNeed: string, none: string): { tone: CurrencyTone; text: string } {
  if (c.until === null) return { tone: 'none', text: none };
  if (c.current) return { tone: 'current', text: `Current until ${dateText(c.until)}` };
  return { tone: 'lapsed', text: `Lapsed after ${dateText(c.until)}: ${lapsedNeed}` };
}

function instrumentText(c: InstrumentCurrency): { tone: CurrencyTone; text: string } {
  switch (c.status) {
    case 'none':
      return { tone: 'none', text: 'No instrument approaches and holds in the log' };
    case 'current':
      return { tone: 'current', text: `Current until ${dateText(c.until!)}` };
    case 'grace':
      return {
        tone: 'warning',
        text: `Lapsed after ${dateText(c.until!)}. Until ${dateText(c.graceUntil!)}, six approaches and a hold (in a simulator or with a safety pilot) bring it back; after that, an instrument proficiency check is needed`,
      };
    case 'ipc_needed':
      return { tone: 'lapsed', text: `Lapsed after ${dateText(c.until!)}, grace ended ${dateText(c.graceUntil!)}: an instrument proficiency check is needed` };
  }
}

export function currencyLines(currency: Currency): CurrencyLine[] {
  const review = currency.flightReview;
  return [
    {
      key: 'flightReview',
      label: 'Flight review',
      ...itemText(review, 'a flight review with an instructor is needed to act as pilot in command', 'No flight review in the log or your record'),
      ...(review.current && review.last ? { text: `Current until ${dateText(review.until!)} (last review ${dateText(review.last)})` } : {}),
    },
    {
      key: 'passengers',
      label: 'Passengers (day)',
      ...itemText(currency.passengers, 'three takeoffs and landings are needed to carry passengers', 'Fewer than three takeoffs and landings in the log'),
    },
    {
      key: 'nightPassengers',
      label: 'Passengers at night',
      ...itemText(
        currency.nightPassengers,
        'three takeoffs and full-stop landings at night are needed to carry passengers at night',
        'Fewer than three night takeoffs and full-stop landings in the log',
      ),
    },
    { key: 'instrument', label: 'Instrument (IFR)', ...instrumentText(currency.instrument) },
  ];
}
