import type { MikroORM } from '@mikro-orm/postgresql';
import type { AircraftRegistry, RegistryAircraft } from '../../application/ports/aircraft-registry.js';
import { categoriesOf, classificationOf, normalizeTailNumber } from './faa-codes.js';

interface RegistrySqlRow {
  tail_number: string;
  serial: string;
  year: number | null;
  reg_owner: string;
  make: string;
  model: string;
  engine_manufacturer: string;
  engine_model: string;
  aircraft_type: string;
  engine_type: string;
  category: string;
  engines: number | null;
}

/** The registry_aircraft table, filled by importFaaRegistry (FAA download) or loadDemoRegistryIfEmpty. */
export class PostgresAircraftRegistry implements AircraftRegistry {
  constructor(private readonly orm: MikroORM) {}

  async lookup(tailNumber: string): Promise<RegistryAircraft | null> {
    const key = normalizeTailNumber(tailNumber);
    if (!key) return null;
    const [row] = await this.orm.em.execute<RegistrySqlRow[]>(
      `select tail_number, serial, year, reg_owner, make, model, engine_manufacturer, engine_model,
              aircraft_type, engine_type, category, engines
         from registry_aircraft where tail_number = ?`,
      [key],
    );
    return row ? toRegistryAircraft(row) : null;
  }

  async count(): Promise<number> {
    const [{ count }] = await this.orm.em.execute<{ count: number }[]>('select count(*)::int as count from registry_aircraft');
    return count;
  }
}

const toRegistryAircraft = (r: RegistrySqlRow): RegistryAircraft => ({
  tailNumber: r.tail_number,
  regOwner: r.reg_owner,
  make: r.make,
  model: r.model,
  serial: r.serial,
  year: r.year,
  engineManufacturer: r.engine_manufacturer,
  engineModel: r.engine_model,
  classification: classificationOf(r.aircraft_type),
  categories: categoriesOf({ aircraftType: r.aircraft_type, engineType: r.engine_type, category: r.category }),
  classes: r.engines === null ? {} : { multiEngine: r.engines >= 2 },
});
