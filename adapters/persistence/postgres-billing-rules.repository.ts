import type { MikroORM } from '@mikro-orm/postgresql';
import type { BillingRulesRepository, DatedReading } from '../../application/ports/flight.repository.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';

/**
 * Billing rules (issue 36, migration 20261213000000): a listing's in `share_billing`, the copy a rental took
 * at its approval in `booking_requests.billing`.
 */
export class PostgresBillingRulesRepository implements BillingRulesRepository {
  constructor(private readonly orm: MikroORM) {}

  async forShare(shareId: number): Promise<BillingRules | null> {
    const [row] = await this.orm.em.execute<{ rules: BillingRules }[]>('select rules from share_billing where share_id = ?', [shareId]);
    return row?.rules ?? null;
  }

  async saveForShare(shareId: number, rules: BillingRules): Promise<void> {
    await this.orm.em.execute(
      `insert into share_billing (share_id, rules) values (?, ?::jsonb)
       on conflict (share_id) do update set rules = excluded.rules, updated_at = now()`,
      [shareId, JSON.stringify(rules)],
    );
  }

  async forBooking(bookingId: number): Promise<BillingRules | null> {
    const [row] = await this.orm.em.execute<{ billing: BillingRules | null }[]>('select billing from booking_requests where id = ?', [bookingId]);
    return row?.billing ?? null;
  }

  async copyToBooking(bookingId: number, rules: BillingRules): Promise<void> {
    await this.orm.em.execute('update booking_requests set billing = ?::jsonb where id = ?', [JSON.stringify(rules), bookingId]);
  }

  async ownerReading(shareId: number): Promise<DatedReading | null> {
    const [row] = await this.orm.em.execute<{ owner_hobbs: number | null; owner_tach: number | null; owner_reading_at: Date | null }[]>(
      'select owner_hobbs, owner_tach, owner_reading_at from share_billing where share_id = ?',
      [shareId],
    );
    return row?.owner_reading_at ? { hobbs: row.owner_hobbs!, tach: row.owner_tach!, at: new Date(row.owner_reading_at) } : null;
  }

  async saveOwnerReading(shareId: number, reading: DatedReading, rulesIfNone: BillingRules): Promise<void> {
    await this.orm.em.execute(
      `insert into share_billing (share_id, rules, owner_hobbs, owner_tach, owner_reading_at) values (?, ?::jsonb, ?, ?, ?)
       on conflict (share_id) do update set owner_hobbs = excluded.owner_hobbs, owner_tach = excluded.owner_tach,
         owner_reading_at = excluded.owner_reading_at, updated_at = now()`,
      [shareId, JSON.stringify(rulesIfNone), reading.hobbs, reading.tach, reading.at],
    );
  }
}
