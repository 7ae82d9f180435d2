import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AirportRef } from '../../../../../domain/airport/airport';
import { formatCents } from '../../../../../domain/money/cents';
import type { PartnerProfile } from '../../../../../domain/partner/partner-profile';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useModal } from '../../../hooks/use-modal';
import { useShareLink } from '../../../hooks/use-share-link';
import { ACCOUNT_LINKS } from '../../../config/site-links';
import { getPartners, type PartnerResult } from '../../../lib/partners.api';
import { shareHeading } from '../../../lib/share-view';
import { airportPoint, getListing, getPilot } from '../api/partner-cards.api';
import { fitWords } from '../utils/fit-words';
import { radiusOf } from '../utils/partner-radius';

interface PartnersForYouProps {
  profile: PartnerProfile | null;
  airport: AirportRef | null;
  /** Changes after each save: the matches are asked again. */
  version: number;
  /** The form below, for the no-profile state's link. */
  formId: string;
}

interface Found {
  listings: PartnerResult[];
  /** Pilots forming a partnership only; null when he does not look for them. */
  pilots: PartnerResult[] | null;
}

async function loadPartners(profile: PartnerProfile, airport: AirportRef, signal: AbortSignal): Promise<Found> {
  const centre = await airportPoint(airport, signal).catch(() => null);
  const radiusKm = radiusOf(profile);
  const [listings, pilots] = await Promise.all([
    getPartners({ centre, radiusKm, kind: 'listings' }, signal),
    profile.lookingFor === 'form' ? getPartners({ centre, radiusKm, kind: 'pilots' }, signal) : Promise.resolve(null),
  ]);
  return { listings, pilots };
}

/**
 * "Partners for you" (issue 41): the listings that fit his partner profile best around his home airport
 * and, for a pilot forming a partnership, the other pilots; each card with its score, reasons and cost.
 */
export const PartnersForYou = forwardRef<HTMLElement, PartnersForYouProps>(function PartnersForYou({ profile, airport, version, formId }, ref) {
  return (
    <section ref={ref} className="partners-for-you account-card" aria-labelledby="partners-for-you-heading" tabIndex={-1}>
      <h2 id="partners-for-you-heading" className="account-subtitle">
        Partners for you
      </h2>
      {!profile ? (
        <p className="partners-empty">
          Fill in <a href={`#${formId}`}>your partner profile below</a> and save it: we then show the partnerships, shares and clubs that fit your
          budget, hours and habits, each with the reasons.
        </p>
      ) : !airport ? (
        <p className="partners-empty">
          Choose your home airport on <Link to={ACCOUNT_LINKS.account.to}>your account</Link>: the match looks around it, as far as you would drive.
        </p>
      ) : (
        <Matches profile={profile} airport={airport} version={version} />
      )}
    </section>
  );
});

function Matches({ profile, airport, version }: { profile: PartnerProfile; airport: AirportRef; version: number }) {
  const found = useApiResource(`${airport.id} ${version}`, (signal) => loadPartners(profile, airport, signal));
  if (found.status === 'loading') return <PageLoading label="Finding partners who fit you…" />;
  if (found.status === 'failed') {
    return (
      <>
        <ErrorList errors={[`We could not find your matches. ${found.error}`]} />
        <button type="button" className="button button-secondary button-small" onClick={found.retry}>
          Try again
        </button>
      </>
    );
  }
  const { listings, pilots } = found.data;
  const km = radiusOf(profile);
  return (
    <>
      <p className="partners-area">
        Within {km} km of {airport.locationId}, best fit first.
      </p>
      <h3 className="partners-h3">Listings</h3>
      {listings.length === 0 ? (
        <p className="partners-empty">
          No share, partnership or club listing within {km} km fits you yet. Widen how far you would drive or your budget below, or{' '}
          <Link to="/find?searchTypes=share">look at every plane on the map</Link>.
        </p>
      ) : (
        <ul className="partner-cards">
          {listings.map((result) => (
            <li key={`share-${result.id}`}>
              <ListingCard result={result} />
            </li>
          ))}
        </ul>
      )}
      {pilots && (
        <>
          <h3 className="partners-h3">Pilots to form a partnership with</h3>
          {pilots.length === 0 ? (
            <p className="partners-empty">No other pilot within {km} km who shows his partner profile fits you yet. We look again each time you come back.</p>
          ) : (
            <ul className="partner-cards">
              {pilots.map((result) => (
                <li key={`user-${result.id}`}>
                  <PilotCard result={result} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function FitCard({ title, result, action }: { title: string; result: PartnerResult; action: ReactNode }) {
  const words = fitWords(result.score);
  return (
    <article className="partner-card" aria-label={title}>
      <div className="partner-card-head">
        <h4 className="partner-card-title">{title}</h4>
        <p className={`partner-card-score partner-fit-${words.level}`}>
          {words.label}: {result.score}/100
        </p>
      </div>
      {result.monthlyCostCents !== null && <p className="partner-card-cost">About {formatCents(result.monthlyCostCents)} a month for you</p>}
      <ul className="partner-card-reasons" aria-label="Why">
        {result.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="partner-card-actions">{action}</div>
    </article>
  );
}

function ListingCard({ result }: { result: PartnerResult }) {
  const shareLink = useShareLink();
  const listing = useApiResource(result.id, (signal) => getListing(result.id, signal));
  const title = listing.status === 'ready' && listing.data ? listing.data.title || shareHeading(listing.data) : `Listing ${result.id}`;
  return (
    <FitCard
      title={title}
      result={result}
      action={
        <button type="button" className="button button-secondary button-small" onClick={() => shareLink.open(result.id)}>
          See the listing
        </button>
      }
    />
  );
}

function PilotCard({ result }: { result: PartnerResult }) {
  const { openModal } = useModal();
  const pilot = useApiResource(result.id, (signal) => getPilot(result.id, signal));
  const p = pilot.status === 'ready' ? pilot.data : null;
  const name = p ? `${p.first} ${p.last}`.trim() || 'A pilot' : 'A pilot';
  return (
    <FitCard
      title={name}
      result={result}
      action={
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => openModal('user', { id: result.id, airport: p?.airport ?? null, data: { first: p?.first ?? '', last: p?.last ?? '', avatar: p?.avatar ?? null } })}
        >
          See the pilot
        </button>
      }
    />
  );
}
