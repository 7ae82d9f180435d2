import { useEffect, useState } from 'react';
import { squawkPhotoObjectUrl } from '../../../lib/maintenance.api';

/** One squawk photo, loaded with the API's header (the owner, staff and the reporter may see it); a click opens it whole. */
function SquawkPhoto({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    squawkPhotoObjectUrl(url, controller.signal).then(
      (address) => {
        made = address;
        setSrc(address);
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src ? (
    <a href={src} target="_blank" rel="noopener noreferrer">
      <img src={src} alt={alt} width={96} height={72} />
    </a>
  ) : (
    <span className="maintenance-photo-box" role="img" aria-label={failed ? `${alt}: could not be loaded` : `${alt}: loading`} />
  );
}

export function SquawkPhotos({ photos, title }: { photos: readonly string[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <div className="maintenance-photos" role="group" aria-label={`Photos of ${title}`}>
      {photos.map((url, i) => (
        <SquawkPhoto key={url} url={url} alt={`Photo ${i + 1} of the squawk`} />
      ))}
    </div>
  );
}
