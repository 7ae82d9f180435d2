import type { MikroORM } from '@mikro-orm/postgresql';
import { insertRegistryRows, type RegistryRow } from './registry-rows.js';

/**
 * The demo aircraft registry: about 300 common US general-aviation aircraft so the listing wizard's
 * tail-number lookup works on a fresh install without the FAA download. Owners are invented
 * (placeholder surnames such as DOE or PROPWASH, "DEMO" in every company name); tail numbers are
 * well-formed but any resemblance to real registrations is chance. The rows come from a fixed seed:
 * every install gets the same registry.
 *
 * Fixed examples that tests and the browser test rely on (make and model spelled as the FAA does):
 * - N172SP  CESSNA 172S, 2005
 * - N22CR   CIRRUS DESIGN CORP SR22, 2012
 * - N8143M  PIPER PA-28-181 (Archer II), 1979
 * - N35BZ   BEECH V35 (Bonanza), 1967
 */
export const DEMO_REGISTRY_EXAMPLES: readonly RegistryRow[] = [
  { tailNumber: 'N172SP', serial: '172S9912', year: 2005, regOwner: 'SKYLARK DEMO FLYING CLUB INC', make: 'CESSNA', model: '172S',
    engineManufacturer: 'LYCOMING', engineModel: 'IO-360-L2A', aircraftType: '4', engineType: '1', category: '1', seats: 4, engines: 1 },
  { tailNumber: 'N22CR', serial: '3957', year: 2012, regOwner: 'DOE JANE Q', make: 'CIRRUS DESIGN CORP', model: 'SR22',
    engineManufacturer: 'CONTINENTAL', engineModel: 'IO-550-N', aircraftType: '4', engineType: '1', category: '1', seats: 4, engines: 1 },
  { tailNumber: 'N8143M', serial: '28-7990312', year: 1979, regOwner: 'PROPWASH DEMO PARTNERS LLC', make: 'PIPER', model: 'PA-28-181',
    engineManufacturer: 'LYCOMING', engineModel: 'O-360-A4M', aircraftType: '4', engineType: '1', category: '1', seats: 4, engines: 1 },
  { tailNumber: 'N35BZ', serial: 'D-8421', year: 1967, regOwner: 'ROE RICHARD T', make: 'BEECH', model: 'V35',
    engineManufacturer: 'CONTINENTAL', engineModel: 'IO-520-B', aircraftType: '4', engineType: '1', category: '1', seats: 6, engines: 1 },
];

type Serial = (year: number, n: (min: number, max: number) => number) => string;
type DemoModel = [count: number, make: string, model: string, engine: string, engineModel: string, codes: string, seats: number, years: [number, number], serial: Serial];

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const yy = (year: number) => pad(year % 100, 2);
const piper = (model: string): Serial => (y, n) => (y <= 1985 ? `28-${yy(y)}${model}${pad(n(1, 600), 3)}` : `28${model}${pad(n(1, 600), 3)}`);

