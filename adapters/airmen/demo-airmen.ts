import type { MikroORM } from '@mikro-orm/postgresql';
import { CERT_HEADER } from './airmen-file.parser.js';
import { loadAirmen } from './airmen.importer.js';
import { airmanRowOf, certRowOf, type AirmanCertDbRow, type AirmanRow } from './airmen-rows.js';

/**
 * The demo airmen file (issue 40): every person in it is invented. It holds the demo pilots (their names and
 * home airports' cities as adapters/demo/demo-content.ts and seed.ts give them; their certificates and medicals
 * as their demo records and profiles say), two Grace Holloways in Elizabethtown, KY (zips 42701 and 42702:
 * matching her asks for the zip), and a few hundred invented airmen around them, loaded at the first start
 * the way the demo aircraft registry is, as the November 2026 file. `npm run import:airmen` replaces it.
 */
export const DEMO_AIRMEN_MONTH = '2026-11';

interface DemoAirman {
  first: string;
  last: string;
  city: string;
  state: string;
  zip: string;
  /** P certificate level (A, C, P, S...) and its rating codes. */
  level: string;
  ratings: string[];
  /** A flight instructor certificate: its rating codes and expiry (MMDDYYYY). */
  cfi?: { ratings: string[]; expires: string };
  /** The medical's class and how many days before the first start it was taken (as the demo records date it). */
  medical?: { class: number; daysAgo: number };
  basicMed?: boolean;
}

