import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CONTACT } from '../../../config/contact';
import { RelatedLinks } from './related-links';
import './info.css';

const AUDIENCES = [
  {
    title: 'Pilots',
    text: 'Rent a plane from an owner at your home field, buy a share, find partners to co-own an aircraft, or join a flying club. Meet other pilots who want to split the cost of flying.',
  },
  {
    title: 'Owners, flight schools and clubs',
    text: 'List your aircraft for rental, share sale, partnership or membership, and reach pilots near your airport who are looking right now. You choose who flies.',
  },
  {
    title: 'Instructors and commercial pilots',
    text: 'Publish a professional profile with your rate, specialties and home airport, so pilots who need training, a checkout or a ferry flight can hire you.',
  },
];

/** /company: who we are, what we do and do not do, how we make money. */
export function AboutPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="About Wingshare"
      lead="We help pilots fly more for less by sharing the aircraft that would otherwise sit in the hangar."
      aside={
        <RelatedLinks
          links={[
            { label: 'Our story', to: '/our-story' },
            { label: 'Our team', to: '/our-team' },
            { label: 'How it works', to: '/how-it-works' },
            { label: 'Investors', to: '/investors' },
            { label: 'Announcements', to: '/announcements' },
          ]}
        >
          <h2>Talk to us</h2>
          <p>
            Wingshare is based in {CONTACT.address}. Call <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a> or email{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
          </p>
        </RelatedLinks>
      }
    >
      <div className="prose">
        <h2>What we do</h2>
        <p>
          Wingshare is a marketplace for sharing aircraft. Owners, flight schools and flying clubs list planes for rental, for the sale of a
          share, for a partnership or for club membership. Pilots search a map of airports for planes, for other pilots to partner with, and
          for professional instructors, then contact them directly.
        </p>
        <p>
          Most aircraft fly far less than they could: the average pilot flies about 3.3 hours a month, while the hangar, the insurance and
          the annual inspection cost the same whether the plane flies or not. Sharing spreads those fixed costs over more hours. Owners
          usually rent 10 to 15% below the local FBO and still cover their costs, and pilots who share typically pay 15 to 20% less than
          renting.
        </p>
      </div>

      <ul className="card-grid three" aria-label="Who Wingshare is for">
        {AUDIENCES.map((a) => (
          <li key={a.title} className="info-card">
            <h3>{a.title}</h3>
            <p>{a.text}</p>
          </li>
        ))}
      </ul>

      <div className="prose">
        <h2>What we do not do</h2>
        <p>
          Wingshare does not broker or vet shares. We do not check pilots, aircraft or listings, we are not a party to your agreement and we
          do not hold or move the money you pay each other. Owners screen the pilots who fly their aircraft, have the final say on who flies,
          and carry the insurance risk. We give both sides the tools to do that well: the{' '}
          <Link to="/seeking">tips for seeking</Link>, the <Link to="/listing">tips for listing</Link>, the{' '}
          <Link to="/insurance">insurance guide</Link> and the <Link to="/documents">sharing documents</Link>.
        </p>

        <h2>How we make money</h2>
        <p>
          Searching and contacting are free. Owners who list aircraft pay a listing subscription of $12 a month, and instructors and
          commercial pilots pay $12 a month for a professional profile; both start with a free month. We also offer agreements for
          renters ($299) and co-owners ($499), and we work with partners such as{' '}
          <Link to="/coflyt">Coflyt</Link> and <Link to="/cirrus">Cirrus Aircraft</Link> who make shared flying easier.
        </p>

        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>An airplane should fly.</strong> A plane that flies regularly is cheaper per hour and usually in better shape than one that
            sits.
          </li>
          <li>
            <strong>Owners decide.</strong> It is your aircraft and your insurance; nobody on Wingshare flies it without your yes.
          </li>
          <li>
            <strong>Straight dealing.</strong> Prices are shown on the listing, contact is direct, and there is no commission on rentals.
          </li>
        </ul>
        <p>
          Read <Link to="/our-story">how Wingshare started</Link> and <Link to="/our-team">who builds it</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
