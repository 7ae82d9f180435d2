import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useVisitorPosition } from '../../../components/map/visitor-position';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { usePageMeta } from '../../../lib/page-meta';
import { nearestShares, recentShares } from '../api/home-shares.api';
import { useHomeCounts } from '../hooks/use-home-counts';
import { useShareStrip } from '../hooks/use-share-strip';
import { AlertsTeaserSection } from './alerts-teaser.section';
import { BlogPreviewsSection } from './blog-previews.section';
import { HeroIllustration } from './hero-illustration';
import { HomeMapSection } from './home-map.section';
import { PriceTableSection } from './price-table.section';
import { ShareStripSection } from './share-strip.section';
import { SponsorsSection } from './sponsors.section';
import { TestimonialsSection } from './testimonials.section';
import { MAIN_LINKS } from '../../../config/site-links';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { signupReasons } from '../../../lib/signup-reasons';
import './home.css';
import { usNumber } from '../../../../../domain/text/us-format';

const CALLOUTS = [
  {
    title: 'Planes',
    text: 'Rent by the hour, buy a share, join a partnership or a flying club. Owners, flight schools and clubs list aircraft at airports across the country.',
    link: MAIN_LINKS.findPlanes,
    icon: 'M21 16v-2l-8-5V3.5c0-.83-.67-1.5-1.5-1.5S10 2.67 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z',
  },
  {
    title: 'Pilots',
    text: 'Meet pilots at your home field who want to split the costs of flying. Owners choose who flies, and up to 4 renters need no insurance change.',
    link: { label: 'Meet pilots', to: '/find?searchTypes=user' },
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c.6-4 3.9-7 8-7s7.4 3 8 7z',
  },
  {
    title: 'Professionals',
    text: 'Flight instructors and commercial pilots publish a profile so pilots nearby can hire them for training, checkouts and ferry flights.',
    link: { label: 'Find Professionals', to: '/professionals' },
    forProfessionals: true,
    icon: 'M12 3l9 4-9 4-9-4zm-6 6.5V14c0 2 2.7 4 6 4s6-2 6-4V9.5l-6 2.7z',
  },
];

const FACTS = [
  { value: '15–20%', label: 'less than renting from an FBO' },
  { value: '3.3 hrs', label: 'flown by the average pilot each month' },
  { value: 'Up to 4', label: 'renters on a plane without an insurance change' },
];

/** The home page (spec 1 and 4 "Home"): hero and stats, callouts, the map, recent and nearest planes, partners, quotes, prices, alerts. */
export function HomePage() {
  const counts = useHomeCounts();
  const { user } = useSession();
  const { openModal } = useModal();
  const position = useVisitorPosition();
  usePageMeta({
    title: 'Wingshare: share, rent or co-own aircraft',
    description: 'Find aircraft to rent, share or co-own at airports near you, pilots to split the costs with, and flight instructors. List your plane in minutes.',
    path: '/',
  });
  const recent = useShareStrip(recentShares);
  const nearLoader = useMemo(() => (position ? nearestShares(position) : null), [position?.lat, position?.lng]);
  const nearest = useShareStrip(nearLoader);

  // Listing a plane needs an account: a visitor signs up first, told why, then goes on (spec 4 "Home").
  const askToSignUp = useAskToSignUp();
  const listPlane = (event: { preventDefault: () => void }) => {
    if (user) return;
    event.preventDefault();
    askToSignUp(signupReasons.listPlane, MAIN_LINKS.listPlane.to);
  };

  return (
    <main className="page home">
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow">The aircraft sharing marketplace</p>
            <h1 id="hero-heading">Share, rent or co-own an aircraft and fly more for less.</h1>
            <p className="hero-text">
              Wingshare connects aircraft owners, flight schools and flying clubs with pilots who want to fly. Find a plane at
              your airport, a partner to split the costs, or a professional to fly with.
            </p>
            <div className="hero-actions">
              <Link className="button button-accent" to={MAIN_LINKS.findPlanes.to}>
                Search for Planes
              </Link>
              <Link className="button button-ghost hero-ghost" to={MAIN_LINKS.listPlane.to} onClick={listPlane}>
                List Your Plane
              </Link>
            </div>
            {counts && (
              <dl className="hero-stats">
                <div>
                  <dt>planes listed</dt>
                  <dd>{usNumber(counts.shares)}</dd>
                </div>
                <div>
                  <dt>pilots looking to partner</dt>
                  <dd>{usNumber(counts.users)}</dd>
                </div>
              </dl>
            )}
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="container callouts" aria-label="What you can do on Wingshare">
        {CALLOUTS.map((c) => (
          <article key={c.title} className="callout">
            <span className="callout-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24">
                <path d={c.icon} fill="currentColor" />
              </svg>
            </span>
            <h2>{c.title}</h2>
            <p>{c.text}</p>
            <Link to={c.link.to} className="callout-link">
              {c.link.label} <span aria-hidden="true">→</span>
            </Link>
            {c.forProfessionals && (
              // Instructors manage their profile; others sign up as one (after a free account when signed out).
              <Link to={user?.isInstructor ? '/account/professional' : '/professionals?signup=1'} className="callout-link callout-link-second">
                {user?.isInstructor ? 'Your professional profile' : 'Sign up as a professional'} <span aria-hidden="true">→</span>
              </Link>
            )}
          </article>
        ))}
      </section>

      <HomeMapSection />

      <ShareStripSection
        title="Recently listed planes"
        intro="The newest rentals, shares, partnerships and clubs on Wingshare."
        strip={recent}
        empty={
          <>
            No planes are listed yet. <Link to="/list">List yours</Link> and be the first.
          </>
        }
      />
      <ShareStripSection
        title="Planes near you"
        intro="Listings closest to where you are."
        strip={nearest}
        empty="No planes are listed near you yet."
      />

      <section className="container facts" aria-label="Why share">
        {FACTS.map((f) => (
          <div key={f.value} className="fact">
            <strong>{f.value}</strong>
            <span>{f.label}</span>
          </div>
        ))}
      </section>

      <BlogPreviewsSection />
      <SponsorsSection />
      <TestimonialsSection />
      <PriceTableSection />
      <AlertsTeaserSection />

      {!user && (
        <section className="container home-cta">
          <div>
            <h2>Your next flight starts with a free account</h2>
            <p>Get alerts when planes are listed at your airports and keep track of the shares you like.</p>
          </div>
          <button type="button" className="button button-primary" onClick={() => openModal('signup')}>
            Create a free account
          </button>
        </section>
      )}
    </main>
  );
}
