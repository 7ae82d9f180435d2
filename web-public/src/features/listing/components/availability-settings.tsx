import { useState, type FormEvent, type ReactNode } from 'react';
import type { OpenHours } from '../../../../../domain/booking/availability';
import { formatLocalPeriod, formatMinuteOfDay, parseAirportTime, WEEKDAY_NAMES } from '../../../../../domain/booking/local-time';
import { FeedAddress } from '../../../components/feed-address/feed-address';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import type { AvailabilityView } from '../../../lib/booking-view';
import { addBlock, clearGrounding, getAvailability, groundAircraft, removeBlock, resetShareFeed, updateAvailability } from '../../../lib/bookings.api';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import './availability-settings.css';

interface Props {
  availability: AvailabilityView;
  onChanged: (availability: AvailabilityView) => void;
  /** Parts shown after the rules (a rental's billing rules). */
  children?: ReactNode;
}

type Busy = 'hours' | 'block' | 'ground' | number | null;

const RULE_FIELDS = ['openHours', 'minMinutes', 'maxMinutes', 'noticeMinutes', 'maxDaysAhead', 'maxFutureBookings', 'rules', 'timeZone'];
const toTime = (m: number) => (m >= 1440 ? '00:00' : formatMinuteOfDay(m));
const fromTime = (t: string, closing: boolean) => {
  const [h, m] = t.split(':').map(Number);
  const minutes = (h ?? NaN) * 60 + (m ?? NaN);
  return closing && minutes === 0 ? 1440 : minutes;
};
const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const minutesOf = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text) * 60));

/**
 * The owner's availability of one listing, in the share modal beside its calendar: weekly open hours,
 * booking rules, a rental's billing rules (children), blocked periods, the grounded switch and the
 * private calendar feed. Each part saves on
 * its own and says so.
 */
