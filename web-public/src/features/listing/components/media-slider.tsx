import { useRef, useState, type PointerEvent } from 'react';
import { embedUrl } from '../../../../../domain/share/video-links';
import type { MediaItem } from '../../../../../domain/share/share';
import { DefaultPlaneImage } from '../../../components/share-card/default-plane-image';
import { StoredImage } from '../../../components/stored-image/stored-image';

/** Spec 9: the share slider uses the carousel's swipe threshold of 100 px. */
const SWIPE_DISTANCE = 100;

export type SlideItem = MediaItem & { rotate?: number };

/** The stage is the share modal's column (share-details.css): the width less the modal's padding on a phone, at most 700 px. */
const SLIDE_SIZES = '(max-width: 780px) calc(100vw - 4.5rem), 700px';
/** The stage's 16:10, for a photo whose size is not known yet (one chosen but not uploaded). */
const SLIDE_BOX = { width: 1024, height: 640 };

interface MediaSliderProps {
  items: readonly SlideItem[];
  /** The slide shown first (the default photo). */
  start?: number;
  /** Names the photos for screen readers ("Photo 2 of 3 of …"). */
  label: string;
}

function Slide({ item, label }: { item: SlideItem; label: string }) {
  if (item.type === 'image') {
    const turned = item.rotate ? { transform: `rotate(${item.rotate}deg)` } : undefined;
    // Only the slide shown is in the page, and it is seen at once: the first is the listing page's largest paint.
    return (
      <StoredImage
        image={item}
        sizes={SLIDE_SIZES}
        box={SLIDE_BOX}
        alt={label}
        loading="hero"
        style={turned}
        className={item.rotate === 90 || item.rotate === 270 ? 'slide-quarter' : undefined}
      />
    );
  }
  const embed = embedUrl(item);
  if (embed) {
    return (
      <iframe
        src={embed}
        title={label}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className="slide-link">
      <a href={item.url} target="_blank" rel="noopener noreferrer">
        Watch the video<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <span className="slide-link-url">{item.url}</span>
    </div>
  );
}

/** Photos and videos of a listing, one at a time, with previous / next and swipe (no autoplay). */
export function MediaSlider({ items, start = 0, label }: MediaSliderProps) {
  const [index, setIndex] = useState(() => (start >= 0 && start < items.length ? start : 0));
  const swipeFrom = useRef<number | null>(null);
  const count = items.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  if (count === 0) {
    return (
      <div className="media-slider media-slider-empty">
        <DefaultPlaneImage />
      </div>
    );
  }

  const go = (step: number) => setIndex((i) => (Math.min(i, count - 1) + step + count) % count);
  const item = items[current];
  const slideLabel = `${item.type === 'image' ? 'Photo' : 'Video'} ${current + 1} of ${count} of ${label}`;

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const distance = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
  };

  return (
    <div
      className="media-slider"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos and videos of ${label}`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div className="media-slider-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} aria-live="polite">
        <Slide key={`${current}-${item.url}`} item={item} label={slideLabel} />
      </div>
      {count > 1 && (
        <div className="media-slider-controls">
          <button type="button" className="media-slider-button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous photo</span>
          </button>
          <span className="media-slider-count">
            {current + 1} / {count}
          </span>
          <button type="button" className="media-slider-button" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next photo</span>
          </button>
        </div>
      )}
    </div>
  );
}
