import { useLongDate } from '../lib/format-date';

/** A <time> with its long US date (the UTC one until the page is hydrated, see useLongDate). */
export function LongDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {useLongDate(iso)}
    </time>
  );
}
