import { useId } from 'react';
import { instructorRateLabel } from '../../../../../domain/share/price-display';
import type { InstructorResultData, SearchAirport, UserResultData } from '../../../../../domain/search/search-result';
import { DefaultAvatar } from '../../../components/layout/default-avatar';
import { MessageButton } from '../../../components/messaging/message-button';
import { StoredImage, type ImageLoading } from '../../../components/stored-image/stored-image';
import { useViewerId } from '../../../hooks/use-session';
import '../../../components/card/card.css';

interface PersonResultCardProps {
  kind: 'user' | 'instructor';
  data: UserResultData | InstructorResultData;
  airport: SearchAirport;
  /** Opens the person's modal. */
  onOpen: () => void;
  /** The person's account: the card offers Message (except on the viewer's own card). */
  userId: number;
  imageLoading?: ImageLoading;
}

/** The picture is 84 px square (find.css). */
const AVATAR_BOX = { width: 84, height: 84 };

/**
 * A pilot or a professional in the results: picture, name, where they fly, a professional's rate. A person
 * is one card: a professional who is also a pilot on the map says both.
 */
export function PersonResultCard({ kind, data, airport, onOpen, userId, imageLoading }: PersonResultCardProps) {
  const nameId = useId();
  const viewerId = useViewerId();
  const name = `${data.first} ${data.last}`.trim() || 'Wingshare pilot';
  const where = [data.city || airport.city, data.state || airport.state].filter(Boolean).join(', ');
  const role = kind === 'user' ? 'Pilot' : (data as InstructorResultData).alsoPilot ? 'Professional and pilot' : 'Professional';

  return (
    <article className={`card person-card person-card-${kind}`} aria-labelledby={nameId}>
      {data.avatar ? (
        <StoredImage className="person-card-avatar" image={data.avatar} sizes="84px" box={AVATAR_BOX} alt="" loading={imageLoading} />
      ) : (
        <DefaultAvatar className="person-card-avatar" />
      )}
      <div className="person-card-body">
        <p className="person-card-role">{role}</p>
        <h3 id={nameId} className="person-card-name">
          <button type="button" className="card-open" onClick={onOpen}>
            {name}
          </button>
        </h3>
        <p className="person-card-where">
          {airport.locationId}
          {where && ` · ${where}`}
        </p>
        {kind === 'instructor' && <p className="person-card-rate">{instructorRateLabel((data as InstructorResultData).ratePerHour)}</p>}
        {viewerId !== userId && (
          <div className="card-actions">
            <MessageButton to={{ userId }} recipient={data.first} label={`Message ${data.first || 'them'}`.trim()} className="button button-secondary button-small" />
          </div>
        )}
      </div>
    </article>
  );
}
