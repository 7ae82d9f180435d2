import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PROFESSIONAL_ROLES } from '../../../../../domain/options';
import { ASK_FOR_RATE, formatMoney } from '../../../../../domain/share/price-display';
import { ErrorList } from '../../../components/form/error-list';
import { MessageButton } from '../../../components/messaging/message-button';
import { RatingSummary } from '../../../components/rating/rating-summary';
import { Spinner } from '../../../components/spinner';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useSession } from '../../../hooks/use-session';
import { signupReasons } from '../../../lib/signup-reasons';
import { userReviews } from '../../../lib/reviews.api';
import { errorMessages } from '../../../lib/api-client';
import type { InstructorView } from '../../../lib/instructor-view';
import { setInstructorFavorite } from '../api/instructor-favorite.api';
import { professionalMailto } from '../utils/contact-mail';
import { ContactActions } from './contact-actions';
import { PersonAvatar } from './person-avatar';
import { ProfileDetails, type ProfileFact } from './profile-details';

/** The modal reads "$85 per hour" (spec 2); cards use the shorter "$85 / hour". */
export const modalRateLabel = (rate: number | null): string => (rate && rate > 0 ? `${formatMoney(rate)} per hour` : ASK_FOR_RATE);

interface InstructorProfileProps {
  instructor: InstructorView;
  onChanged: (instructor: InstructorView) => void;
}

/** GET /instructor/:id carries the rating; a profile from a list does not, so it is asked of the reviews. */
function ProfessionalRating({ instructor }: { instructor: InstructorView }) {
  const given = instructor.rating !== undefined;
  const asked = useApiResource(given ? null : instructor.userId, (signal) => userReviews(instructor.userId, 1, undefined, 1, signal), {
    initial: given ? { items: [], rating: instructor.rating ?? null, total: 0, page: 1, perPage: 1 } : undefined,
  });
  if (asked.status !== 'ready') return null;
  return <RatingSummary rating={asked.data.rating} showNone />;
}

/** A professional in full (spec 2 "Instructor modal"): contact, favourite, about and the facts. */
export function InstructorProfile({ instructor, onChanged }: InstructorProfileProps) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const role = PROFESSIONAL_ROLES.find((r) => r.isCommercial === instructor.isCommercial)?.label;
  const askToSignUp = useAskToSignUp();

  const toggleFavorite = async () => {
    // A visitor saves once he has an account (issue 34), asked with the reason.
    if (!user) return askToSignUp(signupReasons.saveProfessional);
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const { isFavorite } = await setInstructorFavorite(instructor.id, !instructor.isFavorite);
      onChanged({ ...instructor, isFavorite });
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  const facts: ProfileFact[] = [
    ['Airport', `${instructor.airport.locationId} - ${instructor.airport.facility}`],
    ['City', instructor.airport.city],
    ['State', instructor.airport.state],
    ['Specialties', instructor.tags.join(', ')],
  ];

  return (
    <div className="instructor-profile">
      <div className="profile-head">
        <PersonAvatar avatar={instructor.avatar} className="profile-avatar" />
        <div className="profile-summary">
          {role && <p className="profile-role">{role}</p>}
          {instructor.businessName && <p className="profile-business">{instructor.businessName}</p>}
          <p className="profile-rate">{modalRateLabel(instructor.ratePerHour)}</p>
          <ProfessionalRating instructor={instructor} />
        </div>
      </div>

      <ContactActions
        email={instructor.email}
        mailto={instructor.email ? professionalMailto(instructor.email, instructor.first) : ''}
        message={!instructor.canEdit && <MessageButton to={{ userId: instructor.userId }} recipient={instructor.first} />}
      >
        {user?.id !== instructor.userId && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void toggleFavorite()}
            disabled={busy}
            aria-busy={busy}
            aria-pressed={instructor.isFavorite}
          >
            {busy && <Spinner />}
            {instructor.isFavorite ? 'Remove from Favorites' : 'Add to Favorites'}
          </button>
        )}
      </ContactActions>
      <ErrorList errors={errors} />

      <ProfileDetails about={instructor.about} facts={facts} bio={instructor.bio} />
      {instructor.canEdit && (
        <p className="profile-own">
          This is your profile. <Link to="/account/professional">Edit your professional profile</Link>
        </p>
      )}
    </div>
  );
}
