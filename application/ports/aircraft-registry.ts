/**
 * An aircraft as the national registry knows it (spec section 7, GET /tailnumber/search): what the
 * listing wizard fills in from a tail number. Classification and categories are human words, derived
 * from the registry's codes by the adapter.
 */
export interface RegistryAircraft {
  /** Upper case, with the leading N: 'N172SP'. */
  tailNumber: string;
  regOwner: string;
  make: string;
  model: string;
  serial: string;
  year: number | null;
  engineManufacturer: string;
  engineModel: string;
  /** 'Fixed wing single engine', 'Rotorcraft', ... (empty when the registry gives no type). */
  classification: string;
  /** 'Land', 'Sea' or 'Amphibian', then the matching aircraft tags ('Single Engine', 'Jet', ...). */
  categories: string[];
  /**
   * The aircraft classes the registry can tell (issue 15), for the wizard to prefill: multi-engine from
   * the number of engines. Absent when the registry does not say (the FAA has no flag for retractable
   * gear, complex or tailwheel; horsepower is not imported), so the owner answers those.
   */
  classes: { multiEngine?: boolean };
}

/** Adapters: PostgresAircraftRegistry (the imported FAA database or the demo registry). */
export interface AircraftRegistry {
  /**
   * The aircraft registered under this tail number, or null. Accepts 'N100', '100', 'n-100' alike
   * (case, spaces, dashes and the leading N do not matter).
   */
  lookup(tailNumber: string): Promise<RegistryAircraft | null>;
  count(): Promise<number>;
}
