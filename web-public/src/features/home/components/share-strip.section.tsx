import { useId, type ReactNode } from 'react';
import { ShareCard } from '../../../components/share-card/share-card';
import { STRIP_CARD_IMAGE_SIZES } from '../../../components/share-card/share-card-layout';
import { Spinner } from '../../../components/spinner';
import type { ShareStrip } from '../hooks/use-share-strip';
import '../../../components/share-card/share-card.css';

interface ShareStripSectionProps {
  title: string;
  intro: ReactNode;
  strip: ShareStrip;
  empty: ReactNode;
}

/** A home list of planes (recent, nearest) with See More: 8 more, for visitors too (issue 34). */
export function ShareStripSection({ title, intro, strip, empty }: ShareStripSectionProps) {
  const headingId = useId();
  const { shares, total, status, error, loadingMore } = strip;

  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>{title}</h2>
        <p>{intro}</p>
      </div>
      {status === 'loading' && (
        <p className="home-note">
          <Spinner /> Loading planes…
        </p>
      )}
      {status === 'ready' && shares.length === 0 && <div className="home-note">{empty}</div>}
      {shares.length > 0 && (
        <ul className="share-grid home-strip" aria-labelledby={headingId}>
          {shares.map((share) => (
            <li key={share.id}>
              <ShareCard share={share} imageSizes={STRIP_CARD_IMAGE_SIZES} />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field-error" role="alert">
          Could not load the planes. {error}
        </p>
      )}
      {shares.length > 0 && shares.length < total && (
        <div className="home-more">
          <button
            type="button"
            className="button button-secondary"
            disabled={loadingMore}
            onClick={() => void strip.more()}
          >
            {loadingMore && <Spinner />}
            See More
          </button>
        </div>
      )}
    </section>
  );
}
