import { useId } from 'react';
import { TESTIMONIALS } from '../../../components/layout/testimonials';

/** What pilots say: the footer carousel's quotes, side by side. */
export function TestimonialsSection() {
  const headingId = useId();
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>Pilots fly more with Wingshare</h2>
      </div>
      {/* A phone scrolls the quotes sideways: the list takes the focus, so a keyboard scrolls it too. */}
      <ul className="home-quotes" tabIndex={0} aria-labelledby={headingId}>
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="home-quote">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                <strong>{t.name}</strong>
                <span>{t.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
