import type { AircraftClasses } from '../pilot/minimums.js';

/**
 * An aircraft as the national registry knows it (spec section 7, GET /api/tailnumber/search and /lookup): what
 * the listing wizard fills in from a tail number. Classification and categories are human words, derived from
 * the registry's codes by the adapter (adapters/registry/).
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
   * The aircraft classes the registry can tell (issue 15), for the wizard to prefill: multi-engine from the
   * number of engines. A class is absent when the registry does not say (the FAA has no flag for retractable
   * gear, complex or tailwheel; horsepower is not imported), so the owner answers those.
   */
  classes: Partial<AircraftClasses>;
}

/**
 * What a tail-number lookup found (GET /api/tailnumber/lookup): the registry's details, a tail number another
 * listing has, or one the registry does not know (the owner then types the details). The last two are
 * answers, not failures.
 */
export type TailNumberLookup =
  | { status: 'found'; aircraft: RegistryAircraft }
  | { status: 'in_use'; message: string }
  | { status: 'not_found'; message: string };
