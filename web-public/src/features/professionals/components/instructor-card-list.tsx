import { cardImageLoading } from '../../../components/stored-image/stored-image';
import type { InstructorView } from '../../../lib/instructor-view';
import { InstructorCard } from './instructor-card';

/** The grid of professional cards of the professionals page and the Favorites tab. */
export function InstructorCardList({ instructors, label }: { instructors: InstructorView[]; label: string }) {
  return (
    <ul className="instructor-grid" aria-label={label}>
      {instructors.map((instructor, index) => (
        <li key={instructor.id}>
          <InstructorCard instructor={instructor} imageLoading={cardImageLoading(index)} />
        </li>
      ))}
    </ul>
  );
}
