import { asSentence } from '../../../../domain/text/sentence';
import type { SquawkTitleView } from '../../../../domain/maintenance/maintenance-view';
import './maintenance-status.css';

/** "Open squawks on this aircraft: Left nav light out; Oil leak at the filter." (nothing when none is open). */
export function OpenSquawksNote({ squawks }: { squawks: readonly SquawkTitleView[] }) {
  if (squawks.length === 0) return null;
  return (
    <p className="open-squawks-note" role="note">
      <strong>Open squawks on this aircraft:</strong> {asSentence(squawks.map((s) => s.title).join('; '))}
    </p>
  );
}
