import Feature from 'ol/Feature';
import { circular } from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import type { MapView } from './map-types';

const CIRCLE = new Style({
  fill: new Fill({ color: 'rgba(29, 100, 216, 0.05)' }),
  stroke: new Stroke({ color: 'rgba(29, 100, 216, 0.55)', width: 1.5, lineDash: [6, 6] }),
});

/** The searched area (the Find page's radius) as a dashed circle, true to distance on the ground. */
export function searchCircleLayer(): { layer: VectorLayer<VectorSource>; show: (view: MapView) => void } {
  const circle = new Feature();
  const layer = new VectorLayer({ source: new VectorSource({ features: [circle] }), style: CIRCLE });
  return {
    layer,
    show: (view) => {
      if (!('radiusKm' in view)) return circle.setGeometry(undefined);
      const { lat, lng } = view.center;
      circle.setGeometry(circular([lng, lat], view.radiusKm * 1000, 128).transform('EPSG:4326', 'EPSG:3857'));
    },
  };
}
