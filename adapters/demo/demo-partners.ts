import type { ListingPartnerProfile, PartnerProfile } from '../../domain/partner/partner-profile.js';
import { DEMO_GROUPS } from './seed-demo-groups.js';

/**
 * Partner matching's demo data (issue 41): the group's side of four listings and the partner profiles of a
 * few pilots, so "Partners for you", the fit line and the pilot-to-pilot match have something to show. Maria
 * has none on purpose: the browser test has her fill hers, and the A36 below is then a good fit for her
 * (buy-in up to $90,000, up to $900 a month at 80 hours a year, from Bowman).
 */

const bonanza = DEMO_GROUPS.find((g) => g.listing === 'One quarter of a Beech A36 Bonanza')!;
const derby = DEMO_GROUPS.find((g) => g.listing === 'Derby City Flying Club')!;
const perHourWithReserves = (r: (typeof DEMO_GROUPS)[number]['rules']) => r.hourlyRateCents + r.reservesPerHourCents.engine + r.reservesPerHourCents.propeller;

/** The group's side by listing title (demo-content.ts); the grouped listings' money agrees with their group's rules (seed-demo-groups.ts). */
export const DEMO_LISTING_PARTNER_PROFILES: Record<string, ListingPartnerProfile> = {
  // Tom sells his quarter of Bonanza Four: a quarter of the dues, the dry rate with the engine and propeller reserves.
  // The three partners who stay fly about 50 hours a year each (the demo's two months are its quiet winter ones).
  'One quarter of a Beech A36 Bonanza': {
    buyInCents: 8_200_000, monthlyFixedCents: bonanza.rules.duesCents / 4, hourlyRateCents: perHourWithReserves(bonanza.rules), wet: bonanza.rules.wet,
    groupHoursPerYear: 150, partners: 3, partnersWanted: 1, missions: ['travel', 'ifr'], upgradeAppetite: 4, maintenanceCare: 4, flies: 'both',
  },
  // Sam forms a four-way partnership: a quarter of the $90,000 172 each, Hanscom's hangar and insurance split four ways.
  'Four-way partnership for a 172 at Hanscom': {
    buyInCents: 2_250_000, monthlyFixedCents: 30_000, hourlyRateCents: 6_500, wet: false, groupHoursPerYear: 100, partners: 1,
    partnersWanted: 3, missions: ['training', 'local'], upgradeAppetite: 3, maintenanceCare: 3, flies: 'weekends',
  },
  // The club's dues and its wet rate with the reserves, as its group's rules charge them; a $500 initiation fee; the listed Archer's hours.
  'Derby City Flying Club': {
    buyInCents: 50_000, monthlyFixedCents: derby.rules.duesCents, hourlyRateCents: perHourWithReserves(derby.rules), wet: derby.rules.wet,
    groupHoursPerYear: 250, partners: 62, partnersWanted: 10, missions: ['local', 'training', 'travel'], upgradeAppetite: 2, maintenanceCare: 4, flies: 'both',
  },
  // Jake sells half of his V35B: half the hangar and insurance, a dry rate with the reserves.
  'Half of a V-tail Bonanza in Denver': {
    buyInCents: 6_500_000, monthlyFixedCents: 40_000, hourlyRateCents: 7_000, wet: false, groupHoursPerYear: 80, partners: 1,
    partnersWanted: 1, missions: ['travel'], upgradeAppetite: 3, maintenanceCare: 4, flies: 'weekends',
  },
};

/** Pilots' partner profiles by username, shown to other signed-in pilots (pilot-to-pilot matching). */
export const DEMO_PARTNER_PROFILES: Record<string, PartnerProfile> = {
  // Forming a two-way partnership in his V35B at Centennial.
  jake: {
    visible: true, lookingFor: 'form', buyInCents: { min: 5_000_000, max: 8_000_000 }, monthlyCents: { min: 30_000, max: 80_000 },
    hoursPerYear: 80, missions: ['travel'], aircraftKinds: ['Single Engine'], driveKm: 80, upgradeAppetite: 3, maintenanceCare: 4, flies: 'weekends',
  },
  // A student at Hanscom who would join a club or a four-way partnership.
  sam: {
    visible: true, lookingFor: 'join', buyInCents: { min: 0, max: 2_500_000 }, monthlyCents: { min: 20_000, max: 60_000 },
    hoursPerYear: 100, missions: ['training', 'local'], aircraftKinds: ['Single Engine'], driveKm: 60, upgradeAppetite: 3, maintenanceCare: 3, flies: 'weekends',
  },
  // Lexington: forming a partnership to buy a 182 (his listing), so Louisville pilots forming one see him.
  ben: {
    visible: true, lookingFor: 'form', buyInCents: { min: 3_000_000, max: 6_000_000 }, monthlyCents: { min: 30_000, max: 90_000 },
    hoursPerYear: 100, missions: ['travel', 'ifr', 'training'], aircraftKinds: ['Single Engine'], driveKm: 150, upgradeAppetite: 3, maintenanceCare: 4, flies: 'both',
  },
};
