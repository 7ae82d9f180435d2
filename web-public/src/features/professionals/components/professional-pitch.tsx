import { useModal } from '../../../hooks/use-modal';

/** The Professional tab of an account without a profile: what one is, and the way to make one. */
export function ProfessionalPitch() {
  const { openModal } = useModal();
  return (
    <div className="account-card professional-pitch">
      <p>
        You do not have a professional profile yet. Flight instructors and commercial pilots publish a card with their
        rate, airport and specialties, so pilots near them can find and hire them.
      </p>
      <button type="button" className="button button-accent" onClick={() => openModal('instructor-signup')}>
        Sign up as a professional
      </button>
    </div>
  );
}
