import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListingPartnerProfile } from '../../domain/partner/partner-profile.js';

/**
 * listing_partner_profiles (migration 20261218000000): a listing's group side for partner matching (issue 41),
 * one row per listing, removed with it. The share repository writes it in the listing's transaction and reads
 * it with the listing through PARTNER_PROFILE_JSON (a left join on `lp`).
 */
export const PARTNER_PROFILE_JOIN = 'left join listing_partner_profiles lp on lp.share_id = s.id';

/** The row as the wire's ListingPartnerProfile, null without one (bigint cents come back as JSON numbers). */
export const PARTNER_PROFILE_JSON = `case when lp.share_id is null then null else json_build_object(
    'buyInCents', lp.buy_in_cents, 'monthlyFixedCents', lp.monthly_fixed_cents, 'hourlyRateCents', lp.hourly_rate_cents,
    'wet', lp.wet, 'groupHoursPerYear', lp.group_hours_per_year, 'partners', lp.partners, 'partnersWanted', lp.partners_wanted,
    'missions', lp.missions, 'upgradeAppetite', lp.upgrade_appetite, 'maintenanceCare', lp.maintenance_care, 'flies', lp.flies
  ) end`;

/** Stores (or, with null, removes) a listing's group side. */
export async function writeListingPartnerProfile(em: EntityManager, shareId: number, p: ListingPartnerProfile | null): Promise<void> {
  if (p === null) {
    await em.execute('delete from listing_partner_profiles where share_id = ?', [shareId]);
    return;
  }
  await em.execute(
    `insert into listing_partner_profiles (share_id, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, wet, group_hours_per_year,
       partners, partners_wanted, missions, upgrade_appetite, maintenance_care, flies)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?)
     on conflict (share_id) do update set buy_in_cents = excluded.buy_in_cents, monthly_fixed_cents = excluded.monthly_fixed_cents,
       hourly_rate_cents = excluded.hourly_rate_cents, wet = excluded.wet, group_hours_per_year = excluded.group_hours_per_year,
       partners = excluded.partners, partners_wanted = excluded.partners_wanted, missions = excluded.missions,
       upgrade_appetite = excluded.upgrade_appetite, maintenance_care = excluded.maintenance_care, flies = excluded.flies, updated_at = now()`,
    [shareId, p.buyInCents, p.monthlyFixedCents, p.hourlyRateCents, p.wet, p.groupHoursPerYear, p.partners, p.partnersWanted,
      missionsArray(p.missions), p.upgradeAppetite, p.maintenanceCare, p.flies],
  );
}

/** A text[] literal of the missions (fixed words: nothing to quote); knex would expand a JS array into parameters. */
export const missionsArray = (values: readonly string[]): string => `{${values.join(',')}}`;
