import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import './info.css';

interface Step {
  title: string;
  text: string;
}

const LISTING_STEPS: Step[] = [
  { title: 'Create a free account', text: 'Sign up with your email address and set your home airport. Searching and contacting owners is free.' },
  { title: 'Subscribe to list', text: 'The listing subscription is $12 a month, and the first month is free. Cancel any time from your account.' },
  { title: 'Choose the kind of listing', text: 'Private owner rental, share sale, partnership, flight school rental or flying club.' },
  { title: 'Describe the aircraft', text: 'Type the tail number and we fill in the make, model, year and engine from the FAA registry. Add the rate, wet or dry, equipment, avionics and your notes.' },
  { title: 'Place it and add photos', text: 'Pick the airport where the plane is based, upload photos (the first one leads the listing) and add a YouTube or Vimeo video link.' },
  { title: 'Preview and publish', text: 'Optionally name a preferred instructor, check the preview and publish. Edit, disable or enable the listing later from My Planes.' },
];

const SEARCH_STEPS: Step[] = [
  { title: 'Open the map', text: 'Find Planes starts around your location. Type an airport, a city or a state, and zoom out to search up to 2,000 km around it.' },
  { title: 'Narrow it down', text: 'Show planes, pilots or professionals, filter by aircraft category or instructor specialty, search a keyword and sort by distance, price or date listed.' },
  { title: 'Open a listing', text: 'See the photos, rate, airport and aircraft details. Save the ones you like to your favourites.' },
  { title: 'Contact the owner', text: 'Send Email or copy the address, and introduce yourself: your ratings, hours and the flying you plan to do.' },
  { title: 'Set up alerts', text: 'Add your favourite airports under New Listing Alerts and we email you when a plane is listed there.' },
];

const AFTER_MATCH: Step[] = [
  { title: 'Meet at the airplane', text: 'Look at the aircraft together, its logbooks, its annual and any open squawks. Talk about how often each of you wants to fly.' },
  { title: 'Check the insurance', text: 'The owner asks their broker what the policy requires of an added pilot; the pilot considers renter’s (non-owned) coverage.' },
  { title: 'Fly a checkout', text: 'Most owners and insurers want a checkout with an instructor in the make and model. Find one under Find Professionals.' },
  { title: 'Put it in writing', text: 'Agree on rate, hour blocks, scheduling, maintenance, damage and how to leave the share, and sign an agreement.' },
  { title: 'Log every flight', text: 'Record tach and Hobbs times in a shared time log so everyone pays for exactly the hours they fly.' },
];

function Steps({ steps, label }: { steps: Step[]; label: string }) {
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((s) => (
        <li key={s.title}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** /how-it-works: listing steps, search steps, what to do after a match, and the button to list. */
export function HowItWorksPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="How it works"
      lead="Owners list an aircraft in minutes, pilots find it on a map, and the two of you agree the rest directly."
      actions={
        <>
          <Link className="button button-accent" to="/list">
            List your plane
          </Link>
          <Link className="button button-ghost" to="/find">
            Find planes
          </Link>
        </>
      }
      wide
    >
      <section className="info-section" aria-labelledby="how-list">
        <h2 id="how-list">Listing an aircraft</h2>
        <Steps steps={LISTING_STEPS} label="Steps to list an aircraft" />
      </section>
      <section className="info-section" aria-labelledby="how-search">
        <h2 id="how-search">Finding a plane, a partner or an instructor</h2>
        <Steps steps={SEARCH_STEPS} label="Steps to find a plane" />
      </section>
      <section className="info-section" aria-labelledby="how-after">
        <h2 id="how-after">After you find a match</h2>
        <p className="section-intro">
          Wingshare does not broker or vet shares: from here the owner and the pilot decide together. This is what a careful share looks like.
        </p>
        <Steps steps={AFTER_MATCH} label="Steps after a match" />
        <p className="section-intro">
          The <Link to="/documents">sharing documents</Link> have a time log and an hourly-rate worksheet, and the{' '}
          <Link to="/insurance">insurance guide</Link> lists the questions to ask your broker.
        </p>
      </section>
      <section className="cta-band">
        <div>
          <h2>Ready to share your aircraft?</h2>
          <p>Your first month of listing is free. Pilots near your airport are looking today.</p>
        </div>
        <Link className="button button-accent" to="/list">
          List your plane
        </Link>
      </section>
    </ContentPage>
  );
}
