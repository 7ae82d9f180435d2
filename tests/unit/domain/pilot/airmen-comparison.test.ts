import { describe, expect, it } from 'vitest';
import { compareWithFaa } from '../../../../domain/pilot/airmen/faa-comparison.js';
import { faaMatchMessage, readZip } from '../../../../domain/pilot/airmen/faa-match-text.js';
import type { FaaAirman } from '../../../../domain/pilot/airmen/faa-match.js';
import { sourceText } from '../../../../domain/pilot/figure-source.js';
import { EMPTY_RECORD, type PilotRecord } from '../../../../domain/pilot/pilot-record.js';

const record: PilotRecord = { ...EMPTY_RECORD, certificate: 'private', ratings: ['instrument', 'tailwheel', 'multi-engine'], medical: { class: 3, examined: '2025-09-12' } };
const ellen: FaaAirman = { certificate: 'private', ratings: ['instrument'], cfiExpires: null, medical: { class: 3, month: '2025-09' }, basicMed: false };
const TODAY = '2026-12-03';

describe('the comparison with the FAA file', () => {
  it('marks each item the file agrees with FAA-matched, the others declared, and says what the file holds', () => {
    expect(compareWithFaa(record, ellen, TODAY)).toEqual([
      { key: 'certificate', label: 'Pilot certificate', declared: 'Private', faa: 'Private', agrees: true, source: 'faa' },
      { key: 'rating:instrument', label: 'Instrument rating', declared: 'Yes', faa: 'Yes', agrees: true, source: 'faa' },
      { key: 'rating:tailwheel', label: 'Tailwheel endorsement', declared: 'Yes', faa: 'The FAA file holds no endorsements', agrees: false, source: 'declared' },
      { key: 'rating:multi-engine', label: 'Multi-engine rating', declared: 'Yes', faa: 'Not on the file', agrees: false, source: 'declared' },
      { key: 'medical', label: 'Medical (on the FAA file)', declared: 'Third-class, September 2025', faa: 'Third-class, September 2025', agrees: true, source: 'faa' },
    ]);
    expect(sourceText('faa', '2026-11')).toBe('FAA-matched (November 2026 file)');
  });

  it('takes a higher certificate on file as supporting the declared one, a lower one not', () => {
    expect(compareWithFaa(record, { ...ellen, certificate: 'commercial' }, TODAY)[0]).toMatchObject({ faa: 'Commercial', agrees: true });
    expect(compareWithFaa({ ...record, certificate: 'commercial' }, ellen, TODAY)[0]).toMatchObject({ faa: 'Private', agrees: false, source: 'declared' });
  });

  it('says a medical of another class or month disagrees, and BasicMed when that is what the file holds', () => {
    expect(compareWithFaa(record, { ...ellen, medical: { class: 2, month: '2025-09' } }, TODAY).at(-1)).toMatchObject({ faa: 'Second-class, September 2025', agrees: false });
    expect(compareWithFaa(record, { ...ellen, medical: null, basicMed: true }, TODAY).at(-1)).toMatchObject({ faa: 'BasicMed', agrees: false });
  });

  it('compares the CFI certificate with its expiry', () => {
    const cfi = { ...record, ratings: ['cfi' as const] };
    expect(compareWithFaa(cfi, { ...ellen, ratings: ['cfi'], cfiExpires: '2027-06-30' }, TODAY)).toContainEqual(
      { key: 'cfiExpires', label: 'Flight instructor certificate', declared: 'CFI', faa: 'Expires 2027-06-30', agrees: true, source: 'faa' });
    expect(compareWithFaa(cfi, { ...ellen, ratings: ['cfi'], cfiExpires: '2026-06-30' }, TODAY)).toContainEqual(
      expect.objectContaining({ key: 'cfiExpires', faa: 'Expired 2026-06-30', agrees: false }));
    expect(compareWithFaa(cfi, ellen, TODAY)).toContainEqual(expect.objectContaining({ key: 'cfiExpires', faa: 'Not on the file', agrees: false }));
  });

  it('without a match every item is declared and the file says nothing', () => {
    const items = compareWithFaa(record, null, TODAY);
    expect(items.every((i) => i.source === 'declared' && i.faa === null && !i.agrees)).toBe(true);
    expect(items.map((i) => i.key)).toEqual(['certificate', 'rating:instrument', 'rating:tailwheel', 'rating:multi-engine', 'medical']);
  });
});

describe('the match sentences and the zip', () => {
  it('asks for the zip when ambiguous, and says not being in the file proves nothing', () => {
    expect(faaMatchMessage({ status: 'ambiguous', file: '2026-11', name: 'Ellen Holloway', place: 'Louisville, KY', byZip: false }))
      .toBe('Several airmen named Ellen Holloway live in Louisville, KY: give your zip code to tell them apart.');
    expect(faaMatchMessage({ status: 'not_found', file: '2026-11', name: 'Ellen Holloway', place: 'Louisville, KY', byZip: false }))
      .toBe('No airman of your name in Louisville, KY is in the November 2026 file. Airmen may withhold their address from the FAA: this proves nothing about your certificate.');
  });

  it('reads a zip of 5 digits (or ZIP+4), blank as none', () => {
    expect(readZip('40206')).toEqual({ ok: true, zip: '40206' });
    expect(readZip(' 40206-1123 ')).toEqual({ ok: true, zip: '40206' });
    expect(readZip('')).toEqual({ ok: true, zip: null });
    expect(readZip(undefined)).toEqual({ ok: true, zip: null });
    expect(readZip('4020')).toEqual({ ok: false, message: 'A zip code is 5 digits, such as 40206.' });
    expect(readZip(40206)).toEqual({ ok: false, message: 'A zip code is 5 digits, such as 40206.' });
  });
});
