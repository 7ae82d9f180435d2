import type { MikroORM } from '@mikro-orm/postgresql';
import { FitSearch } from '../../application/partners/fit-search.service.js';
import { PartnersForYou } from '../../application/partners/partners-for-you.service.js';
import type { SearchRepository } from '../../application/ports/search.repository.js';
import type { PilotEvidence } from '../../application/pilots/pilot-evidence.js';
import type { Clock } from '../../application/ports/security.js';
import { PostgresPartnerCandidates } from '../persistence/postgres-partner-candidates.js';

export interface PartnerDepsInput {
  orm: MikroORM;
  clock: Clock;
  /** The asking pilot's counted record (his hours and his facts for the minimums). */
  evidence: Pick<PilotEvidence, 'of'>;
  /** The find page's cards and airports, for sortBy=fit. */
  search: Pick<SearchRepository, 'tally' | 'shareCards'>;
}

/** Partner matching (issue 41): the candidates' store and the use cases over it. */
export function partnerDeps(d: PartnerDepsInput) {
  const candidates = new PostgresPartnerCandidates(d.orm);
  const partnersForYou = new PartnersForYou(candidates, d.evidence, d.clock);
  return { candidates, partnersForYou, fitSearch: new FitSearch(partnersForYou, d.search) };
}
