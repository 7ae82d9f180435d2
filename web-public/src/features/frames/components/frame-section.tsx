import { useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import type { FrameList } from '../hooks/use-frame-list';

interface FrameSectionProps<T> {
  title: string;
  list: FrameList<T>;
  /** What the list shows, e.g. "planes" in "Loading planes…". */
  noun: string;
  seeMore: string;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => number;
}

/** One list of the embeddable home, with See More opening the full page on Wingshare in the top window. */
export function FrameSection<T>({ title, list, noun, seeMore, render, keyOf }: FrameSectionProps<T>) {
  const headingId = useId();
  return (
    <section className="frame-section" aria-labelledby={headingId}>
      <div className="frame-section-head">
        <h2 id={headingId}>{title}</h2>
        <a className="frame-more" href={seeMore} target="_top">
          See More <span aria-hidden="true">→</span>
        </a>
      </div>
      {list.status === 'loading' && (
        <p className="frame-note" role="status">
          <Spinner /> Loading {noun}…
        </p>
      )}
      {list.status === 'failed' && (
        <p className="frame-note frame-error" role="alert">
          Could not load the {noun}. {list.error}
        </p>
      )}
      {list.status === 'ready' && list.items.length === 0 && <p className="frame-note">No {noun} yet.</p>}
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className="frame-grid">
          {list.items.map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
