import { useId } from 'react';
import { instructorRateLabel } from '../../../../../domain/share/price-display';
import { DefaultAvatar } from '../../../components/layout/default-avatar';
import { StoredImage } from '../../../components/stored-image/stored-image';
import { personName, type InstructorView } from '../../../lib/instructor-view';
import '../../../components/card/card.css';

/** A professional in a frame: picture, name, business, rate and airport; the link opens the directory in the top window. */
export function FrameInstructorCard({ instructor }: { instructor: InstructorView }) {
  const nameId = useId();
  const place = [instructor.airport.city, instructor.airport.state].filter(Boolean).join(', ');
  return (
    <article className="card frame-instructor" aria-labelledby={nameId}>
      <span className="frame-instructor-avatar" aria-hidden="true">
        {instructor.avatar?.url ? <StoredImage image={instructor.avatar} sizes="56px" box={{ width: 56, height: 56 }} alt="" /> : <DefaultAvatar />}
      </span>
      <div className="frame-instructor-body">
        <h3 id={nameId} className="frame-instructor-name">
          <a className="card-open frame-card-link" href="/instructors" target="_top">
            {personName(instructor)}
          </a>
        </h3>
        {instructor.businessName && <p className="frame-instructor-business">{instructor.businessName}</p>}
        <p className="frame-instructor-rate">{instructorRateLabel(instructor.ratePerHour)}</p>
        <p className="frame-instructor-place">
          {instructor.airport.locationId}
          {place && ` · ${place}`}
        </p>
      </div>
    </article>
  );
}
