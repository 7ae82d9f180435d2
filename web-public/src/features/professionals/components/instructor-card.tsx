import { useId } from 'react';
import { instructorRateLabel } from '../../../../../domain/share/price-display';
import { MessageButton } from '../../../components/messaging/message-button';
import { useModal } from '../../../hooks/use-modal';
import type { ImageLoading } from '../../../components/stored-image/stored-image';
import { personName, type InstructorView } from '../../../lib/instructor-view';
import { PersonAvatar } from './person-avatar';
import '../../../components/card/card.css';
import './professionals.css';

/**
 * A professional in a grid: picture, name, business, rate, where and specialties. Opening it shows the
 * instructor modal, to visitors too (issue 34: they read profiles before signing up).
 */
export function InstructorCard({ instructor, imageLoading }: { instructor: InstructorView; imageLoading?: ImageLoading }) {
  const { openModal } = useModal();
  const nameId = useId();
  const name = personName(instructor);
  const place = [instructor.airport.city, instructor.airport.state].filter(Boolean).join(', ');

  const onOpen = () => openModal('instructor', { instructor });

  return (
    <article className="card instructor-card" aria-labelledby={nameId}>
      <PersonAvatar avatar={instructor.avatar} className="instructor-card-avatar" size={96} loading={imageLoading} />
      <div className="instructor-card-body">
        <h3 id={nameId} className="instructor-card-name">
          <button type="button" className="card-open" onClick={onOpen}>
            {name}
          </button>
        </h3>
        {instructor.businessName && <p className="instructor-card-business">{instructor.businessName}</p>}
        <p className="instructor-card-rate">{instructorRateLabel(instructor.ratePerHour)}</p>
        <p className="instructor-card-place">
          {instructor.airport.locationId}
          {place && ` · ${place}`}
        </p>
        {instructor.tags.length > 0 && (
          <ul className="tag-list" aria-label="Specialties">
            {instructor.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        {!instructor.canEdit && (
          <div className="card-actions">
            <MessageButton to={{ userId: instructor.userId }} recipient={instructor.first} label={`Message ${instructor.first || 'them'}`} className="button button-secondary button-small" />
          </div>
        )}
      </div>
    </article>
  );
}
