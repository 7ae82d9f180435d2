import type { FeatureCollection, MultiLineString } from 'geojson';
import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import usAtlas from 'us-atlas/states-10m.json';

type UsTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

const LAND = new Style({ fill: new Fill({ color: '#f7f4ec' }), stroke: new Stroke({ color: '#8fa6bf', width: 1.2 }) });
const BORDERS = new Style({ stroke: new Stroke({ color: '#b9c6d6', width: 1 }) });
/** State names show between these resolutions (metres per pixel): from the national view to a region. */
const NAMES_FROM = 300;
const NAMES_UNTIL = 5000;
const nameStyles = new Map<string, Style>();
const nameStyle = (name: string) => {
  let style = nameStyles.get(name);
  if (!style) {
    style = new Style({
      text: new Text({
        text: name.toUpperCase(),
        font: '600 11px Inter, "Segoe UI", system-ui, sans-serif',
        fill: new Fill({ color: 'rgba(86, 102, 124, 0.75)' }),
        stroke: new Stroke({ color: 'rgba(247, 244, 236, 0.9)', width: 3 }),
        overflow: false,
      }),
    });
    nameStyles.set(name, style);
  }
  return style;
};

/** Over map tiles, only the state lines, faint. */
const BORDERS_OVER_TILES = new Style({ stroke: new Stroke({ color: 'rgba(11, 37, 69, 0.25)', width: 1 }) });

/**
 * The offline background: the US land and its state borders from the us-atlas package (Census
 * Bureau TopoJSON), so the map shows without any tile server. With tiles, only the borders are drawn.
 */
export function usStatesLayer(): { layer: VectorLayer<VectorSource>; setOverTiles: (overTiles: boolean) => void } {
  const topology = usAtlas as unknown as UsTopology;
  const format = new GeoJSON({ dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });
  const land = format.readFeatures(feature(topology, topology.objects.nation) as FeatureCollection);
  const borders = format.readFeatures(mesh(topology, topology.objects.states, (a, b) => a !== b) as MultiLineString);
  const names = format.readFeatures(feature(topology, topology.objects.states) as FeatureCollection);
  land.forEach((f) => f.set('part', 'land'));
  names.forEach((f) => f.set('part', 'name'));

  let overTiles = false;
  const layer = new VectorLayer({
    source: new VectorSource({ features: [...land, ...borders, ...names] }),
    style: (f, resolution) => {
      const part = f.get('part');
      if (part === 'land') return overTiles ? undefined : LAND;
      // Names are drawn where they fit inside their state (Text overflow off), and only when useful.
      if (part === 'name') return overTiles || resolution < NAMES_FROM || resolution > NAMES_UNTIL ? undefined : nameStyle(f.get('name'));
      return overTiles ? BORDERS_OVER_TILES : BORDERS;
    },
    updateWhileInteracting: true,
    declutter: true,
  });
  return {
    layer,
    setOverTiles: (value) => {
      overTiles = value;
      layer.changed();
    },
  };
}
