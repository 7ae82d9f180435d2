import { useRef, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useSession } from '../../../hooks/use-session';
import { getPartnerProfile } from '../../../lib/partners.api';
import { PartnerProfileForm } from './partner-profile-form';
import { PartnersForYou } from './partners-for-you';
import './partners.css';

const FORM_ID = 'partner-profile';

/**
 * /account/partners (issue 41): "Partners for you" (the listings, and for a pilot forming a partnership the
 * pilots, that fit his partner profile best) above the profile itself.
 */
export function PartnersTabPage() {
  const { user } = useSession();
  const profile = useApiResource(user?.id ?? null, (signal) => getPartnerProfile(signal));
  const [version, setVersion] = useState(0);
  const partners = useRef<HTMLElement>(null);
  const showPartners = () => {
    partners.current?.scrollIntoView({ block: 'start' });
    partners.current?.focus({ preventScroll: true });
  };
  return (
    <section className="partners-page" aria-labelledby="partners-heading">
      <h1 id="partners-heading" className="account-title">
        Partners
      </h1>
      <p className="account-lead">
        Co-ownerships fail over money, hours and habits. Say what you look for, and we match you with partnerships, shares and clubs near your
        home airport, each with the reasons it fits.
      </p>
      {profile.status === 'loading' && <PageLoading label="Loading your partner profile…" />}
      {profile.status === 'failed' && <LoadFailed what="your partner profile" message={profile.error} onRetry={profile.retry} />}
      {profile.status === 'ready' && (
        <>
          <PartnersForYou ref={partners} profile={profile.data} airport={user?.airport ?? null} version={version} formId={FORM_ID} />
          <div id={FORM_ID} className="partners-profile">
            <h2 className="account-subtitle">Your partner profile</h2>
            <PartnerProfileForm
              profile={profile.data}
              onSaved={(saved) => {
                profile.set(saved);
                setVersion((n) => n + 1);
              }}
              onShowPartners={showPartners}
            />
          </div>
        </>
      )}
    </section>
  );
}
