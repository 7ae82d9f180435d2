import { useEffect, useState } from 'react';
import type { FlightPhotoView } from '../../../../../domain/flight/flight-view';
import { flightPhotoObjectUrl } from '../../../lib/flights.api';

export const PHOTO_LABELS: Record<FlightPhotoView['kind'], string> = {
  hobbs: 'Hobbs',
  tach: 'Tach',
  fuel_gauge: 'Fuel gauges',
  receipt: 'Fuel receipt',
};

/** One flight photo, loaded with the API's header (only the pilot, the owner and staff may see it); a click opens it whole. */
function FlightPhotoThumb({ photo, when }: { photo: FlightPhotoView; when: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    flightPhotoObjectUrl(photo.url, controller.signal).then(
      (url) => {
        made = url;
        setSrc(url);
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [photo.url]);
  const alt = `${PHOTO_LABELS[photo.kind]} at ${when}`;
  return (
    <figure className="flight-photo">
      {src ? (
        <a href={src} target="_blank" rel="noopener noreferrer">
          <img src={src} alt={alt} width={96} height={72} />
        </a>
      ) : (
        <span className="flight-photo-box" role="img" aria-label={failed ? `${alt}: could not be loaded` : `${alt}: loading`} />
      )}
      <figcaption>{PHOTO_LABELS[photo.kind]}</figcaption>
    </figure>
  );
}

/** The photos of a check-out or check-in, as small thumbnails that wrap on a phone. */
export function FlightPhotos({ photos, when }: { photos: readonly FlightPhotoView[]; when: 'check-out' | 'check-in' }) {
  if (photos.length === 0) return null;
  return (
    <div className="flight-photos" role="group" aria-label={`Photos at ${when}`}>
      {photos.map((photo) => (
        <FlightPhotoThumb key={photo.url} photo={photo} when={when} />
      ))}
    </div>
  );
}
