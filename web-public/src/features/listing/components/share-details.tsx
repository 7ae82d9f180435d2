import type { ReactNode } from 'react';
import { sharePriceLabel } from '../../../../../domain/share/price-display';
import { SHARE_TYPE_LABELS } from '../../../../../domain/share/share-types';
import { normaliseWebUrl } from '../../../../../domain/share/video-links';
import { MONTH_NAMES, usNumber } from '../../../../../domain/text/us-format';
import { RatingSummary } from '../../../components/rating/rating-summary';
import { shareHeading, type ShareView } from '../../../lib/share-view';
import { MediaSlider, type SlideItem } from './media-slider';
import './share-details.css';

/** What the share modal and the wizard's preview show of a listing. */
export type ShareDetailsData = Omit<ShareView, 'id' | 'aircraftId' | 'owner' | 'listDate' | 'updatedAt' | 'isFavorite' | 'canEdit' | 'airport'> & {
  airport: ShareView['airport'] | null;
};

interface ShareDetailsProps {
  share: ShareDetailsData;
  /** The slides when they differ from the stored media (the preview shows photos not uploaded yet). */
  slides?: SlideItem[];
  /** Buttons shown under the price (the modal's actions). */
  actions?: ReactNode;
  /** The calendar and requests (the modal's), after the summary. */
  booking?: ReactNode;
  /** Show year, make and model as a heading (the modal has it as its title already). */
  withHeading?: boolean;
  /** Reviews and questions (the modal's), after the details. */
  community?: ReactNode;
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const number = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? usNumber(value) : '');

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="share-detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The person pilots deal with, as members know each other: not the registry's legal owner name. */
function HostCard({ host }: { host: NonNullable<ShareView['host']> }) {
  const name = host.firstName.trim() || 'The owner';
  const joined = host.memberSince ? new Date(host.memberSince) : null;
  const since = joined && !Number.isNaN(joined.getTime()) ? `${MONTH_NAMES[joined.getUTCMonth()]} ${joined.getUTCFullYear()}` : '';
  return (
    <section className="share-host" aria-label="Your host">
      {host.avatarUrl ? (
        <img className="share-host-photo" src={host.avatarUrl} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="share-host-photo share-host-initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="share-host-name">Hosted by {name}</p>
        {since && <p className="share-host-since">Member since {since}</p>}
        <RatingSummary rating={host.rating} showNone />
      </div>
    </section>
  );
}

/** Photos, the headline facts (airport, tail number, price, type) and every detail the owner filled in. */
export function ShareDetails({ share, slides, actions, booking, withHeading, community }: ShareDetailsProps) {
  const { aircraft } = share;
  const heading = shareHeading(share);
  const airport = share.airport;
  const engine = [text(aircraft.engineManufacturer), text(aircraft.engineModel)].filter(Boolean).join(' ');
  const club = share.type === 'FLIGHT_CLUB';

  return (
    <div className="share-details">
      <MediaSlider items={slides ?? share.media} start={share.defaultMedia} label={heading} />
      <div className="share-summary">
        {withHeading && <h2 className="share-heading">{heading}</h2>}
        <p className="share-type-label">
          {SHARE_TYPE_LABELS[share.type]}
          {!share.isActive && <span className="share-status-badge">DISABLED</span>}
          {share.grounded && <span className="share-status-badge share-grounded-badge">Grounded</span>}
        </p>
        {share.title.trim() && share.title.trim() !== heading && <p className="share-title">{share.title}</p>}
        {share.rating && (
          <p className="share-rating">
            <RatingSummary rating={share.rating} />
          </p>
        )}
        <dl className="share-facts">
          <div>
            <dt>Airport</dt>
            <dd>
              {airport ? (
                <>
                  <strong>{airport.locationId}</strong>
                  {[airport.facility, airport.city, airport.state].filter(Boolean).length > 0 &&
                    ` · ${[airport.facility, [airport.city, airport.state].filter(Boolean).join(', ')].filter(Boolean).join(', ')}`}
                </>
              ) : (
                'Not chosen yet'
              )}
            </dd>
          </div>
          {text(aircraft.tailNumber) && (
            <div>
              <dt>Tail number</dt>
              <dd>{aircraft.tailNumber}</dd>
            </div>
          )}
          <div>
            <dt>Price</dt>
            <dd className="share-price">{sharePriceLabel(share)}</dd>
          </div>
        </dl>
        {share.host && <HostCard host={share.host} />}
        {actions}
      </div>
      {booking}
      {text(share.description) && (
        <section className="share-section" aria-label="Description">
          <p className="share-description">{share.description}</p>
        </section>
      )}
      <dl className="share-detail-list">
        <Detail term="Business name">{text(share.businessName)}</Detail>
        <Detail term="Club name">{club ? text(share.clubName) : ''}</Detail>
        <Detail term="Club representative">{club ? text(share.clubRepName) : ''}</Detail>
        <Detail term="Members">{club ? number(share.clubMemberSize) : ''}</Detail>
        <Detail term="Aircraft in the club">{club ? number(share.clubNumAircrafts) : ''}</Detail>
        <Detail term="Club website">{club && text(share.clubWebsiteUrl) ? <ExternalLink href={share.clubWebsiteUrl} /> : ''}</Detail>
        <Detail term="Club email">{club && text(share.clubEmail) ? <a href={`mailto:${share.clubEmail}`}>{share.clubEmail}</a> : ''}</Detail>
        <Detail term="Club phone">{club ? text(share.clubPhone) : ''}</Detail>
        <Detail term="Desired number of pilots">
          {share.type === 'PARTNERSHIP_REQUEST_TO_PURCHASE' ? number(share.desiredNumberOfPilots) : ''}
        </Detail>
        <Detail term="Wet or dry">{share.ratePerHour ? (share.isWet ? 'Wet (fuel included)' : 'Dry') : ''}</Detail>
        <Detail term="Make">{text(aircraft.make)}</Detail>
        <Detail term="Model">{text(aircraft.model)}</Detail>
        <Detail term="Year">{aircraft.year ? String(aircraft.year) : ''}</Detail>
        <Detail term="Serial">{text(aircraft.serial)}</Detail>
        <Detail term="Engine hours">{number(aircraft.engineHours)}</Detail>
        <Detail term="Engine">{engine}</Detail>
        <Detail term="Classification">{text(aircraft.classification)}</Detail>
        <Detail term="Categories">{aircraft.categories.join(', ')}</Detail>
        <Detail term="Aircraft tags">{aircraft.tags.join(', ')}</Detail>
        <Detail term="Instrument rating required">{aircraft.instrumentRatingRequired ? 'Yes' : ''}</Detail>
        <Detail term="Equipment">{text(aircraft.equipment)}</Detail>
        <Detail term="Avionics">{text(aircraft.avionics)}</Detail>
        <Detail term="Interior">{text(aircraft.interior)}</Detail>
        <Detail term="Exterior">{text(aircraft.exterior)}</Detail>
        <Detail term="Additional notes">{text(aircraft.comments)}</Detail>
        <Detail term="Website">{text(share.url) ? <ExternalLink href={share.url} /> : ''}</Detail>
        <Detail term="Preferred flight instructor">
          {[text(share.preferredInstructorName), text(share.preferredInstructorEmail)].filter(Boolean).join(' · ')}
        </Detail>
      </dl>
      {community}
    </div>
  );
}

/** Owners type links without a scheme; only http(s) links are made clickable. */
function ExternalLink({ href }: { href: string }) {
  const url = normaliseWebUrl(href);
  if (!url) return <>{href}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </a>
  );
}
