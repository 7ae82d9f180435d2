/**
 * What the offline basemap shows at which scale. Resolutions are OpenLayers' metres per pixel of Web
 * Mercator (zoom z is 156,543 / 2^z): about 5,000 shows the whole country, 1,000 a 300 km region, 250 the
 * Find page's 50 km circle.
 */

/** Cities of at least this many people, by the finest resolution at which they are shown. */
const CITY_TIERS: readonly { until: number; minPopulation: number }[] = [
  { until: 260, minPopulation: 0 }, // the Find page's 50 km circle and closer: every city of the data
  { until: 620, minPopulation: 50_000 },
  { until: 1_300, minPopulation: 100_000 }, // a 300 km region
  { until: 2_600, minPopulation: 300_000 },
  { until: 6_000, minPopulation: 1_000_000 }, // the country: the largest only
];

/** The smallest population of the cities shown at a resolution, or null when no city is. */
export function minCityPopulation(resolution: number): number | null {
  return CITY_TIERS.find((tier) => resolution <= tier.until)?.minPopulation ?? null;
}

export const showsCity = (population: number, resolution: number): boolean => {
  const min = minCityPopulation(resolution);
  return min !== null && population >= min;
};

/** Bigger cities get bigger labels: three sizes. */
export const cityRank = (population: number): 0 | 1 | 2 => (population >= 500_000 ? 0 : population >= 100_000 ? 1 : 2);

/** Airports show as small symbols from a region's view in, with their codes closer. */
export const AIRPORT_SYMBOLS_UNTIL = 1_300;
export const AIRPORT_CODES_UNTIL = 300;

export type AirportDetail = 'none' | 'symbol' | 'code';

export function airportDetail(resolution: number): AirportDetail {
  if (resolution > AIRPORT_SYMBOLS_UNTIL) return 'none';
  return resolution > AIRPORT_CODES_UNTIL ? 'symbol' : 'code';
}

/** Rivers show from a few states' view in; lakes and land always. */
export const RIVERS_UNTIL = 5_000;
