import type { RegistryAircraft } from '../../domain/share/tail-number-view.js';

/** An aircraft as the national registry knows it (domain/share/tail-number-view.ts). */
export type { RegistryAircraft };

/** Adapters: PostgresAircraftRegistry (the imported FAA database or the demo registry). */
export interface AircraftRegistry {
  /**
   * The aircraft registered under this tail number, or null. Accepts 'N100', '100', 'n-100' alike
   * (case, spaces, dashes and the leading N do not matter).
   */
  lookup(tailNumber: string): Promise<RegistryAircraft | null>;
  count(): Promise<number>;
}
