import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CIRRUS, COFLYT } from '../content/partners.content';
import './info.css';

const CARDS = [
  {
    to: '/coflyt',
    kind: 'Partnership',
    title: `Wingshare partners with ${COFLYT.name}`,
    text: `The maintenance and scheduling app for shared aircraft. Wingshare members get ${COFLYT.discount} plus ${COFLYT.trial} with code ${COFLYT.promoCode}.`,
    cta: 'See the Coflyt offer',
    tone: 'coflyt',
  },
  {
    to: '/cirrus',
    kind: 'Partnership',
    title: `Wingshare partners with ${CIRRUS.name}`,
    text: 'The maker of the SR series and the Vision Jet works with Wingshare so more pilots can share the cost of flying a modern, parachute-equipped aircraft.',
    cta: 'About the Cirrus partnership',
    tone: 'cirrus',
  },
];

/** /announcements: news from Wingshare, led by the two partnership cards. */
export function AnnouncementsPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Announcements"
      lead="News from Wingshare: the partners who help our pilots fly more, and what is new on the site."
      wide
    >
      <ul className="promo-grid" aria-label="Partnership announcements">
        {CARDS.map((card) => (
          <li key={card.to} className={`promo-card promo-${card.tone}`}>
            <p className="promo-kind">{card.kind}</p>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Link className="button button-accent" to={card.to}>
              {card.cta}
            </Link>
          </li>
        ))}
      </ul>
      <section className="info-section prose" aria-labelledby="news">
        <h2 id="news">Also new on Wingshare</h2>
        <ul>
          <li>
            <strong>New-listing alerts.</strong> Add your favourite airports in your account and we email you when a plane is listed at one
            of them.
          </li>
          <li>
            <strong>Professional profiles.</strong> Flight instructors and commercial pilots can publish their rate and specialties on the
            map; the first month is free. <Link to="/professionals">Find professionals</Link>.
          </li>
          <li>
            <strong>Sharing documents.</strong> A free flight time log and an hourly-rate worksheet, and agreements for renters and
            co-owners. <Link to="/documents">Download them</Link>.
          </li>
          <li>
            <strong>Calculators.</strong> Work out what an hour in your aircraft costs with the <Link to="/costcalc">hourly cost
            calculator</Link>, and what sharing it earns with the <Link to="/earningscalc">earnings calculator</Link>.
          </li>
        </ul>
      </section>
    </ContentPage>
  );
}
