import type { FeatureCollection } from 'geojson';
import Feature, { type FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { feature } from 'topojson-client';
import type { BasemapData } from './basemap-data';
import { airportDetail, cityRank, RIVERS_UNTIL, showsCity } from './basemap-rules';

const FONT = 'Inter, "Segoe UI", system-ui, sans-serif';
const HALO = new Stroke({ color: 'rgba(255, 255, 255, 0.92)', width: 3 });
/** Labels take the room of their letters when decluttered (the halo may touch a neighbour). */
const TIGHT: [number, number, number, number] = [-3, -1, -3, -1];

const FOREIGN_LAND = new Style({ fill: new Fill({ color: '#f1eee7' }) });
const LAKE = new Style({ fill: new Fill({ color: '#cadcee' }), stroke: new Stroke({ color: '#a9c3dd', width: 0.75 }) });
const RIVER = new Style({ stroke: new Stroke({ color: '#a9c6e2', width: 1.1 }) });

/** Drawn whatever the labels do: a small grey ring, as on aeronautical charts. */
const AIRPORT_SYMBOL = new CircleStyle({
  radius: 3,
  fill: new Fill({ color: '#ffffff' }),
  stroke: new Stroke({ color: '#8b97a6', width: 1.5 }),
  declutterMode: 'none',
});
const AIRPORT_ONLY = new Style({ image: AIRPORT_SYMBOL });
const airportStyles = new Map<string, Style>();
const airportWithCode = (code: string) => {
  let style = airportStyles.get(code);
  if (!style) {
    style = new Style({
      image: AIRPORT_SYMBOL,
      text: new Text({ text: code, font: `600 10px ${FONT}`, offsetY: 11, fill: new Fill({ color: '#5f6c7b' }), stroke: HALO, padding: TIGHT }),
    });
    airportStyles.set(code, style);
  }
  return style;
};

const CITY_LOOKS = [
  { font: `700 13px ${FONT}`, radius: 3.5 },
  { font: `600 12px ${FONT}`, radius: 3 },
  { font: `500 11px ${FONT}`, radius: 2.5 },
] as const;
const cityStyles = new Map<string, Style>();
/** A dot and its name to its right, shown together or not at all. */
const cityStyle = (name: string, population: number) => {
  let style = cityStyles.get(name + population);
  if (!style) {
    const look = CITY_LOOKS[cityRank(population)];
    style = new Style({
      image: new CircleStyle({ radius: look.radius, fill: new Fill({ color: '#5a6575' }), stroke: new Stroke({ color: '#ffffff', width: 1 }) }),
      text: new Text({
        text: name,
        font: look.font,
        textAlign: 'left',
        offsetX: look.radius + 4,
        offsetY: 1,
        fill: new Fill({ color: '#2e3947' }),
        stroke: HALO,
        padding: TIGHT,
      }),
    });
    cityStyles.set(name + population, style);
  }
  return style;
};

export interface Basemap {
  /** Drawn under the US states: the land beyond the US. */
  below: VectorLayer<VectorSource>;
  /** Drawn over the states, in this order: water, airports, cities (their labels avoid the markers). */
  above: VectorLayer<VectorSource>[];
  /** Puts the data on the map (it arrives after the map's first paint). */
  fill: (data: BasemapData) => void;
  /** Over raster tiles only the airports stay: the tiles have their own land, water and places. */
  setOverTiles: (overTiles: boolean) => void;
}

const named = <L extends VectorLayer<VectorSource>>(layer: L, name: string): L => {
  layer.set('name', name);
  return layer;
};

/**
 * The offline basemap's layers, empty until `fill`: the land of Canada and Mexico, lakes and rivers
 * (Natural Earth), every airport as a small symbol with its code closer in (vega-datasets), and the larger
 * cities with their names by zoom (GeoNames), quiet under the markers.
 */
export function basemapLayers(): Basemap {
  const land = named(new VectorLayer({ source: new VectorSource(), style: FOREIGN_LAND }), 'basemap-land');
  const water = named(
    new VectorLayer({
      source: new VectorSource(),
      style: (f: FeatureLike, resolution: number) => (f.get('part') === 'lake' ? LAKE : resolution <= RIVERS_UNTIL ? RIVER : undefined),
    }),
    'basemap-water',
  );
  const airports = named(
    new VectorLayer({
      source: new VectorSource(),
      style: (f: FeatureLike, resolution: number) => {
        const detail = airportDetail(resolution);
        return detail === 'none' ? undefined : detail === 'code' ? airportWithCode(f.get('code')) : AIRPORT_ONLY;
      },
      declutter: true,
    }),
    'basemap-airports',
  );
  const cities = named(
    new VectorLayer({
      source: new VectorSource(),
      style: (f: FeatureLike, resolution: number) =>
        showsCity(f.get('population'), resolution) ? cityStyle(f.get('name'), f.get('population')) : undefined,
      // The larger city is drawn first, so it wins a place its smaller neighbours also want.
      renderOrder: (a, b) => b.get('population') - a.get('population'),
      declutter: true,
    }),
    'basemap-cities',
  );

  const fill = (data: BasemapData) => {
    const format = new GeoJSON({ dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });
    const read = (name: keyof BasemapData['physical']['objects']) =>
      format.readFeatures(feature(data.physical, data.physical.objects[name]) as FeatureCollection);
    land.getSource()!.setAttributions(data.attribution);
    land.getSource()!.addFeatures(read('land'));
    const lakes = read('lakes');
    lakes.forEach((f) => f.set('part', 'lake'));
    water.getSource()!.addFeatures([...lakes, ...read('rivers')]);
    airports.getSource()!.addFeatures(data.airports.map(([code, lng, lat]) => new Feature({ geometry: new Point(fromLonLat([lng, lat])), code })));
    cities.getSource()!.addFeatures(
      data.cities.map(([name, lng, lat, population]) => new Feature({ geometry: new Point(fromLonLat([lng, lat])), name, population })),
    );
  };

  return {
    below: land,
    above: [water, airports, cities],
    fill,
    setOverTiles: (overTiles) => {
      for (const layer of [land, water, cities]) layer.setVisible(!overTiles);
    },
  };
}
