import type { MikroORM } from '@mikro-orm/postgresql';
import { FitSearch } from '../../application/partners/fit-search.service.js';
import { PartnerMatchAlerts } from '../../application/partners/partner-match-alerts.service.js';
import type { AlertOutbox } from '../../application/ports/alert-outbox.js';
import { PartnerProfiles } from '../../application/partners/partner-profiles.service.js';
import { PartnersForYou } from '../../application/partners/partners-for-you.service.js';
import { ShareFit } from '../../application/partners/share-fit.service.js';
import type { AirportRepository } from '../../application/ports/airport.repository.js';
import type { TimeZoneFinder } from '../../application/ports/availability.repository.js';
import type { SearchRepository } from '../../application/ports/search.repository.js';
import type { Clock } from '../../application/ports/security.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { PilotEvidence } from '../../application/pilots/pilot-evidence.js';
import type { PartnerServices } from '../http/partner-deps.js';
import { PostgresPartnerCandidates } from '../persistence/postgres-partner-candidates.js';
import { PostgresPartnerProfileRepository } from '../persistence/postgres-partner-profile.repository.js';

/**
 * Partner matching (issue 41): the pilots' partner profiles, a pilot's fit with a listing, "Partners for
 * you" over the candidates' store, the find page's sortBy=fit and a partner listing's new-match mails.
 */
export function partnerDeps(input: {
  orm: MikroORM;
  shares: ShareRepository;
  airports: AirportRepository;
  evidence: PilotEvidence;
  zones: TimeZoneFinder;
  clock: Clock;
  /** The find page's cards and airports, for sortBy=fit. */
  search: Pick<SearchRepository, 'tally' | 'shareCards'>;
  /** The new-match mails are rows of the alert outbox. */
  outbox: Pick<AlertOutbox, 'queuePartnerMatches'>;
}) {
  const profiles = new PostgresPartnerProfileRepository(input.orm);
  const candidates = new PostgresPartnerCandidates(input.orm);
  const partnersForYou = new PartnersForYou(candidates, input.evidence, input.clock);
  const services: PartnerServices = {
    profiles: new PartnerProfiles(profiles),
    shareFit: new ShareFit(input.shares, profiles, input.airports, input.evidence, input.zones, input.clock),
    partnersForYou,
  };
  const matchAlerts = new PartnerMatchAlerts(candidates, input.evidence, input.outbox, input.zones, input.clock);
  return { profiles, services, candidates, partnersForYou, fitSearch: new FitSearch(partnersForYou, input.search), matchAlerts };
}