// [how many, make, model, engine make, engine model, codes "type aircraft/type engine/category", seats, years, serial]
const MODELS: DemoModel[] = [
  [34, 'CESSNA', '172S', 'LYCOMING', 'IO-360-L2A', '4/1/1', 4, [1998, 2012], (y, n) => `172S${8000 + (y - 1998) * 260 + n(0, 259)}`],
  [16, 'CESSNA', '172N', 'LYCOMING', 'O-320-H2AD', '4/1/1', 4, [1977, 1980], (y, n) => `${17268000 + (y - 1977) * 1600 + n(0, 1599)}`],
  [10, 'CESSNA', '172M', 'LYCOMING', 'O-320-E2D', '4/1/1', 4, [1973, 1976], (y, n) => `${17260000 + (y - 1973) * 1800 + n(0, 1799)}`],
  [10, 'CESSNA', '172P', 'LYCOMING', 'O-320-D2J', '4/1/1', 4, [1981, 1986], (y, n) => `${17274100 + (y - 1981) * 500 + n(0, 499)}`],
  [14, 'CESSNA', '182T', 'LYCOMING', 'IO-540-AB1A5', '4/1/1', 4, [2001, 2015], (y, n) => `${18281000 + (y - 2001) * 120 + n(0, 119)}`],
  [10, 'CESSNA', '182P', 'CONTINENTAL', 'O-470-S', '4/1/1', 4, [1972, 1975], (y, n) => `${18261500 + (y - 1972) * 1000 + n(0, 999)}`],
  [22, 'CESSNA', '152', 'LYCOMING', 'O-235-L2C', '4/1/1', 2, [1978, 1985], (y, n) => `${15279500 + (y - 1978) * 900 + n(0, 899)}`],
  [20, 'PIPER', 'PA-28-181', 'LYCOMING', 'O-360-A4M', '4/1/1', 4, [1976, 1995], piper('90')],
  [18, 'PIPER', 'PA-28-161', 'LYCOMING', 'O-320-D3G', '4/1/1', 4, [1977, 1995], piper('16')],
  [12, 'PIPER', 'PA-28-140', 'LYCOMING', 'O-320-E2A', '4/1/1', 4, [1971, 1977], piper('25')],
  [6, 'PIPER', 'PA-32-300', 'LYCOMING', 'IO-540-K1A5', '4/1/1', 7, [1966, 1979], (y, n) => `32-${yy(y)}40${pad(n(1, 500), 3)}`],
  [6, 'PIPER', 'PA-32R-301', 'LYCOMING', 'IO-540-K1G5', '4/1/1', 6, [1986, 2007], (_, n) => `3213${pad(n(1, 400), 3)}`],
  [12, 'CIRRUS DESIGN CORP', 'SR20', 'LYCOMING', 'IO-360-ES', '4/1/1', 4, [1999, 2016], (y, n) => `${1000 + (y - 1999) * 130 + n(0, 129)}`],
  [20, 'CIRRUS DESIGN CORP', 'SR22', 'CONTINENTAL', 'IO-550-N', '4/1/1', 4, [2001, 2016], (y, n) => pad((y - 2001) * 330 + n(1, 329), 4)],
  [10, 'BEECH', 'A36', 'CONTINENTAL', 'IO-550-B', '4/1/1', 6, [1970, 2005], (y, n) => `E-${(y - 1970) * 100 + n(1, 99)}`],
  [7, 'BEECH', 'V35B', 'CONTINENTAL', 'IO-520-BB', '4/1/1', 6, [1970, 1982], (y, n) => `D-${9000 + (y - 1970) * 110 + n(0, 109)}`],
  [8, 'MOONEY AIRCRAFT CORP', 'M20J', 'LYCOMING', 'IO-360-A3B6D', '4/1/1', 4, [1977, 1998], (y, n) => `24-${pad((y - 1977) * 80 + n(1, 79), 4)}`],
  [5, 'MOONEY AIRCRAFT CORP', 'M20K', 'CONTINENTAL', 'TSIO-360-MB', '4/1/1', 4, [1979, 1990], (y, n) => `25-${pad((y - 1979) * 90 + n(1, 89), 4)}`],
  [10, 'DIAMOND AIRCRAFT IND INC', 'DA 40', 'LYCOMING', 'IO-360-M1A', '4/1/1', 4, [2002, 2015], (y, n) => `40.${1000 + (y - 2002) * 90 + n(1, 89)}`],
  [4, 'DIAMOND AIRCRAFT IND INC', 'DA 42', 'AUSTRO ENGINE', 'E4-B', '5/1/1', 4, [2008, 2015], (y, n) => `42.AC${pad((y - 2008) * 20 + n(1, 19), 3)}`],
  [7, 'PIPER', 'J3C-65', 'CONTINENTAL', 'A-65-8', '4/1/1', 2, [1938, 1947], (_, n) => `${n(2000, 22000)}`],
  [7, 'AMERICAN CHAMPION AIRCRAFT', '7ECA', 'LYCOMING', 'O-235-K2C', '4/1/1', 2, [1965, 1985], (y, n) => `${n(100, 1300)}-${yy(y)}`],
  [5, 'BEECH', '58', 'CONTINENTAL', 'IO-550-C', '5/1/1', 6, [1970, 2010], (y, n) => `TH-${(y - 1970) * 55 + n(1, 54)}`],
  [6, 'PIPER', 'PA-34-200T', 'CONTINENTAL', 'TSIO-360-E', '5/1/1', 6, [1975, 1981], (y, n) => `34-${yy(y)}70${pad(n(1, 400), 3)}`],
  [4, 'ROBINSON HELICOPTER CO', 'R44 II', 'LYCOMING', 'IO-540-AE1A5', '6/1/1', 4, [2003, 2015], (y, n) => `${10000 + (y - 2003) * 220 + n(0, 219)}`],
  [3, 'ROBINSON HELICOPTER CO', 'R22 BETA', 'LYCOMING', 'O-320-B2C', '6/1/1', 2, [1985, 2005], (_, n) => `${n(500, 4000)}`],
  [2, 'BELL', '206B', 'ROLLS-ROYCE', '250-C20B', '6/3/1', 5, [1975, 1995], (_, n) => `${n(1000, 4500)}`],
  [3, 'LAKE', 'LA-4-200', 'LYCOMING', 'IO-360-A1B', '4/1/3', 4, [1970, 1986], (_, n) => `${n(300, 1100)}`],
  [2, 'PIPER', 'PA-18S-150', 'LYCOMING', 'O-320-A2B', '4/1/2', 2, [1955, 1980], (_, n) => `18-${n(4000, 8900)}`],
  [2, 'PIPER', 'PA-46-500TP', 'PRATT & WHITNEY CANADA', 'PT6A-42A', '4/2/1', 6, [2001, 2015], (_, n) => `4697${pad(n(1, 500), 3)}`],
  [1, 'CIRRUS DESIGN CORP', 'SF50', 'WILLIAMS INTL', 'FJ33-5A', '4/5/1', 7, [2017, 2023], (y, n) => pad((y - 2017) * 40 + n(1, 39), 4)],
];

