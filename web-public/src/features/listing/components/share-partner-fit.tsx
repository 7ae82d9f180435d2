import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../../../domain/money/cents';
import { usNumber } from '../../../../../domain/text/us-format';
import { listingFit } from '../../../../../domain/partner/partner-fit';
import { isPartnerListingType, MAX_HOURS_PER_YEAR } from '../../../../../domain/partner/partner-profile';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useSession } from '../../../hooks/use-session';
import { getPartnerProfile, getShareFit, PARTNER_PROFILE_PATH, type ShareFit } from '../../../lib/partners.api';
import type { ShareView } from '../../../lib/share-view';

type FitAnswer = { kind: 'no-profile' } | { kind: 'fit'; fit: ShareFit } | { kind: 'no-fit'; message: string };

/**
 * The caller's fit, that he has no partner profile to match with yet, or why there is no fit to work out
 * (the server's 409: the owner has not described the group, he has no home airport).
 */
async function loadFit(shareId: number, signal: AbortSignal): Promise<FitAnswer> {
  const profile = await getPartnerProfile(signal);
  if (!profile) return { kind: 'no-profile' };
  try {
    return { kind: 'fit', fit: await getShareFit(shareId, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { kind: 'no-fit', message: error.message };
    throw error;
  }
}

/**
 * The share modal's match line (issue 41) on share-purchase, partnership and club listings, for a signed-in
 * pilot who is not its owner: "Fits you: 82/100", the reasons behind a disclosure and what he would pay a
 * month at his hours; without a partner profile, the way to fill one.
 */
export function SharePartnerFit({ share }: { share: ShareView }) {
  const { user } = useSession();
  if (!user || !isPartnerListingType(share.type) || share.canEdit || user.id === share.owner.id) return null;
  return <FitLine share={share} userId={user.id} />;
}

function FitLine({ share, userId }: { share: ShareView; userId: number }) {
  const answer = useApiResource(`${share.id} ${userId} ${share.updatedAt}`, (signal) => loadFit(share.id, signal));
  return (
    <section className="share-partner-fit" aria-label="Partner fit">
      {answer.status === 'loading' && (
        <p className="share-partner-fit-line">
          <Spinner /> Checking how it fits you…
        </p>
      )}
      {answer.status === 'failed' && (
        <>
          <ErrorList errors={[`We could not match this listing with your partner profile. ${answer.error}`]} />
          <button type="button" className="button button-secondary button-small" onClick={answer.retry}>
            Try again
          </button>
        </>
      )}
      {answer.status === 'ready' && answer.data.kind === 'no-profile' && (
        <p className="share-partner-fit-line">
          See how this {share.type === 'FLIGHT_CLUB' ? 'club' : 'partnership'} fits your budget, hours and habits:{' '}
          <Link to={PARTNER_PROFILE_PATH}>fill in your partner profile</Link>.
        </p>
      )}
      {answer.status === 'ready' && answer.data.kind === 'no-fit' && <p className="share-partner-fit-line">Partner fit: {answer.data.message}</p>}
      {answer.status === 'ready' && answer.data.kind === 'fit' && <FitDetails fit={answer.data.fit} />}
    </section>
  );
}

/**
 * His fit, and "What if I flew ... hours a year": the same domain function the server ran (listingFit), run
 * here on what the server read with his hours changed, at once as he types (nothing is saved).
 */
function FitDetails({ fit: answer }: { fit: ShareFit }) {
  const asked = answer.inputs.pilot.profile.hoursPerYear;
  const [hours, setHours] = useState(String(asked));
  const hoursId = useId();
  const typed = /^\d{1,4}$/.test(hours.trim()) ? Number(hours.trim()) : null;
  const usable = typed !== null && typed <= MAX_HOURS_PER_YEAR;
  const trying = usable && typed !== asked;
  const { pilot, listing } = answer.inputs;
  const fit = trying ? listingFit({ ...pilot, profile: { ...pilot.profile, hoursPerYear: typed } }, listing) : answer;
  return (
    <>
      <p className={`share-partner-fit-line ${fit.passes ? 'fits' : 'does-not-fit'}`} role="status">
        <strong>{fit.passes ? `Fits you: ${fit.score}/100` : 'Does not fit you'}</strong>
        {fit.monthlyCostCents !== null && <span className="share-partner-fit-cost"> · about {formatCents(fit.monthlyCostCents)} a month for you</span>}
        {trying && <span className="share-partner-fit-cost"> at {typed} hours a year</span>}
      </p>
      {fit.reasons.length > 0 && (
        <details className="share-partner-fit-reasons">
          <summary>Why</summary>
          <ul>
            {fit.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </details>
      )}
      <p className="share-partner-fit-whatif">
        <label htmlFor={hoursId}>What if I flew</label>{' '}
        <input
          id={hoursId}
          className="share-partner-fit-hours"
          inputMode="numeric"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          aria-invalid={usable ? undefined : true}
          aria-describedby={usable ? undefined : `${hoursId}-error`}
          size={5}
        />{' '}
        hours a year
        {!usable && (
          <span id={`${hoursId}-error`} className="field-error">
            {' '}A whole number of hours from 0 to {usNumber(MAX_HOURS_PER_YEAR)}.
          </span>
        )}
      </p>
      <p className="share-partner-fit-edit">
        <Link to={PARTNER_PROFILE_PATH}>Change my partner profile</Link>
      </p>
    </>
  );
}
