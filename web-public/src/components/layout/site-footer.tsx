import { Link } from 'react-router-dom';
import { CONTACT } from '../../config/contact';
import { COMPANY_LINKS, POPULAR_LOCATIONS, RESOURCE_LINKS } from '../../config/site-links';
import { TestimonialCarousel } from './testimonial-carousel';
import { WingshareLogo } from './wingshare-logo';
import './site-footer.css';

// The footer lists every page of the two header menus, plus the pages reached from them: Our Story
// (beside About Us) and the two partnership pages.
const FOOTER_COMPANY_LINKS = [
  ...COMPANY_LINKS.slice(0, 1),
  { label: 'Our Story', to: '/our-story' },
  ...COMPANY_LINKS.slice(1),
  { label: 'Coflyt Partnership', to: '/coflyt' },
  { label: 'Cirrus Partnership', to: '/cirrus' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <TestimonialCarousel />
        <div className="footer-grid">
          <section className="footer-brand" aria-labelledby="footer-about">
            <h2 id="footer-about" className="footer-logo">
              <WingshareLogo />
              Wingshare
            </h2>
            <p>Share, rent or co-own an aircraft with pilots at your airport. Owners stay in control of who flies.</p>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul className="footer-list">
              <li>
                <span className="footer-label">Call us</span>
                <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
              </li>
              <li>
                <span className="footer-label">Email us</span>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </li>
            </ul>
            <ul className="footer-social" aria-label="Wingshare on social media">
              {CONTACT.social.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-locations">
            <h2 id="footer-locations">Popular locations</h2>
            <ul className="footer-list">
              {POPULAR_LOCATIONS.map((l) => (
                <li key={l.code}>
                  <Link to={`/find?location=${l.code}`}>{l.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-resources">
            <h2 id="footer-resources">Resources</h2>
            <ul className="footer-list">
              {RESOURCE_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company">Company</h2>
            <ul className="footer-list">
              {FOOTER_COMPANY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="footer-legal">
          © {new Date().getFullYear()} Wingshare. Wingshare does not broker or vet shares; owners screen pilots and carry the
          insurance.
        </p>
      </div>
    </footer>
  );
}
