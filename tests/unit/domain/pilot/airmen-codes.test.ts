import { describe, expect, it } from 'vitest';
import { airmanFromFaa, faaDay, faaMonth, type AirmanCertRow } from '../../../../domain/pilot/airmen/airman-codes.js';

const cert = (type: string, level: string, ratings: string[], expireDate = ''): AirmanCertRow => ({ type, level, expireDate, ratings });
const medical = (medClass: string, medDate: string, basic = '') => ({ medClass, medDate, basicMedCourseDate: basic, basicMedCmecDate: basic });

describe('the FAA codes', () => {
  it('reads each certificate level and keeps the highest pilot certificate', () => {
    const levels = { A: 'atp', C: 'commercial', P: 'private', V: 'recreational', T: 'sport', S: 'student' } as const;
    for (const [code, certificate] of Object.entries(levels)) expect(airmanFromFaa([cert('P', code, [])], null).certificate).toBe(certificate);
    expect(airmanFromFaa([cert('P', 'P', []), cert('P', 'C', [])], null).certificate).toBe('commercial');
    expect(airmanFromFaa([cert('G', 'P', [])], null).certificate).toBeNull();
    expect(airmanFromFaa([cert('P', 'X', [])], null).certificate).toBeNull();
  });

  it('reads instrument, multi-engine, seaplane and rotorcraft from the rating codes', () => {
    expect(airmanFromFaa([cert('P', 'P', ['P/ASEL', 'P/INSTA'])], null).ratings).toEqual(['instrument']);
    expect(airmanFromFaa([cert('P', 'C', ['C/AMEL'])], null).ratings).toEqual(['multi-engine']);
    expect(airmanFromFaa([cert('P', 'P', ['P/ASES'])], null).ratings).toEqual(['seaplane']);
    expect(airmanFromFaa([cert('P', 'C', ['C/AMES'])], null).ratings.sort()).toEqual(['multi-engine', 'seaplane']);
    expect(airmanFromFaa([cert('P', 'C', ['C/HEL', 'C/INSTH'])], null).ratings).toEqual(['rotorcraft']);
    expect(airmanFromFaa([cert('P', 'P', ['P/ASEL', 'P/GL'])], null).ratings).toEqual([]);
  });

  it('reads the flight instructor certificate: cfi with its expiry, cfii with F/INSTA', () => {
    const marcus = airmanFromFaa([
      cert('P', 'A', ['A/AMEL', 'C/ASEL', 'A/INSTA']),
      cert('F', '', ['F/ASE', 'F/ASME', 'F/INSTA'], '06302027'),
    ], medical('1', '062026'));
    expect(marcus).toEqual({
      certificate: 'atp', ratings: ['multi-engine', 'instrument', 'cfi', 'cfii'], cfiExpires: '2027-06-30',
      medical: { class: 1, month: '2026-06' }, basicMed: false,
    });
    expect(airmanFromFaa([cert('F', '', ['F/ASE'], '')], null)).toMatchObject({ ratings: ['cfi'], cfiExpires: null });
  });

  it('reads the medical in MMYYYY or MMDDYYYY, BasicMed from its dates', () => {
    expect(airmanFromFaa([], medical('3', '092025')).medical).toEqual({ class: 3, month: '2025-09' });
    expect(airmanFromFaa([], medical('2', '03152026')).medical).toEqual({ class: 2, month: '2026-03' });
    expect(airmanFromFaa([], medical('', '')).medical).toBeNull();
    expect(airmanFromFaa([], medical('4', '092025')).medical).toBeNull();
    expect(airmanFromFaa([], medical('3', '132025')).medical).toBeNull();
    expect(airmanFromFaa([], medical('', '', '042024'))).toMatchObject({ medical: null, basicMed: true });
  });

  it('reads dates tolerantly and refuses impossible ones', () => {
    expect(faaMonth('112026')).toBe('2026-11');
    expect(faaMonth('11302026')).toBe('2026-11');
    expect(faaMonth('2026')).toBeNull();
    expect(faaDay('06302027')).toBe('2027-06-30');
    expect(faaDay('022028')).toBe('2028-02-29');
    expect(faaDay('02302027')).toBeNull();
    expect(faaDay('')).toBeNull();
  });
});
