import { HOUR_CLASSES } from '../../../../../domain/pilot/pilot-record';
import { HOUR_CLASS_LABELS } from '../../../../../domain/pilot/pilot-labels';
import type { PilotRecordView } from '../../../lib/pilot-record.api';

type Flown = NonNullable<PilotRecordView['flownOnWingshare']>;

const hoursText = (hours: number): string => `${hours.toFixed(1)} hour${hours === 1 ? '' : 's'}`;

/**
 * The hours the pilot flew on Wingshare (closed flights), shown apart from what he declared: he cannot
 * edit them, and owners' minimums count them on top of the declared hours.
 */
export function FlownOnWingshare({ flown }: { flown: Flown | null | undefined }) {
  const classes = flown ? HOUR_CLASSES.filter((c) => (flown.classHours[c] ?? 0) > 0) : [];
  return (
    <section className="pilot-record-flown" aria-labelledby="flown-on-wingshare">
      <h3 id="flown-on-wingshare">Flown on Wingshare</h3>
      {!flown || flown.flights === 0 ? (
        <p className="field-hint">
          No flight closed on Wingshare yet. Each closed flight adds its hours here, kept apart from the hours you declare below; owners&apos;
          minimums count both.
        </p>
      ) : (
        <>
          <p className="pilot-record-flown-total">
            {hoursText(flown.totalHours)} in {flown.flights} flight{flown.flights === 1 ? '' : 's'}
          </p>
          {(classes.length > 0 || flown.makeModelHours.length > 0) && (
            <dl className="pilot-record-flown-list">
              {flown.makeModelHours.map((m) => (
                <div key={m.makeModel}>
                  <dt>{m.makeModel}</dt>
                  <dd>{hoursText(m.hours)}</dd>
                </div>
              ))}
              {classes.map((c) => (
                <div key={c}>
                  <dt>{HOUR_CLASS_LABELS[c]}</dt>
                  <dd>{hoursText(flown.classHours[c] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="field-hint">Recorded from the meters of your closed flights. They are added to your declared hours when owners&apos; minimums are matched.</p>
        </>
      )}
    </section>
  );
}
