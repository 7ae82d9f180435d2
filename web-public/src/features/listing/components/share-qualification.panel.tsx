import { Link } from 'react-router-dom';
import { EMPTY_RECORD } from '../../../../../domain/pilot/pilot-record';
import { matchQualification } from '../../../../../domain/pilot/qualification-match';
import { PageLoading } from '../../../components/page-loading';
import { QualificationOutcomes, RequirementList } from '../../../components/qualification/qualification-outcomes';
import { ErrorList } from '../../../components/form/error-list';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useSession } from '../../../hooks/use-session';
import { localToday } from '../../../lib/pilot-labels';
import { signupReasons } from '../../../lib/signup-reasons';
import { getQualification } from '../../../lib/pilot-record.api';
import { matchAircraftOf, minimumsOf } from '../../../lib/share-minimums';
import type { ShareView } from '../../../lib/share-view';

const RECORD_LINK = '/account/record';

/**
 * The share modal's "Pilot minimums": for a signed-in pilot his match (the server's, on the airport's
 * day) with what he lacks and the way to his record; for a visitor and the owner the requirements in words.
 */
export function ShareQualificationPanel({ share }: { share: ShareView }) {
  const { user } = useSession();
  // The requirements in words are the match of an empty record: the same labels the pilot sees.
  const requirements = matchQualification(EMPTY_RECORD, minimumsOf(share), matchAircraftOf(share), localToday());
  if (requirements.total === 0) {
    return (
      <section className="share-qualification" aria-label="Pilot minimums">
        <p className="share-qualification-none">No pilot minimums: the owner has set none for this plane.</p>
      </section>
    );
  }
  return (
    <section className="share-qualification" aria-label="Pilot minimums">
      <h2>Pilot minimums</h2>
      {!user ? (
        <VisitorView requirements={requirements} aircraft={share.aircraft} />
      ) : share.canEdit || user.id === share.owner.id ? (
        <>
          <RequirementList qualification={requirements} />
          <p className="share-qualification-note">Pilots see whether they meet these. Change them with Edit.</p>
        </>
      ) : (
        <PilotMatch share={share} userId={user.id} />
      )}
    </section>
  );
}

/** The wizard's preview: the minimums as pilots will read them (the owner sets them on the Minimums step). */
export function MinimumsPreview({ share }: { share: Pick<ShareView, 'minimums' | 'aircraft'> }) {
  const requirements = matchQualification(EMPTY_RECORD, minimumsOf(share), matchAircraftOf(share), localToday());
  return (
    <section className="share-qualification" aria-label="Pilot minimums">
      <h2>Pilot minimums</h2>
      {requirements.total === 0 ? (
        <p className="share-qualification-none">None: any pilot may ask for this plane.</p>
      ) : (
        <>
          <RequirementList qualification={requirements} />
          <p className="share-qualification-note">Pilots will see whether they meet these, and what they lack.</p>
        </>
      )}
    </section>
  );
}

function VisitorView({ requirements, aircraft }: { requirements: ReturnType<typeof matchQualification>; aircraft: ShareView['aircraft'] }) {
  const askToSignUp = useAskToSignUp();
  return (
    <>
      <RequirementList qualification={requirements} />
      <div className="share-qualification-actions">
        <button type="button" className="button button-primary button-small" onClick={() => askToSignUp(signupReasons.qualify(aircraft))}>
          Sign up to see whether you qualify
        </button>
      </div>
    </>
  );
}

function PilotMatch({ share, userId }: { share: ShareView; userId: number }) {
  const match = useApiResource(`${share.id} ${userId} ${share.updatedAt}`, (signal) => getQualification(share.id, signal));
  if (match.status === 'loading') return <PageLoading label="Checking your record…" />;
  if (match.status === 'failed') {
    return (
      <>
        <ErrorList errors={[`We could not check your record against these minimums. ${match.error}`]} />
        <button type="button" className="button button-secondary button-small" onClick={match.retry}>
          Try again
        </button>
      </>
    );
  }
  const q = match.data;
  return (
    <>
      <p className={`share-qualification-summary ${q.qualifies ? 'qualifies' : 'falls-short'}`} role="status">
        {q.summary}
      </p>
      <QualificationOutcomes qualification={q} />
      <p className="share-qualification-actions">
        <Link className="button button-secondary button-small" to={RECORD_LINK}>
          {q.qualifies ? 'See my pilot record' : 'Update my pilot record'}
        </Link>
      </p>
    </>
  );
}
