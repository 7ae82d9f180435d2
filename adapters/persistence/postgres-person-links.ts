import type { MikroORM } from '@mikro-orm/postgresql';
import type { PersonFacts, PersonLinks } from '../../application/ports/person-links.js';

/** The facts of PersonLinks in one statement over instructors, shares, conversations and booking requests. */
export class PostgresPersonLinks implements PersonLinks {
  constructor(private readonly orm: MikroORM) {}

  async factsAbout(personId: number, viewerId: number | null): Promise<PersonFacts> {
    const [row] = await this.orm.em.execute<{ professional: boolean; listing: boolean; linked: boolean }[]>(
      `select exists (select 1 from instructors i where i.user_id = p.person and i.is_discoverable) as professional,
              exists (select 1 from shares s where s.owner_id = p.person and s.is_active) as listing,
              p.viewer is not null and (
                exists (select 1 from conversations c
                         where c.started_by = p.person and c.other_user = p.viewer or c.started_by = p.viewer and c.other_user = p.person)
                or exists (select 1 from booking_requests b
                         where b.pilot_id = p.person and b.owner_id = p.viewer or b.pilot_id = p.viewer and b.owner_id = p.person)
              ) as linked
         from (select ?::int as person, ?::int as viewer) p`,
      [personId, viewerId],
    );
    return { discoverableProfessional: !!row?.professional, activeListing: !!row?.listing, linkedToViewer: !!row?.linked };
  }
}
