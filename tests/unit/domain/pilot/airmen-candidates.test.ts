import { describe, expect, it } from 'vitest';
import { decideCandidate, lastKeyPrefix, nameAgrees, type AirmanCandidate } from '../../../../domain/pilot/airmen/airman-candidates.js';

const row = (uniqueId: string, firstNames: string, lastKey: string, city: string, state: string, zip5: string): AirmanCandidate =>
  ({ uniqueId, firstNames, lastKey, city, state, zip5 });

// The samples of ../shared/data/faa-airmen, as the importer stores them.
const ELLEN_1 = row('A0000101', 'ELLEN MARIE', 'HOLLOWAY', 'LOUISVILLE', 'KY', '40206');
const ELLEN_2 = row('A0000102', 'ELLEN', 'HOLLOWAY', 'LOUISVILLE', 'KY', '40214');
const KATHRYN = row('C0000105', 'KATHRYN', 'ONEILL', 'PALO ALTO', 'CA', '94303');
const JOSE = row('A0000104', 'JOSE LUIS', 'PENAARCE', 'LEXINGTON', 'KY', '40507');
const louisville = { city: 'Louisville', state: 'KY', zip: null };

describe('the candidate decision', () => {
  it('asks for the zip when two airmen of the name live in his city', () => {
    expect(decideCandidate({ firstname: 'Ellen', lastname: 'Holloway' }, louisville, [ELLEN_1, ELLEN_2])).toEqual({ status: 'ambiguous', count: 2 });
  });

  it('matches the one at his zip', () => {
    expect(decideCandidate({ firstname: 'Ellen', lastname: 'Holloway' }, { ...louisville, zip: '40206' }, [ELLEN_1, ELLEN_2]))
      .toEqual({ status: 'matched', uniqueId: 'A0000101' });
  });

  it('never matches two people of the same name at one zip', () => {
    const twin = { ...ELLEN_2, uniqueId: 'A0000199', zip5: '40206' };
    expect(decideCandidate({ firstname: 'Ellen', lastname: 'Holloway' }, { ...louisville, zip: '40206' }, [ELLEN_1, twin]).status).toBe('ambiguous');
  });

  it('reads accents, apostrophes, hyphens and suffixes on either side', () => {
    expect(decideCandidate({ firstname: 'Kathryn', lastname: "O'Neill Jr." }, { city: 'Palo Alto', state: 'ca', zip: null }, [KATHRYN]).status).toBe('matched');
    expect(decideCandidate({ firstname: 'José', lastname: 'Peña-Arce' }, { city: 'LEXINGTON', state: 'KY', zip: null }, [JOSE]).status).toBe('matched');
  });

  it('is not found elsewhere, under another name, or with no place', () => {
    expect(decideCandidate({ firstname: 'Ellen', lastname: 'Holloway' }, { city: 'Lexington', state: 'KY', zip: null }, [ELLEN_1, ELLEN_2]).status).toBe('not_found');
    expect(decideCandidate({ firstname: 'Grace', lastname: 'Holloway' }, louisville, [ELLEN_1, ELLEN_2]).status).toBe('not_found');
    expect(decideCandidate({ firstname: 'Ellen', lastname: 'Holloway' }, { city: null, state: null, zip: null }, [ELLEN_1]).status).toBe('not_found');
    expect(decideCandidate({ firstname: 'Ellen', lastname: 'Holloway' }, louisville, []).status).toBe('not_found');
  });

  it('forgives a typo but not another name', () => {
    expect(nameAgrees({ firstname: 'Ellen', lastname: 'Holoway' }, ELLEN_1)).toBe(true);
    expect(nameAgrees({ firstname: 'Katherine', lastname: "O'Neill" }, KATHRYN)).toBe(true);
    expect(nameAgrees({ firstname: 'Elliot', lastname: 'Holloway' }, ELLEN_1)).toBe(false);
    expect(nameAgrees({ firstname: 'Ellen', lastname: 'Galloway' }, ELLEN_1)).toBe(false);
    expect(nameAgrees({ firstname: '', lastname: 'Holloway' }, ELLEN_1)).toBe(false);
  });

  it('takes a short form of the given name for the name', () => {
    const thomas = row('A0000301', 'THOMAS J', 'HADLEY', 'LOUISVILLE', 'KY', '40207');
    expect(nameAgrees({ firstname: 'Tom', lastname: 'Hadley' }, thomas)).toBe(true);
    expect(nameAgrees({ firstname: 'Tommy', lastname: 'Hadley' }, thomas)).toBe(true);
    expect(nameAgrees({ firstname: 'Ted', lastname: 'Hadley' }, thomas)).toBe(false);
    expect(nameAgrees({ firstname: 'Kate', lastname: "O'Neill" }, KATHRYN)).toBe(true);
  });

  it('reads candidates by the first four letters of the last-name key', () => {
    expect(lastKeyPrefix("O'Neill Jr")).toBe('ONEI');
    expect(lastKeyPrefix('Ng')).toBe('NG');
  });
});
