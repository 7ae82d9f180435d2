import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { MARKER_KINDS, markerTotal, type MarkerCounts } from './marker-counts';

const cache = new Map<string, Style>();

/** Grows slowly with the total, so a busy airport stands out without covering its neighbours. */
const radiusFor = (total: number) => Math.round(13 + Math.min(11, Math.log10(total + 1) * 5));

/**
 * A round marker: a ring split between the kinds in proportion to their counts (their legend colours)
 * around the total. A group of airports gets a second, faint ring; the chosen airport a dark outline.
 */
function drawMarker(counts: MarkerCounts, group: boolean, selected: boolean, ratio: number): HTMLCanvasElement {
  const total = markerTotal(counts);
  const r = radiusFor(total);
  const ring = 5;
  const halo = group ? 5 : 0;
  const size = (r + halo + 3) * 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * ratio);
  canvas.height = Math.ceil(size * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(ratio, ratio);
  const c = size / 2;

  ctx.shadowColor = 'rgba(15, 31, 51, 0.35)';
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 1;
  if (group) {
    ctx.beginPath();
    ctx.arc(c, c, r + halo, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(11, 37, 69, 0.18)';
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.shadowColor = 'transparent';

  let start = -Math.PI / 2;
  for (const { kind, color } of MARKER_KINDS) {
    if (!counts[kind] || !total) continue;
    const sweep = (counts[kind] / total) * Math.PI * 2;
    ctx.beginPath();
    ctx.arc(c, c, r - ring / 2, start, start + sweep);
    ctx.strokeStyle = color;
    ctx.lineWidth = ring;
    ctx.stroke();
    start += sweep;
  }
  if (selected) {
    ctx.beginPath();
    ctx.arc(c, c, r + 1.5, 0, Math.PI * 2);
    ctx.strokeStyle = '#0b2545';
    ctx.lineWidth = 3;
    ctx.stroke();
  }

  const label = total > 999 ? `${Math.round(total / 100) / 10}k`.replace('.0k', 'k') : String(total);
  ctx.fillStyle = '#0b2545';
  ctx.font = `700 ${label.length > 3 ? 10 : 12}px Inter, "Segoe UI", system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, c, c + 0.5);
  return canvas;
}

/**
 * The (cached) style of one marker, drawn at the screen's pixel ratio so it stays sharp; a single
 * airport carries its code underneath.
 */
export function markerStyle(counts: MarkerCounts, group: boolean, selected: boolean, label?: string): Style {
  const ratio = Math.min(3, Math.max(1, window.devicePixelRatio || 1));
  const key = `${counts.share}|${counts.instructor}|${counts.user}|${group}|${selected}|${ratio}|${label ?? ''}`;
  let style = cache.get(key);
  if (!style) {
    const img = drawMarker(counts, group, selected, ratio);
    const text = label
      ? new Text({
          text: label,
          offsetY: radiusFor(markerTotal(counts)) + 10,
          font: '700 11px Inter, "Segoe UI", system-ui, sans-serif',
          fill: new Fill({ color: '#0b2545' }),
          stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: 3 }),
          declutterMode: 'obstacle',
          // The obstacle is the letters, not their line height and halo: a city's name may come close.
          padding: [-4, -2, -4, -2],
        })
      : undefined;
    // Always drawn. The code under the marker is an obstacle the basemap's labels keep clear of; the
    // ring is not, so a city's name may pass under it rather than vanish.
    const image = new Icon({ img, scale: 1 / ratio, declutterMode: 'none' });
    style = new Style({ image, text, zIndex: selected ? 2 : group ? 1 : 0 });
    if (cache.size > 2000) cache.clear();
    cache.set(key, style);
  }
  return style;
}
