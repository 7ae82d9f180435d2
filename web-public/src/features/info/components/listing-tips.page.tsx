import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { RelatedLinks } from './related-links';
import './info.css';

/** /listing: tips for owners, schools and clubs listing an aircraft. */
export function ListingTipsPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Tips for listing your plane"
      lead="A listing that answers a pilot’s questions before they ask them gets the right replies. Here is how to write one."
      actions={
        <Link className="button button-accent" to="/list">
          List your plane
        </Link>
      }
      aside={
        <RelatedLinks
          links={[
            { label: 'Hourly cost calculator', to: '/costcalc' },
            { label: 'Earnings calculator', to: '/earningscalc' },
            { label: 'Insurance', to: '/insurance' },
            { label: 'How it works', to: '/how-it-works' },
            { label: 'Tips for seeking', to: '/seeking' },
          ]}
        />
      }
    >
      <div className="prose">
        <h2>Choose the right kind of listing</h2>
        <p>
          A <strong>private owner rental</strong> suits an owner who keeps the aircraft and lets 3 or 4 pilots fly it, usually in prepaid
          blocks of 5 or 10 hours. A <strong>share purchase</strong> sells part of the aircraft, say a third, with a price for that share. A{' '}
          <strong>partnership</strong> finds people to buy an aircraft with you. Flight schools list a <strong>flight school rental</strong>,
          and clubs a <strong>flying club</strong> with their membership details.
        </p>

        <h2>Start with the tail number</h2>
        <p>
          Type the tail number first: Wingshare looks it up in the FAA registry and fills in the make, model, year, serial number and engine,
          so the details are right and you save typing. Only one listing per tail number is allowed.
        </p>

        <h2>Write a title and description pilots can use</h2>
        <ul>
          <li>Make the title say what it is and where: “2004 Cessna 172S at Bowman Field, IFR, 10-hour blocks”.</li>
          <li>
            In the description, give engine time since overhaul, the avionics, when the last annual was, how scheduling works and what the
            insurance asks of pilots.
          </li>
          <li>Tick Instrument rating required if it is, and list the equipment, avionics, exterior and interior in their own fields.</li>
        </ul>

        <h2>Price it to fly</h2>
        <p>
          Work out your real cost per hour with the <Link to="/costcalc">hourly cost calculator</Link>, including reserves for the engine
          overhaul. Pricing 10 to 15% below the local FBO is what most owners on Wingshare do, and it still covers their costs once the
          plane flies more. Say whether the rate is wet (fuel included) or dry. The <Link to="/earningscalc">earnings calculator</Link>{' '}
          shows what 2 or 3 pilots bring in over a year.
        </p>

        <h2>Photos and video</h2>
        <p>
          Upload clear daylight photos in JPEG or PNG: the outside from the front quarter, the panel, the interior, and the aircraft on its
          ramp. The first photo leads the listing and shows on the home page among the recently listed planes, so make it your best; you can
          pick another lead photo at any time. Add a YouTube or Vimeo link to a walk-around or a short flight. Photos are resized and their
          location data removed when you upload them.
        </p>

        <h2>Name a preferred instructor</h2>
        <p>
          If you want new pilots checked out by someone you trust, name your preferred instructor in the listing. Pilots then know whom to call,
          and the instructor knows your aircraft.
        </p>

        <h2>Screen the pilots who reply</h2>
        <p>
          Wingshare does not vet pilots: you decide who flies your aircraft, and you carry the insurance risk. Ask for certificates, the medical
          and logbook totals, check them against your policy, and fly with each new pilot or ask for a checkout with an instructor. The{' '}
          <Link to="/insurance">insurance guide</Link> lists the questions to put to your broker.
        </p>

        <h2>Keep the listing current</h2>
        <p>
          When the share is full, disable the listing from My Planes rather than deleting it; enable it again when a place opens. Update the
          rate and photos after an upgrade, and answer emails quickly: pilots usually write to several owners at once.
        </p>
      </div>
    </ContentPage>
  );
}
