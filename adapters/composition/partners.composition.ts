import type { MikroORM } from '@mikro-orm/postgresql';
import { PartnerProfiles } from '../../application/partners/partner-profiles.service.js';
import { ShareFit } from '../../application/partners/share-fit.service.js';
import type { AirportRepository } from '../../application/ports/airport.repository.js';
import type { TimeZoneFinder } from '../../application/ports/availability.repository.js';
import type { Clock } from '../../application/ports/security.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { PilotEvidence } from '../../application/pilots/pilot-evidence.js';
import type { PartnerServices } from '../http/partner-deps.js';
import { PostgresPartnerProfileRepository } from '../persistence/postgres-partner-profile.repository.js';

/** Partner matching (issue 41): the pilots' partner profiles and a pilot's fit with a listing. */
export function partnerDeps(input: {
  orm: MikroORM;
  shares: ShareRepository;
  airports: AirportRepository;
  evidence: PilotEvidence;
  zones: TimeZoneFinder;
  clock: Clock;
}): { services: PartnerServices; profiles: PostgresPartnerProfileRepository } {
  const profiles = new PostgresPartnerProfileRepository(input.orm);
  return {
    profiles,
    services: {
      profiles: new PartnerProfiles(profiles),
      shareFit: new ShareFit(input.shares, profiles, input.airports, input.evidence, input.zones, input.clock),
    },
  };
}
