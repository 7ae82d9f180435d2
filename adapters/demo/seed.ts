import type { AirportRepository } from '../../application/ports/airport.repository.js';
import type { PasswordHasher } from '../../application/ports/security.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import type { LogbookRepository } from '../../application/ports/logbook.repository.js';
import { seedDemoLogbook } from './seed-demo-logbook.js';

export const DEMO_PASSWORD = 'wingshare-demo';

/** Demo pilots, each at a real airport, so a fresh site has people on it. */
const DEMO_USERS = [
  { username: 'maria', firstname: 'Maria', lastname: 'Alvarez', airport: 'LOU', follows: ['LOU', 'SDF'],
    bio: 'Instrument-rated private pilot flying out of Bowman Field. Looking for a partner in a 172 or an Archer.',
    credentials: ['Private', 'Instrument'], totalHours: '500-1000', wantedPlane: 'Cirrus SR22', mostExpPlane: 'Cessna 172' },
  { username: 'jake', firstname: 'Jake', lastname: 'Turner', airport: 'APA', follows: ['APA'],
    bio: 'Weekend flyer in Denver. Happy to split hangar and insurance on a Bonanza.',
    credentials: ['Private'], totalHours: '0-500', wantedPlane: 'Beech Bonanza', mostExpPlane: 'Piper PA-28' },
  { username: 'priya', firstname: 'Priya', lastname: 'Natarajan', airport: 'PAO', follows: ['PAO', 'SMO'],
    bio: 'Commercial pilot and tailwheel fan. I rent in the Bay Area and fly a lot on weekdays.',
    credentials: ['Commercial', 'Instrument', 'Tail Wheel'], totalHours: '1000-3000', wantedPlane: 'Piper Cub', mostExpPlane: 'Cessna 182' },
  { username: 'sam', firstname: 'Sam', lastname: 'Okafor', airport: 'BED', follows: ['BED'],
    bio: 'Student pilot at Hanscom. Would love to join a club or a four-way partnership.',
    credentials: ['Student'], totalHours: '0-500', wantedPlane: 'Cessna 172', mostExpPlane: 'Cessna 152' },
];

/** What the first start needs of the configuration (Config's fields of the same names). */
export interface FirstStartSettings {
  admin: { username: string; password: string; email: string };
  demoData: boolean;
}

export interface SeedReport {
  adminCreated: boolean;
  demoUsersCreated: number;
  promotionCodeCreated: boolean;
}

/** The sandbox's demo promotion code. */
export const DEMO_PROMOTION_CODE = { code: 'SAVE20', percentOff: 20, expiresAt: null, active: true };

interface PromotionCodeSeedStore {
  findByCode(code: string): Promise<unknown>;
  create(f: typeof DEMO_PROMOTION_CODE): Promise<unknown>;
}

/**
 * First start: the admin account, and (unless DEMO_DATA=off) the demo pilots, at airports imported before
 * (adapters/main.ts imports the US airports first, with adapters/geo's importer).
 */
export async function seedFirstStart(
  deps: {
    users: UserRepository; airports: AirportRepository; hasher: PasswordHasher; promotionCodes?: PromotionCodeSeedStore;
    /** The demo pilots' imported logbooks (issue 40), dated back from `today` (UTC day). */
    logbook?: Pick<LogbookRepository, 'add'>; today?: string;
  },
  config: FirstStartSettings,
): Promise<SeedReport> {
  const report: SeedReport = {
    adminCreated: false,
    demoUsersCreated: 0,
    promotionCodeCreated: false,
  };
  const firstStart = (await deps.users.count()) === 0;

  const admins = await deps.users.list({ role: 'admin', sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
  if (admins.total === 0 && !(await deps.users.usernameTaken(config.admin.username))) {
    await deps.users.create({
      username: config.admin.username,
      email: config.admin.email,
      firstname: 'Wingshare',
      lastname: 'Admin',
      provider: 'local',
      providerId: null,
      passwordHash: await deps.hasher.hash(config.admin.password),
      avatar: null,
      airportId: null,
      isDiscoverable: false,
      bio: '',
      isAdmin: true,
    });
    report.adminCreated = true;
  }

  if (firstStart && config.demoData) {
    const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      const [home] = await deps.airports.search(demo.airport, 1);
      const user = await deps.users.create({
        username: demo.username,
        email: `${demo.username}@demo.wingshare.local`,
        firstname: demo.firstname,
        lastname: demo.lastname,
        provider: 'local',
        providerId: null,
        passwordHash,
        avatar: null,
        airportId: home?.id ?? null,
        isDiscoverable: true,
        bio: demo.bio,
      });
      await deps.users.update(user.id, {
        credentials: demo.credentials,
        totalHours: demo.totalHours,
        wantedPlane: demo.wantedPlane,
        mostExpPlane: demo.mostExpPlane,
      });
      for (const code of demo.follows) {
        const [airport] = await deps.airports.search(code, 1);
        if (airport) await deps.users.followAirport(user.id, airport.id);
      }
      if (deps.logbook) await seedDemoLogbook(deps.logbook, [{ id: user.id, username: demo.username }], deps.today ?? new Date().toISOString().slice(0, 10));
      report.demoUsersCreated++;
    }
  }

  if (firstStart && config.demoData && deps.promotionCodes && !(await deps.promotionCodes.findByCode(DEMO_PROMOTION_CODE.code))) {
    await deps.promotionCodes.create(DEMO_PROMOTION_CODE);
    report.promotionCodeCreated = true;
  }
  return report;
}
