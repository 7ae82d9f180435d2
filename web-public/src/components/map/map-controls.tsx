import { MARKER_KINDS } from './marker-counts';

interface MapControlsProps {
  onHome: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

const ICONS = {
  home: 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3z',
  zoomIn: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  zoomOut: 'M5 11h14v2H5z',
};

function ControlButton({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <button type="button" className="airport-map-button" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon} fill="currentColor" />
      </svg>
    </button>
  );
}

/** Home, zoom in and zoom out (spec 2), and the legend of marker colours: Plane, Pilot, Professional. */
export function MapControls({ onHome, onZoomIn, onZoomOut }: MapControlsProps) {
  return (
    <>
      <div className="airport-map-buttons" role="group" aria-label="Map controls">
        <ControlButton label="Home" icon={ICONS.home} onClick={onHome} />
        <ControlButton label="Zoom in" icon={ICONS.zoomIn} onClick={onZoomIn} />
        <ControlButton label="Zoom out" icon={ICONS.zoomOut} onClick={onZoomOut} />
      </div>
      <ul className="airport-map-legend" aria-label="Legend">
        {MARKER_KINDS.map((k) => (
          <li key={k.kind}>
            <span className="airport-map-swatch" style={{ background: k.color }} aria-hidden="true" />
            {k.label}
          </li>
        ))}
      </ul>
    </>
  );
}
