import type { MikroORM } from '@mikro-orm/postgresql';
import type { PartnerProfileRepository } from '../../application/ports/partner-profile.repository.js';
import type { Flies, LookingFor, Mission, PartnerProfile, Scale } from '../../domain/partner/partner-profile.js';
import type { AircraftTag } from '../../domain/options.js';
import { missionsArray } from './listing-partner-profiles.sql.js';

interface Row {
  visible: boolean; looking_for: string; buy_in_min_cents: string; buy_in_max_cents: string; monthly_min_cents: string;
  monthly_max_cents: string; hours_per_year: number; missions: string[]; aircraft_kinds: string[]; drive_km: number;
  upgrade_appetite: number; maintenance_care: number; flies: string;
}

/** A text[] literal of aircraft tags (quoted: tags have spaces and slashes). */
const tagsArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** partner_profiles (migration 20261218000000): a pilot's partner profile, one row per pilot, removed with the account. */
export class PostgresPartnerProfileRepository implements PartnerProfileRepository {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: number): Promise<PartnerProfile | null> {
    const [row] = await this.orm.em.execute<Row[]>('select * from partner_profiles where user_id = ?', [userId]);
    return row ? toProfile(row) : null;
  }

  async save(userId: number, p: PartnerProfile): Promise<void> {
    await this.orm.em.execute(
      `insert into partner_profiles (user_id, visible, looking_for, buy_in_min_cents, buy_in_max_cents, monthly_min_cents,
         monthly_max_cents, hours_per_year, missions, aircraft_kinds, drive_km, upgrade_appetite, maintenance_care, flies)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?::text[], ?, ?, ?, ?)
       on conflict (user_id) do update set visible = excluded.visible, looking_for = excluded.looking_for,
         buy_in_min_cents = excluded.buy_in_min_cents, buy_in_max_cents = excluded.buy_in_max_cents,
         monthly_min_cents = excluded.monthly_min_cents, monthly_max_cents = excluded.monthly_max_cents,
         hours_per_year = excluded.hours_per_year, missions = excluded.missions, aircraft_kinds = excluded.aircraft_kinds,
         drive_km = excluded.drive_km, upgrade_appetite = excluded.upgrade_appetite, maintenance_care = excluded.maintenance_care,
         flies = excluded.flies, updated_at = now()`,
      [userId, p.visible, p.lookingFor, p.buyInCents.min, p.buyInCents.max, p.monthlyCents.min, p.monthlyCents.max, p.hoursPerYear,
        missionsArray(p.missions), tagsArray(p.aircraftKinds), p.driveKm, p.upgradeAppetite, p.maintenanceCare, p.flies],
    );
  }
}

function toProfile(r: Row): PartnerProfile {
  return {
    visible: r.visible,
    lookingFor: r.looking_for as LookingFor,
    buyInCents: { min: Number(r.buy_in_min_cents), max: Number(r.buy_in_max_cents) },
    monthlyCents: { min: Number(r.monthly_min_cents), max: Number(r.monthly_max_cents) },
    hoursPerYear: r.hours_per_year,
    missions: (r.missions ?? []) as Mission[],
    aircraftKinds: (r.aircraft_kinds ?? []) as AircraftTag[],
    driveKm: r.drive_km,
    upgradeAppetite: r.upgrade_appetite as Scale,
    maintenanceCare: r.maintenance_care as Scale,
    flies: r.flies as Flies,
  };
}
