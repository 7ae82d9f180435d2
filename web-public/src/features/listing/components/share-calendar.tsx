import { useMemo, useState } from 'react';
import { formatMinuteOfDay, zoneAbbreviation } from '../../../../../domain/booking/local-time';
import { asSentence } from '../../../../../domain/text/sentence';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import type { AvailabilityView, CalendarEntryView } from '../../../lib/booking-view';
import { getCalendar } from '../../../lib/bookings.api';
import {
  addDays, compareDates, dateKey, monthWeeks, rangeOf, sameDate, summariseDay, todayAt, whileGrounded, type DaySummary, type LocalDate,
} from '../utils/calendar-grid';
import './share-calendar.css';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const STATUS_WORDS = { closed: 'closed', free: 'free', partly: 'partly taken', full: 'fully taken', grounded: 'grounded, not bookable' } as const;

const dayName = (d: LocalDate, long = false) => {
  const weekday = DAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
  return `${long ? weekday : weekday.slice(0, 3)} ${d.day} ${MONTHS[d.month - 1]!.slice(0, long ? undefined : 3)}`;
};

const span = (from: number, to: number) => `${formatMinuteOfDay(from)}–${formatMinuteOfDay(to)}`;

/**
 * "Booked 09:00–12:00 by Maria Lopez", "Blocked 14:00–16:00 (annual)", names only when the API gives them;
 * "Your request 09:00–12:00, waiting for the owner's answer" for the caller's own pending request.
 */
export function entryText(entry: CalendarEntryView, from: number, to: number): string {
  if (entry.kind === 'blocked') return `Blocked ${span(from, to)}${entry.reason ? ` (${entry.reason})` : ''}`;
  if (entry.kind === 'requested') return `Your request ${span(from, to)}, waiting for the owner's answer`;
  const who = entry.mine ? ' by you' : entry.pilotName ? ` by ${entry.pilotName}` : '';
  return `Booked ${span(from, to)}${who}`;
}

interface ShareCalendarProps {
  availability: AvailabilityView;
  /** Changes when what the calendar shows may have changed (a booking approved, a period blocked). */
  version?: number;
  /** A day was chosen (to start a request on it). */
  onPickDay?: (date: LocalDate, summary: DaySummary<CalendarEntryView>) => void;
}

/**
 * A listing's month and week in the airport's time: free, booked and blocked time. Drawn in the browser
 * only (its parent waits for the availability's answer), since "today" is the browser's clock.
 */
