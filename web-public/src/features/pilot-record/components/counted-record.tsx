import { sourceText, type FigureSource } from '../../../../../domain/pilot/figure-source';
import { CERTIFICATE_LABELS, HOUR_CLASS_LABELS, RATING_LABELS } from '../../../../../domain/pilot/pilot-labels';
import { HOUR_CLASSES } from '../../../../../domain/pilot/pilot-record';
import { formatDay } from '../../../lib/pilot-labels';
import type { PilotRecordView } from '../../../lib/pilot-record.api';
import '../../../components/qualification/qualification.css';

const hoursText = (hours: number): string => `${hours.toFixed(1)} hour${hours === 1 ? '' : 's'}`;

function Source({ source, file }: { source: FigureSource; file?: string | null }) {
  return <span className={`qualification-source source-${source}`}>{sourceText(source, file ?? undefined)}</span>;
}

/**
 * What owners' minimums count of the record (issue 40): the declared figures, or those of an imported logbook,
 * with the flights flown on Wingshare and what the FAA file confirms, each figure with where it comes from. Read
 * only: the form below is what the pilot declares.
 */
export function CountedRecord({ record }: { record: PilotRecordView }) {
  const { counted, sources } = record;
  if (!counted || !sources) return null;
  const file = sources.faaFile;
  const classes = HOUR_CLASSES.filter((c) => counted.classHours[c] !== undefined);
  return (
    <section className="pilot-record-flown" aria-labelledby="counted-record">
      <h3 id="counted-record">What owners&apos; minimums count</h3>
      <dl className="pilot-record-flown-list">
        <div>
          <dt>Certificate</dt>
          <dd>
            {counted.certificate ? CERTIFICATE_LABELS[counted.certificate] : 'None recorded'} {counted.certificate && <Source source={sources.certificate} file={file} />}
          </dd>
        </div>
        {counted.ratings.map((r) => (
          <div key={r}>
            <dt>{RATING_LABELS[r]}</dt>
            <dd>
              <Source source={sources.ratings[r] ?? 'declared'} file={file} />
            </dd>
          </div>
        ))}
        <div>
          <dt>Total time</dt>
          <dd>
            {counted.totalHours === null ? 'None recorded' : hoursText(counted.totalHours)} {counted.totalHours !== null && <Source source={sources.totalHours} />}
          </dd>
        </div>
        {classes.map((c) => (
          <div key={c}>
            <dt>{HOUR_CLASS_LABELS[c]}</dt>
            <dd>
              {hoursText(counted.classHours[c] ?? 0)} <Source source={sources.classHours[c] ?? 'declared'} />
            </dd>
          </div>
        ))}
        {counted.flightReview && (
          <div>
            <dt>Last flight review</dt>
            <dd>
              {formatDay(counted.flightReview)} <Source source={sources.flightReview} />
            </dd>
          </div>
        )}
      </dl>
      <p className="field-hint">
        Import your logbook or check your record against the FAA airmen file to turn &ldquo;declared&rdquo; into figures owners can rely on.
      </p>
    </section>
  );
}
