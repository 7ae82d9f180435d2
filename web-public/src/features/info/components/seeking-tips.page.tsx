import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { RelatedLinks } from './related-links';
import './info.css';

const QUESTIONS = [
  'How many pilots fly it now, and how many hours a month does each fly?',
  'How are bookings made, and how far ahead? What happens on busy weekends?',
  'Are hours sold in prepaid blocks (often 5 or 10 hours), and is the rate wet (fuel included) or dry?',
  'What does the insurance require of me: hours, ratings, time in type, a checkout?',
  'When was the last annual? When is the engine due for overhaul, and is the rate putting money aside for it?',
  'Who decides on maintenance and upgrades, and who pays for them?',
  'What happens if the plane is down for maintenance, or if I damage it?',
  'How do I leave the share, and with how much notice?',
];

/** /seeking: tips for pilots looking for a plane, a share or a partner. */
export function SeekingTipsPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Tips for seeking a plane"
      lead="How to find the right aircraft to rent, share or co-own, and how to become the pilot every owner wants to share with."
      actions={
        <Link className="button button-accent" to="/find">
          Search the map
        </Link>
      }
      aside={
        <RelatedLinks
          links={[
            { label: 'Earnings calculator', to: '/earningscalc' },
            { label: 'Hourly cost calculator', to: '/costcalc' },
            { label: 'Insurance', to: '/insurance' },
            { label: 'Sharing documents', to: '/documents' },
            { label: 'Tips for listing', to: '/listing' },
          ]}
        />
      }
    >
      <div className="prose">
        <h2>1. Know the flying you want to do</h2>
        <p>
          A $100 hamburger every other Saturday, an instrument rating, long cross-countries with the family: each points to a different
          aircraft and a different kind of share. The average pilot flies about 3.3 hours a month. If that is you, a rental from a private
          owner or a small share usually beats owning alone; if you fly much more, a partnership may pay off.
        </p>

        <h2>2. Set a budget you can keep</h2>
        <p>
          Sharing typically costs 15 to 20% less than renting, and owners usually price 10 to 15% below the local FBO. Multiply the hourly rate
          by the hours you will really fly, add your share of fixed costs if you are buying in, and keep a reserve for surprises. The{' '}
          <Link to="/costcalc">hourly cost calculator</Link> shows what an owner’s hour really costs.
        </p>

        <h2>3. Search wide, then set alerts</h2>
        <p>
          Start the map at your home airport and zoom out: a plane 30 minutes’ drive away may be worth it. Filter by plane category and
          sort by price or distance. Add your favourite airports to New Listing Alerts, and save the listings you like to your favourites to
          compare them later. Pilots looking for partners show on the map too, if they choose to be discoverable.
        </p>

        <h2>4. Introduce yourself well</h2>
        <p>
          Owners choose who flies their aircraft, and your first email is your application. Say who you are, your certificates and ratings,
          your total time and time in type, where you fly from, how often you expect to fly and what you plan to do with the plane. Fill in
          your profile the same way: credentials, hours and the aircraft you want to fly.
        </p>

        <h2>5. Ask before you agree</h2>
        <ul>
          {QUESTIONS.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>

        <h2>6. Look at the airplane and its records</h2>
        <p>
          Meet at the aircraft. Read the airframe, engine and propeller logbooks, check that the annual is current and the airworthiness
          directives are complied with, and fly with the owner or an instructor before you commit. For a share purchase, pay for a
          pre-buy inspection by a mechanic you choose.
        </p>

        <h2>7. Put it in writing, then be a great partner</h2>
        <p>
          Sign an agreement before the first flight; the <Link to="/documents">sharing documents</Link> page has one for renters and one for
          co-owners. Then log every flight, leave the plane clean and fuelled as agreed, report every squawk, and pay on time. Good partners
          get the weekend slots.
        </p>
      </div>
    </ContentPage>
  );
}