/** The demo pilots, as their demo records (seed-demo-trust.ts) and profiles' credentials say. */
export const DEMO_PILOT_AIRMEN: readonly DemoAirman[] = [
  // Records of seed-demo-trust.ts: Maria is matched in the demo seed, so the owner's Requests show "FAA-matched".
  { first: 'MARIA ELENA', last: 'ALVAREZ', city: 'LOUISVILLE', state: 'KY', zip: '40205', level: 'C', ratings: ['C/ASEL', 'C/INSTA'], medical: { class: 2, daysAgo: 150 } },
  { first: 'JAKE', last: 'TURNER', city: 'DENVER', state: 'CO', zip: '80231', level: 'P', ratings: ['P/ASEL'], medical: { class: 3, daysAgo: 400 } },
  { first: 'PRIYA', last: 'NATARAJAN', city: 'PALO ALTO', state: 'CA', zip: '94301', level: 'P', ratings: ['P/ASEL', 'P/INSTA'], medical: { class: 3, daysAgo: 100 } },
  { first: 'SAM', last: 'OKAFOR', city: 'BEDFORD', state: 'MA', zip: '01730', level: 'P', ratings: ['P/ASEL'], medical: { class: 3, daysAgo: 300 } },
  // The others of demo-content.ts, from their profiles' credentials.
  { first: 'THOMAS', last: 'HADLEY', city: 'LOUISVILLE', state: 'KY', zip: '40207', level: 'P', ratings: ['P/ASEL', 'P/INSTA'], medical: { class: 3, daysAgo: 500 } },
  { first: 'ANGELA', last: 'BROOKS', city: 'LOUISVILLE', state: 'KY', zip: '40206', level: 'C', ratings: ['C/ASEL', 'C/INSTA'], medical: { class: 2, daysAgo: 200 } },
  { first: 'DANIEL R', last: 'WHITFIELD', city: 'LOUISVILLE', state: 'KY', zip: '40213', level: 'C', ratings: ['C/ASEL', 'C/AMEL', 'C/INSTA'],
    cfi: { ratings: ['F/ASE', 'F/AME', 'F/INSTA'], expires: '08312027' }, medical: { class: 1, daysAgo: 90 } },
  { first: 'CARLA', last: 'JENSEN', city: 'JEFFERSONVILLE', state: 'IN', zip: '47130', level: 'C', ratings: ['C/ASEL', 'C/INSTA'],
    cfi: { ratings: ['F/ASE', 'F/INSTA'], expires: '03312027' }, medical: { class: 2, daysAgo: 120 } },
  { first: 'MARCUS', last: 'REED', city: 'BARDSTOWN', state: 'KY', zip: '40004', level: 'P', ratings: ['P/ASEL', 'P/INSTA'], medical: { class: 3, daysAgo: 250 } },
  { first: 'HOLLIS', last: 'GRANT', city: 'ELIZABETHTOWN', state: 'KY', zip: '42701', level: 'P', ratings: ['P/ASEL'], basicMed: true },
  { first: 'RUTH ANN', last: 'CALDWELL', city: 'FRANKFORT', state: 'KY', zip: '40601', level: 'P', ratings: ['P/ASEL', 'P/INSTA'], medical: { class: 3, daysAgo: 330 } },
  { first: 'BENJAMIN', last: 'OKONJO', city: 'LEXINGTON', state: 'KY', zip: '40502', level: 'P', ratings: ['P/ASEL'], medical: { class: 3, daysAgo: 60 } },
  { first: 'WALTER', last: 'SCHNEIDER', city: 'SEYMOUR', state: 'IN', zip: '47274', level: 'P', ratings: ['P/ASEL'], medical: { class: 3, daysAgo: 700 } },
  { first: 'JUNE', last: 'ALBRIGHT', city: 'MADISON', state: 'IN', zip: '47250', level: 'P', ratings: ['P/ASEL'], basicMed: true },
  { first: 'CHRISTOPHER', last: 'PATEL', city: 'LOUISVILLE', state: 'KY', zip: '40214', level: 'P', ratings: ['P/ASEL'], medical: { class: 3, daysAgo: 240 } },
  { first: 'OLIVIA', last: 'NGUYEN', city: 'JEFFERSONVILLE', state: 'IN', zip: '47130', level: 'S', ratings: [], medical: { class: 3, daysAgo: 80 } },
  { first: 'NATHAN', last: 'BRENNAN', city: 'FRANKFORT', state: 'KY', zip: '40601', level: 'C', ratings: ['C/ASEL', 'C/AMEL', 'C/INSTA'], medical: { class: 1, daysAgo: 45 } },
  // Two Grace Holloways in Elizabethtown: the city alone is ambiguous, her zip (42702) tells them apart.
  { first: 'GRACE', last: 'HOLLOWAY', city: 'ELIZABETHTOWN', state: 'KY', zip: '42702', level: 'C', ratings: ['C/ASEL', 'C/HEL', 'C/INSTA'], medical: { class: 2, daysAgo: 160 } },
  { first: 'GRACE E', last: 'HOLLOWAY', city: 'ELIZABETHTOWN', state: 'KY', zip: '42701', level: 'P', ratings: ['P/ASEL'], medical: { class: 3, daysAgo: 900 } },
  // The professionals of demo-content.ts.
  { first: 'KEVIN', last: 'MARSH', city: 'LOUISVILLE', state: 'KY', zip: '40205', level: 'C', ratings: ['C/ASEL', 'C/INSTA'], cfi: { ratings: ['F/ASE', 'F/INSTA'], expires: '11302027' }, medical: { class: 2, daysAgo: 100 } },
  { first: 'RACHEL', last: 'KIM', city: 'LOUISVILLE', state: 'KY', zip: '40213', level: 'A', ratings: ['A/AMEL', 'C/ASEL', 'A/INSTA'], cfi: { ratings: ['F/ASE', 'F/ASME', 'F/INSTA'], expires: '05312028' }, medical: { class: 1, daysAgo: 30 } },
  { first: 'LUIS', last: 'ORTEGA', city: 'JEFFERSONVILLE', state: 'IN', zip: '47130', level: 'C', ratings: ['C/ASEL', 'C/INSTA'], cfi: { ratings: ['F/ASE', 'F/INSTA'], expires: '01312027' }, medical: { class: 2, daysAgo: 210 } },
  { first: 'ERIN', last: 'WALSH', city: 'LEXINGTON', state: 'KY', zip: '40503', level: 'C', ratings: ['C/ASEL'], cfi: { ratings: ['F/ASE'], expires: '09302027' }, medical: { class: 2, daysAgo: 140 } },
  { first: 'HENRY', last: 'PORTER', city: 'BARDSTOWN', state: 'KY', zip: '40004', level: 'C', ratings: ['C/ASEL', 'C/INSTA'], medical: { class: 2, daysAgo: 190 } },
  { first: 'DANA', last: 'RUIZ', city: 'DENVER', state: 'CO', zip: '80231', level: 'C', ratings: ['C/ASEL', 'C/INSTA'], cfi: { ratings: ['F/ASE', 'F/INSTA'], expires: '07312027' }, medical: { class: 2, daysAgo: 170 } },
];