export function ShareCalendar({ availability, version = 0, onPickDay }: ShareCalendarProps) {
  const zone = availability.timeZone;
  const [today] = useState(() => todayAt(zone));
  const [view, setView] = useState<'month' | 'week'>('month');
  const [month, setMonth] = useState({ year: today.year, month: today.month });
  const [weekStart, setWeekStart] = useState(today);

  const first: LocalDate = view === 'month' ? { ...month, day: 1 } : weekStart;
  const days = view === 'month' ? new Date(Date.UTC(month.year, month.month, 0)).getUTCDate() : 7;
  const range = useMemo(() => rangeOf(first, days, zone), [dateKey(first), days, zone]);
  const calendar = useApiResource(`${availability.shareId} ${range.from.toISOString()} ${version}`, (signal) =>
    getCalendar(availability.shareId, range.from, range.to, signal),
  );
  const summaries = useMemo(() => {
    const map = new Map<string, DaySummary<CalendarEntryView>>();
    if (calendar.status !== 'ready') return map;
    for (let i = 0; i < days; i++) {
      const date = addDays(first, i);
      map.set(dateKey(date), whileGrounded(summariseDay(date, calendar.data.entries, calendar.data.openHours, zone), today, calendar.data.grounded));
    }
    return map;
  }, [calendar, days, zone, today]);
  // The calendar's answer says whether it is grounded now; the availability says why.
  const grounded = calendar.status === 'ready' && calendar.data.grounded ? { reason: availability.grounded?.reason ?? '' } : null;

  const move = (step: number) => {
    if (view === 'month') {
      const index = month.year * 12 + month.month - 1 + step;
      setMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
    } else setWeekStart(addDays(weekStart, step * 7));
  };
  const showWeekOf = (date: LocalDate) => {
    setWeekStart(date);
    setView('week');
  };
  const pick = (date: LocalDate) => {
    const summary = summaries.get(dateKey(date));
    if (summary) onPickDay?.(date, summary);
  };
  const title = view === 'month' ? `${MONTHS[month.month - 1]} ${month.year}` : `${dayName(weekStart)} to ${dayName(addDays(weekStart, 6))} ${addDays(weekStart, 6).year}`;
  // The zone's name in the middle of what is shown (the month the clocks change shows one of the two).
  const abbreviation = zoneAbbreviation(new Date((range.from.getTime() + range.to.getTime()) / 2), zone);

  return (
    <div className="share-calendar">
      <div className="calendar-bar">
        <div className="calendar-views" role="group" aria-label="Calendar view">
          <button type="button" className="calendar-view" aria-pressed={view === 'month'} onClick={() => setView('month')}>
            Month
          </button>
          <button type="button" className="calendar-view" aria-pressed={view === 'week'} onClick={() => setView('week')}>
            Week
          </button>
        </div>
        <div className="calendar-nav">
          <button type="button" className="calendar-step" onClick={() => move(-1)} aria-label={view === 'month' ? 'Previous month' : 'Previous week'}>
            ‹
          </button>
          <h3 className="calendar-title" aria-live="polite">
            {title}
          </h3>
          <button type="button" className="calendar-step" onClick={() => move(1)} aria-label={view === 'month' ? 'Next month' : 'Next week'}>
            ›
          </button>
        </div>
      </div>
      <p className="calendar-zone">
        Times are the airport&apos;s: {abbreviation} ({zone}).
      </p>
      {grounded && (
        <p className="calendar-grounded-note" role="note">
          {grounded.reason ? `Grounded: ${asSentence(grounded.reason)}` : 'Grounded.'} No day can be booked until the owner clears it.
        </p>
      )}
      {calendar.status === 'loading' && <PageLoading label="Loading the calendar…" />}
      {calendar.status === 'failed' && (
        <>
          <ErrorList errors={[`We could not load the calendar. ${calendar.error}`]} />
          <button type="button" className="button button-secondary button-small" onClick={calendar.retry}>
            Try again
          </button>
        </>
      )}
      {calendar.status === 'ready' && view === 'month' && (
        <table className="calendar-month">
          <caption className="visually-hidden">
            {title}: free, booked and blocked days. Choose a day to see its week.
          </caption>
          <thead>
            <tr>
              {DAYS.map((d) => (
                <th key={d} scope="col" abbr={d}>
                  {d.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month.year, month.month).map((week, w) => (
              <tr key={w}>
                {week.map((date, i) => {
                  const summary = date && summaries.get(dateKey(date));
                  if (!date || !summary) return <td key={i} />;
                  const past = compareDates(date, today) < 0;
                  const booked = summary.segments.some((s) => s.entry.kind === 'booked');
                  const blocked = summary.segments.some((s) => s.entry.kind === 'blocked');
                  const requested = summary.segments.some((s) => s.entry.kind === 'requested');
                  const label = `${dayName(date, true)}: ${STATUS_WORDS[summary.status]}${booked ? ', booked' : ''}${blocked ? ', blocked' : ''}${requested ? ', your request waiting' : ''}`;
                  return (
                    <td key={i}>
                      <button
                        type="button"
                        className={`calendar-day day-${summary.status}${past ? ' day-past' : ''}${sameDate(date, today) ? ' day-today' : ''}`}
                        aria-label={label}
                        onClick={() => showWeekOf(date)}
                      >
                        <span className="calendar-day-number">{date.day}</span>
                        <span className="calendar-marks" aria-hidden="true">
                          {booked && <span className="mark mark-booked" />}
                          {blocked && <span className="mark mark-blocked" />}
                          {requested && <span className="mark mark-requested" />}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {calendar.status === 'ready' && view === 'week' && (
        <ol className="calendar-week" aria-label={title}>
          {Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)).map((date) => {
            const summary = summaries.get(dateKey(date))!;
            const past = compareDates(date, today) < 0;
            return (
              <li key={dateKey(date)} className={`calendar-week-day day-${summary.status}${past ? ' day-past' : ''}`}>
                <div className="calendar-week-head">
                  <strong>{dayName(date)}</strong>
                  <span className="calendar-open">
                    {summary.status === 'closed' ? 'Closed' : summary.open.map((s) => (s.from === 0 && s.to === 1440 ? 'Open all day' : `Open ${span(s.from, s.to)}`)).join(', ')}
                  </span>
                  {onPickDay && !past && summary.status !== 'closed' && summary.status !== 'full' && summary.status !== 'grounded' && (
                    <button type="button" className="button button-secondary button-small" onClick={() => pick(date)}>
                      Ask for {dayName(date)}
                    </button>
                  )}
                </div>
                {summary.status === 'grounded' && <p className="calendar-grounded">Grounded</p>}
                {summary.segments.length === 0 ? (
                  summary.status !== 'closed' && summary.status !== 'grounded' && <p className="calendar-free">Free</p>
                ) : (
                  <ul className="calendar-entries">
                    {summary.segments.map((s) => (
                      <li key={`${s.entry.kind}${s.entry.start}`} className={`entry entry-${s.entry.kind}`}>
                        {entryText(s.entry, s.from, s.to)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ul className="calendar-legend" aria-label="Legend">
        <li><span className="legend-swatch day-free" /> Free</li>
        <li><span className="legend-swatch day-partly" /> Partly taken</li>
        <li><span className="legend-swatch day-full" /> Taken</li>
        <li><span className="mark mark-booked" /> Booked</li>
        <li><span className="mark mark-blocked" /> Blocked</li>
        {calendar.status === 'ready' && calendar.data.entries.some((e) => e.kind === 'requested') && (
          <li><span className="mark mark-requested" /> Your request</li>
        )}
        {grounded && <li><span className="legend-swatch day-grounded" /> Grounded</li>}
      </ul>
    </div>
  );
}
