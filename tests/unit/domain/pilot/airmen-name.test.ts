import { describe, expect, it } from 'vitest';
import { cityKey, firstNameKey, givenNames, lastNameKey, nameWords, zip5 } from '../../../../domain/pilot/airmen/airman-name.js';
import { jaroSimilarity, jaroWinkler } from '../../../../domain/pilot/airmen/jaro-winkler.js';

describe('airmen name normalisation', () => {
  it('upper-cases, takes accents, apostrophes and periods off and splits on hyphens', () => {
    expect(nameWords("  José-Luis  O'Neill. ")).toEqual(['JOSE', 'LUIS', 'ONEILL']);
    expect(nameWords('Zoë Brontë')).toEqual(['ZOE', 'BRONTE']);
    expect(nameWords('D’Arcy')).toEqual(['DARCY']);
  });

  it('keys a last name without its suffix, its parts joined', () => {
    expect(lastNameKey("O'NEILL JR")).toBe('ONEILL');
    expect(lastNameKey("O'Neill, Jr.")).toBe('ONEILL');
    expect(lastNameKey('Peña-Arce')).toBe('PENAARCE');
    expect(lastNameKey('PENA ARCE')).toBe('PENAARCE');
    expect(lastNameKey('Hadley III')).toBe('HADLEY');
    expect(lastNameKey('Weiss Sr')).toBe('WEISS');
    expect(lastNameKey('Smith IV')).toBe('SMITH');
    // A name that is only a suffix-looking word stays itself.
    expect(lastNameKey('Ii')).toBe('II');
  });

  it('compares the first given name only: middle names are left out', () => {
    expect(firstNameKey('ELLEN MARIE')).toBe('ELLEN');
    expect(firstNameKey('Marcus J.')).toBe('MARCUS');
    expect(firstNameKey('Tom Jr')).toBe('TOM');
    expect(givenNames('José Luis')).toBe('JOSE LUIS');
  });

  it('reads cities and zips into one form', () => {
    expect(cityKey('St. Louis')).toBe('ST LOUIS');
    expect(cityKey('PALO ALTO')).toBe(cityKey('Palo Alto'));
    expect(zip5('40206-1123')).toBe('40206');
    expect(zip5('402061123')).toBe('40206');
    expect(zip5('02110')).toBe('02110');
    expect(zip5('K1A 0B1')).toBe('');
  });
});

describe('Jaro-Winkler', () => {
  it('gives the published values', () => {
    expect(jaroSimilarity('MARTHA', 'MARHTA')).toBeCloseTo(0.9444, 4);
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('DIXON', 'DICKSONX')).toBeCloseTo(0.8133, 4);
  });

  it('is 1 for the same strings, 0 with nothing in common or an empty side', () => {
    expect(jaroWinkler('HOLLOWAY', 'HOLLOWAY')).toBe(1);
    expect(jaroWinkler('', '')).toBe(1);
    expect(jaroWinkler('ABC', '')).toBe(0);
    expect(jaroWinkler('ABC', 'XYZ')).toBe(0);
  });

  it('is symmetric', () => {
    for (const [a, b] of [['HOLLOWAY', 'HOLOWAY'], ['KATHRYN', 'KATHERINE'], ['CRATE', 'TRACE']]) {
      expect(jaroWinkler(a, b)).toBeCloseTo(jaroWinkler(b, a), 10);
    }
  });
});
