import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CONTACT } from '../../../config/contact';
import { WORK_REQUEST_FORM_URL } from '../content/work-request.content';
import { RelatedLinks } from './related-links';
import './info.css';

const FACTS = [
  { value: '3.3 hrs', label: 'flown by the average pilot a month' },
  { value: '15–20%', label: 'saved by sharing instead of renting' },
  { value: '$12', label: 'a month per listing or professional subscription' },
  { value: '1%', label: 'filing and transaction fee on share transfers' },
];

/** /investors: the business in brief, and the work-request form to reach the founders. */
export function InvestorsPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Investors"
      lead="Wingshare turns idle aircraft into shared ones. Here is the business, and how to reach the founders."
      aside={
        <RelatedLinks
          links={[
            { label: 'About us', to: '/company' },
            { label: 'Our story', to: '/our-story' },
            { label: 'Our team', to: '/our-team' },
            { label: 'Announcements', to: '/announcements' },
          ]}
        />
      }
    >
      <ul className="fact-row" aria-label="Wingshare in numbers">
        {FACTS.map((f) => (
          <li key={f.label}>
            <strong>{f.value}</strong>
            <span>{f.label}</span>
          </li>
        ))}
      </ul>
      <div className="prose">
        <h2>The opportunity</h2>
        <p>
          General aviation runs on aircraft that spend most of their time on the ground. Owners pay for hangars, insurance and inspections
          whether they fly or not; pilots who fly a few hours a month pay flight school rates or stop flying. Sharing fixes both sides, and
          until now it has been arranged by word of mouth.
        </p>
        <h2>The business</h2>
        <ul>
          <li>
            <strong>Subscriptions.</strong> Owners, flight schools and clubs pay $12 a month to list; instructors and commercial pilots pay $12
            a month for a professional profile. Pilots search and contact for free, which keeps both sides of the market growing.
          </li>
          <li>
            <strong>Agreements.</strong> Rental agreements at $299 and co-ownership agreements at $499, sold once per share.
          </li>
          <li>
            <strong>Share liquidity.</strong> A 1% filing and transaction fee when a share changes hands through Wingshare.
          </li>
          <li>
            <strong>Partnerships.</strong> <Link to="/coflyt">Coflyt</Link> for scheduling and maintenance and{' '}
            <Link to="/cirrus">Cirrus Aircraft</Link> for new-aircraft ownership.
          </li>
        </ul>
        <h2>What we do not do</h2>
        <p>
          We do not broker or vet shares, hold customer funds or take on insurance risk. That keeps the model light: no aircraft, no
          inventory, no underwriting.
        </p>
      </div>
      <div className="form-link-box">
        <h2>Talk to the founders</h2>
        <p>
          Send us a note through our request form and we will reply with our deck and numbers, or email{' '}
          <a href={`mailto:${CONTACT.email}?subject=${encodeURIComponent('Investor inquiry')}`}>{CONTACT.email}</a>.
        </p>
        <a className="button button-primary" href={WORK_REQUEST_FORM_URL} target="_blank" rel="noopener noreferrer">
          Open the request form
        </a>
      </div>
    </ContentPage>
  );
}
