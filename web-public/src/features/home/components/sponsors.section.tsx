import { useId } from 'react';
import { Link } from 'react-router-dom';

/** The partners the spec announces (the Coflyt and Cirrus partnership pages), as text tiles. */
const SPONSORS = [
  {
    name: 'Coflyt',
    kind: 'Maintenance & scheduling',
    text: 'Shared calendars, maintenance tracking and flight logs for co-owned aircraft. Wingshare members get 20% off an annual plan plus 30 days free.',
    to: '/coflyt',
  },
  {
    name: 'Cirrus',
    kind: 'Aircraft maker',
    text: 'The SR series and the Vision Jet: Cirrus partners with Wingshare to help pilots share the cost of flying a modern, safe aircraft.',
    to: '/cirrus',
  },
];

export function SponsorsSection() {
  const headingId = useId();
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>Our partners</h2>
        <p>Companies that help Wingshare pilots fly more.</p>
      </div>
      <ul className="home-sponsors">
        {SPONSORS.map((s) => (
          <li key={s.name} className="home-sponsor">
            <p className="home-sponsor-kind">{s.kind}</p>
            <h3>{s.name}</h3>
            <p>{s.text}</p>
            <Link to={s.to} className="callout-link">
              About the {s.name} partnership <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
