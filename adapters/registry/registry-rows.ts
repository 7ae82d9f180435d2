import type { EntityManager } from '@mikro-orm/postgresql';

/** One row of registry_aircraft (created by Migration20261121020000_listings), as the loaders write it. */
export interface RegistryRow {
  /** Upper case with the leading N: 'N12345' (six characters at most). */
  tailNumber: string;
  serial: string;
  year: number | null;
  regOwner: string;
  make: string;
  model: string;
  engineManufacturer: string;
  engineModel: string;
  /** The FAA's codes, kept as codes: classification and categories are derived when read. */
  aircraftType: string;
  engineType: string;
  category: string;
  seats: number | null;
  engines: number | null;
}

export const REGISTRY_COLUMNS =
  'tail_number, serial, year, reg_owner, make, model, engine_manufacturer, engine_model, aircraft_type, engine_type, category, seats, engines';

const RECORD_TYPE = `tail_number text, serial text, year int, reg_owner text, make text, model text, engine_manufacturer text,
  engine_model text, aircraft_type text, engine_type text, category text, seats int, engines int`;

/**
 * Inserts rows into `table` (registry_aircraft or a staging copy of it) with one statement and one
 * parameter: the rows as a JSON array, expanded by json_to_recordset. Far cheaper to send and plan
 * than thousands of positional parameters.
 */
export async function insertRegistryRows(em: EntityManager, table: string, rows: readonly RegistryRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      tail_number: r.tailNumber,
      serial: r.serial,
      year: r.year,
      reg_owner: r.regOwner,
      make: r.make,
      model: r.model,
      engine_manufacturer: r.engineManufacturer,
      engine_model: r.engineModel,
      aircraft_type: r.aircraftType,
      engine_type: r.engineType,
      category: r.category,
      seats: r.seats,
      engines: r.engines,
    })),
  );
  await em.execute(`insert into ${table} (${REGISTRY_COLUMNS}) select ${REGISTRY_COLUMNS} from json_to_recordset(?::json) as r(${RECORD_TYPE})`, [json]);
}