const FIRST = ['JANE', 'JOHN', 'MARIA', 'ALEX', 'SAM', 'PRIYA', 'JAKE', 'DANA', 'CHRIS', 'LEE', 'MORGAN', 'TAYLOR', 'JORDAN', 'CASEY', 'RILEY', 'ROBIN'];
const LAST = ['DOE', 'ROE', 'SAMPLE', 'EXAMPLE', 'TAILWIND', 'PROPWASH', 'AILERON', 'RUDDERSON', 'FLAPWORTH', 'GLIDEWELL', 'SKYHOOK', 'CROSSWIND', 'TRIMTAB', 'HANGARTON', 'CLIMBWELL', 'WINGATE'];
const FIRM = ['BLUE HERON', 'TAILWIND', 'PROPWASH', 'HIGH WING', 'SKYLARK', 'CROSSWIND', 'RED BARN', 'LOW PASS', 'TOUCH AND GO', 'GOLDEN HOUR'];
const FIRM_KIND = ['DEMO AVIATION LLC', 'DEMO HOLDINGS LLC', 'DEMO FLYING CLUB INC', 'DEMO FLIGHT SCHOOL LLC', 'DEMO PARTNERS LLC'];
const LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ']; // registration marks never use I or O
const SHAPES: [digits: number, letters: number][] = [[5, 0], [5, 0], [5, 0], [5, 0], [4, 1], [4, 1], [4, 1], [3, 2], [3, 2], [2, 2]];

/** The demo rows, the fixed examples first. Same seed, same rows, on every machine. */
export function demoRegistryRows(): RegistryRow[] {
  const n = seeded(0x57a6e);
  const pick = <T>(list: readonly T[]) => list[n(0, list.length - 1)];
  const taken = new Set(DEMO_REGISTRY_EXAMPLES.map((r) => r.tailNumber));
  const tail = () => {
    for (;;) {
      // Mostly N12345 and N1234A, some N123AB and N12AB, as on the real register.
      const [digits, letters] = SHAPES[n(0, SHAPES.length - 1)];
      const mark = `N${n(1, 9)}${pad(n(0, 10 ** (digits - 1) - 1), digits - 1)}${Array.from({ length: letters }, () => pick(LETTERS)).join('')}`;
      if (!taken.has(mark)) {
        taken.add(mark);
        return mark;
      }
    }
  };
  const owner = () =>
    n(0, 9) < 6 ? `${pick(LAST)} ${pick(FIRST)} ${pick(LETTERS)}` : `${pick(FIRM)} ${pick(FIRM_KIND)}`;
  const rows: RegistryRow[] = [...DEMO_REGISTRY_EXAMPLES];
  for (const [count, make, model, engineManufacturer, engineModel, codes, seats, [from, to], serial] of MODELS) {
    const [aircraftType, engineType, category] = codes.split('/');
    for (let i = 0; i < count; i++) {
      const year = n(from, to);
      rows.push({
        tailNumber: tail(), serial: serial(year, n), year, regOwner: owner(), make, model, engineManufacturer, engineModel,
        aircraftType, engineType, category, seats, engines: aircraftType === '5' ? 2 : 1,
      });
    }
  }
  return rows;
}

/**
 * Fills registry_aircraft with the demo rows when it is empty (first start without an FAA import).
 * Returns how many rows it wrote: 0 when the registry already has data.
 */
export async function loadDemoRegistryIfEmpty(orm: MikroORM): Promise<number> {
  return orm.em.fork().transactional(async (em) => {
    // The same lock as the FAA import: two starting app processes cannot both load.
    await em.execute('lock table registry_aircraft in share row exclusive mode');
    const [{ present }] = await em.execute<{ present: boolean }[]>('select exists (select 1 from registry_aircraft) as present');
    if (present) return 0;
    const rows = demoRegistryRows();
    await insertRegistryRows(em, 'registry_aircraft', rows);
    return rows.length;
  });
}

/** mulberry32: a tiny, fast PRNG; `n(min, max)` gives integers in [min, max]. */
function seeded(seed: number): (min: number, max: number) => number {
  let a = seed >>> 0;
  return (min, max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(r * (max - min + 1));
  };
}