export function AvailabilitySettings({ availability: a, onChanged, children }: Props) {
  const zone = a.timeZone;
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState('');
  // Which part the notice is about: it shows under that part's buttons, not above the whole settings.
  const [noticeAt, setNoticeAt] = useState<'hours' | 'blocks' | 'ground'>('hours');
  const noteFor = (part: typeof noticeAt) => <StatusNote text={noticeAt === part ? notice : ''} />;
  // Weekly hours: one stretch per day (the first, if the API holds more).
  const [allDay, setAllDay] = useState(a.openHours.length === 0);
  const [days, setDays] = useState(() =>
    WEEKDAY_NAMES.map((_, day) => {
      const h = a.openHours.find((o) => o.day === day);
      return { open: a.openHours.length === 0 || !!h, from: toTime(h?.from ?? 8 * 60), to: toTime(h?.to ?? 18 * 60) };
    }),
  );
  const [rules, setRules] = useState({
    minMinutes: hours(a.rules.minMinutes), maxMinutes: hours(a.rules.maxMinutes), noticeMinutes: hours(a.rules.noticeMinutes),
    maxDaysAhead: String(a.rules.maxDaysAhead), maxFutureBookings: String(a.rules.maxFutureBookings),
  });
  const [hoursErrors, setHoursErrors] = useState<FormErrors>(NO_ERRORS);
  const [block, setBlock] = useState({ start: '', end: '', reason: '' });
  const [blockErrors, setBlockErrors] = useState<FormErrors>(NO_ERRORS);
  const [groundReason, setGroundReason] = useState('');
  const [groundErrors, setGroundErrors] = useState<FormErrors>(NO_ERRORS);

  const run = async (what: Busy, action: () => Promise<void>, fail: (error: unknown) => void) => {
    if (busy !== null) return;
    setBusy(what);
    setNotice('');
    setNoticeAt(what === 'hours' || what === 'ground' ? what : 'blocks');
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const saveHours = (event: FormEvent) => {
    event.preventDefault();
    const openHours: OpenHours[] = allDay ? [] : days.flatMap((d, day) => (d.open ? [{ day, from: fromTime(d.from, false), to: fromTime(d.to, true) }] : []));
    void run(
      'hours',
      async () => {
        setHoursErrors(NO_ERRORS);
        const next = await updateAvailability(a.shareId, {
          openHours,
          rules: {
            minMinutes: minutesOf(rules.minMinutes), maxMinutes: minutesOf(rules.maxMinutes), noticeMinutes: minutesOf(rules.noticeMinutes),
            maxDaysAhead: Number(rules.maxDaysAhead), maxFutureBookings: Number(rules.maxFutureBookings),
          },
        });
        onChanged({ ...next, icsUrl: a.icsUrl });
        setNotice('Open hours and rules saved. New requests follow them; approved bookings stay.');
      },
      (error) => setHoursErrors(requestErrors(error, RULE_FIELDS)),
    );
  };

  const reload = async () => onChanged(await getAvailability(a.shareId));

  const addBlocked = (event: FormEvent) => {
    event.preventDefault();
    // The times are the airport's: sent as instants with their offset, a skipped hour refused here.
    const instant = (text: string, which: 'start' | 'end') => {
      const parsed = text ? parseAirportTime(text, zone) : null;
      if (parsed?.ok) return parsed.instant.toISOString();
      throw new FieldProblem(which, parsed?.reason === 'gap' ? `The ${which} does not exist in ${zone}: the clocks skip that hour.` : `Choose when the blocked period ${which === 'start' ? 'starts' : 'ends'}.`);
    };
    void run(
      'block',
      async () => {
        setBlockErrors(NO_ERRORS);
        await addBlock(a.shareId, { start: instant(block.start, 'start'), end: instant(block.end, 'end'), reason: block.reason });
        setBlock({ start: '', end: '', reason: '' });
        await reload();
        setNotice('Period blocked. Pilots see it as blocked and cannot ask for it.');
      },
      (error) =>
        setBlockErrors(error instanceof FieldProblem ? { fields: { [error.field]: [error.message] }, general: [] } : requestErrors(error, ['start', 'end', 'reason'])),
    );
  };

  const unblock = (id: number) =>
    void run(
      id,
      async () => {
        setBlockErrors(NO_ERRORS);
        await removeBlock(a.shareId, id);
        await reload();
        setNotice('Blocked period removed. That time is free again.');
      },
      (error) => setBlockErrors(requestErrors(error, [])),
    );

  const ground = (event: FormEvent) => {
    event.preventDefault();
    void run(
      'ground',
      async () => {
        setGroundErrors(NO_ERRORS);
        const next = a.grounded ? await clearGrounding(a.shareId) : await groundAircraft(a.shareId, groundReason);
        onChanged({ ...next, icsUrl: a.icsUrl });
        setGroundReason('');
        setNotice(a.grounded ? 'Grounding cleared. The plane takes requests again.' : 'The plane is grounded. It takes no requests, and pilots with upcoming bookings get an email.');
      },
      (error) => setGroundErrors(requestErrors(error, ['reason'])),
    );
  };

  const setDay = (day: number, change: Partial<(typeof days)[number]>) => setDays(days.map((d, i) => (i === day ? { ...d, ...change } : d)));

  return (
    <div className="availability-settings">
      <form className="availability-part" onSubmit={saveHours} noValidate aria-labelledby="availability-hours">
        <h3 id="availability-hours">Open hours and rules</h3>
        <p className="field-hint">Times are the airport&apos;s ({zone}). A booking starts and ends within open hours.</p>
        <label className="choice">
          <input type="checkbox" checked={allDay} onChange={(e) => setAllDay(e.target.checked)} /> Open around the clock
        </label>
        {!allDay && (
          <ul className="open-hours" aria-label="Open hours by day">
            {WEEKDAY_NAMES.map((name, day) => (
              <li key={name}>
                <label className="choice">
                  <input type="checkbox" checked={days[day]!.open} onChange={(e) => setDay(day, { open: e.target.checked })} /> {name}
                </label>
                <input type="time" aria-label={`${name} opens`} value={days[day]!.from} disabled={!days[day]!.open} onChange={(e) => setDay(day, { from: e.target.value })} />
                <input type="time" aria-label={`${name} closes`} value={days[day]!.to} disabled={!days[day]!.open} onChange={(e) => setDay(day, { to: e.target.value })} />
              </li>
            ))}
          </ul>
        )}
        {hoursErrors.fields.openHours && <ErrorList errors={hoursErrors.fields.openHours} />}
        <div className="form-row">
          <TextField label="Shortest booking (hours)" type="number" min={0.25} step={0.25} value={rules.minMinutes} onChange={(v) => setRules({ ...rules, minMinutes: v })} errors={hoursErrors.fields.minMinutes} />
          <TextField label="Longest booking (hours)" type="number" min={0.25} step={0.25} value={rules.maxMinutes} onChange={(v) => setRules({ ...rules, maxMinutes: v })} errors={hoursErrors.fields.maxMinutes} />
          <TextField label="Least notice (hours)" type="number" min={0} step={0.25} value={rules.noticeMinutes} onChange={(v) => setRules({ ...rules, noticeMinutes: v })} errors={hoursErrors.fields.noticeMinutes} />
          <TextField label="How far ahead (days)" type="number" min={1} step={1} value={rules.maxDaysAhead} onChange={(v) => setRules({ ...rules, maxDaysAhead: v })} errors={hoursErrors.fields.maxDaysAhead} />
          <TextField label="Future bookings per pilot" type="number" min={1} step={1} value={rules.maxFutureBookings} onChange={(v) => setRules({ ...rules, maxFutureBookings: v })} errors={hoursErrors.fields.maxFutureBookings} />
        </div>
        <ErrorList errors={[...hoursErrors.general, ...(hoursErrors.fields.rules ?? []), ...(hoursErrors.fields.timeZone ?? [])]} />
        <div className="share-action-row">
          <button type="submit" className="button button-primary button-small" disabled={busy !== null} aria-busy={busy === 'hours'}>
            {busy === 'hours' && <Spinner />}
            Save hours and rules
          </button>
        </div>
        {noteFor('hours')}
      </form>

      {children}

      <section className="availability-part" aria-labelledby="availability-blocks">
        <h3 id="availability-blocks">Blocked periods</h3>
        {a.blocks.length === 0 ? (
          <p className="field-hint">None. Block time for maintenance or your own flying.</p>
        ) : (
          <ul className="blocked-periods">
            {a.blocks.map((b) => (
              <li key={b.id}>
                <span>
                  {formatLocalPeriod({ start: new Date(b.start), end: new Date(b.end) }, zone)}
                  {b.reason ? `: ${b.reason}` : ''}
                </span>
                <button type="button" className="button button-secondary button-small" onClick={() => unblock(b.id)} disabled={busy !== null} aria-busy={busy === b.id}>
                  {busy === b.id && <Spinner />}
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="form" onSubmit={addBlocked} noValidate>
          <div className="form-row">
            <TextField label="Blocked from" type="datetime-local" value={block.start} onChange={(v) => setBlock({ ...block, start: v })} errors={blockErrors.fields.start} />
            <TextField label="Blocked until" type="datetime-local" value={block.end} onChange={(v) => setBlock({ ...block, end: v })} errors={blockErrors.fields.end} />
          </div>
          <TextField label="Reason" value={block.reason} onChange={(v) => setBlock({ ...block, reason: v })} errors={blockErrors.fields.reason} placeholder="Annual inspection, own use…" />
          <ErrorList errors={blockErrors.general} />
          <div className="share-action-row">
            <button type="submit" className="button button-secondary button-small" disabled={busy !== null} aria-busy={busy === 'block'}>
              {busy === 'block' && <Spinner />}
              Block this period
            </button>
          </div>
          {noteFor('blocks')}
        </form>
      </section>

      <form className="availability-part" onSubmit={ground} noValidate aria-labelledby="availability-ground">
        <h3 id="availability-ground">Grounded</h3>
        {a.grounded ? (
          <p>
            Grounded since {new Date(a.grounded.since).toISOString().slice(0, 10)}: {a.grounded.reason}
          </p>
        ) : (
          <TextField label="Why is it grounded?" value={groundReason} onChange={setGroundReason} errors={groundErrors.fields.reason} hint="A squawk, an inspection… Pilots see it; those with upcoming bookings get an email." />
        )}
        <ErrorList errors={groundErrors.general} />
        <div className="share-action-row">
          <button type="submit" className={`button button-small ${a.grounded ? 'button-primary' : 'button-danger-outline'}`} disabled={busy !== null} aria-busy={busy === 'ground'}>
            {busy === 'ground' && <Spinner />}
            {a.grounded ? 'Clear grounding' : 'Ground the plane'}
          </button>
        </div>
        {noteFor('ground')}
      </form>

      {a.icsUrl && (
        <section className="availability-part" aria-labelledby="availability-feed">
          <h3 id="availability-feed">This listing in your calendar</h3>
          <FeedAddress url={a.icsUrl} label="Listing calendar feed address" onReset={async () => (await resetShareFeed(a.shareId)).icsUrl} />
        </section>
      )}
    </div>
  );
}

/** A field the browser can refuse before asking (a time the airport's clock skips). */
class FieldProblem extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}