const PLACES: [city: string, state: string, zip: string][] = [
  ['LOUISVILLE', 'KY', '40205'], ['LOUISVILLE', 'KY', '40207'], ['LOUISVILLE', 'KY', '40220'], ['JEFFERSONVILLE', 'IN', '47130'],
  ['LEXINGTON', 'KY', '40502'], ['FRANKFORT', 'KY', '40601'], ['BARDSTOWN', 'KY', '40004'], ['ELIZABETHTOWN', 'KY', '42701'],
  ['SEYMOUR', 'IN', '47274'], ['MADISON', 'IN', '47250'], ['DENVER', 'CO', '80231'], ['PALO ALTO', 'CA', '94301'], ['BEDFORD', 'MA', '01730'],
];
// Placeholder surnames no demo account uses, as the demo registry's owners.
const FIRST = ['JANE', 'JOHN', 'MARY', 'ALEX', 'SAMUEL', 'PRIYA', 'JAMES', 'DANA', 'CHRIS', 'LEE', 'MORGAN', 'TAYLOR', 'JORDAN', 'CASEY', 'RILEY', 'ROBIN', 'PAT', 'JESSE'];
const LAST = ['DOE', 'ROE', 'SAMPLE', 'EXAMPLE', 'TAILWIND', 'PROPWASH', 'AILERON', 'RUDDERSON', 'FLAPWORTH', 'GLIDEWELL', 'SKYHOOK', 'CROSSWIND', 'TRIMTAB', 'HANGARTON', 'CLIMBWELL', 'WINGATE', "O'VERHEAD", 'DE LA PISTE'];
const SUFFIX = ['', '', '', '', '', '', ' JR', ' III'];
const LEVELS: [level: string, ratings: string[]][] = [
  ['P', ['P/ASEL']], ['P', ['P/ASEL']], ['P', ['P/ASEL', 'P/INSTA']], ['C', ['C/ASEL', 'C/INSTA']], ['C', ['C/ASEL', 'C/AMEL', 'C/INSTA']],
  ['S', []], ['T', ['T/ASEL']], ['A', ['A/AMEL', 'C/ASEL', 'A/INSTA']], ['P', ['P/ASEL', 'P/ASES']], ['C', ['C/HEL']],
];
const INVENTED = 400;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const mmyyyy = (d: Date) => `${pad(d.getUTCMonth() + 1)}${d.getUTCFullYear()}`;

/** The demo file's rows: the demo pilots first, then the invented airmen. Same seed, same rows. */
export function demoAirmen(now: Date = new Date()): { airmen: AirmanRow[]; certs: AirmanCertDbRow[] } {
  const n = seeded(0xa1e3);
  const pick = <T>(list: readonly T[]) => list[n(0, list.length - 1)];
  const people: DemoAirman[] = [...DEMO_PILOT_AIRMEN];
  for (let i = 0; i < INVENTED; i++) {
    const [city, state, zip] = pick(PLACES);
    const [level, ratings] = pick(LEVELS);
    const instructs = level !== 'S' && n(0, 9) === 0;
    people.push({
      first: `${pick(FIRST)} ${pick(['', 'A', 'B', 'J', 'M', 'R'])}`.trim(), last: `${pick(LAST)}${pick(SUFFIX)}`, city, state, zip, level, ratings,
      cfi: instructs ? { ratings: ['F/ASE', 'F/INSTA'], expires: `${pad(n(1, 12))}${pad(n(1, 28))}${n(2025, 2028)}` } : undefined,
      medical: n(0, 5) ? { class: n(1, 3), daysAgo: n(10, 1500) } : undefined,
      basicMed: n(0, 9) === 0,
    });
  }
  const airmen: AirmanRow[] = [];
  const certs: AirmanCertDbRow[] = [];
  people.forEach((p, i) => {
    const id = `${i % 7 === 3 ? 'C' : 'A'}${pad(7100000 + i, 7)}`;
    const medDate = p.medical ? mmyyyy(new Date(now.getTime() - p.medical.daysAgo * 86_400_000)) : '';
    const basicMed = p.basicMed ? mmyyyy(new Date(now.getTime() - 400 * 86_400_000)) : '';
    const basic = [id, p.first, p.last, '', '', p.city, p.state, p.zip, 'USA', '', p.medical ? String(p.medical.class) : '', medDate, '', basicMed, basicMed];
    airmen.push(airmanRowOf(basic)!);
    certs.push(certRowOf(certFields(id, p, 'P', p.level, '', p.ratings))!);
    if (p.cfi) certs.push(certRowOf(certFields(id, p, 'F', '', p.cfi.expires, p.cfi.ratings))!);
  });
  return { airmen, certs };
}

function certFields(id: string, p: DemoAirman, type: string, level: string, expires: string, ratings: string[]): string[] {
  const fields = new Array<string>(CERT_HEADER.length).fill('');
  fields.splice(0, 6, id, p.first, p.last, type, level, expires);
  ratings.forEach((r, i) => (fields[6 + i] = r));
  return fields;
}

/** Loads the demo file when no airmen file is loaded (first start). Returns how many airmen it wrote: 0 when one was. */
export async function loadDemoAirmenIfEmpty(orm: MikroORM, now: Date = new Date()): Promise<number> {
  const { airmen, certs } = demoAirmen(now);
  const result = await loadAirmen(orm, airmen, certs, { month: DEMO_AIRMEN_MONTH, onlyIfEmpty: true });
  return result.airmen;
}

/** mulberry32, as the demo registry: `n(min, max)` gives integers in [min, max]. */
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
