import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CONTACT } from '../../../config/contact';
import { FAQ } from '../content/faq.content';
import { RelatedLinks } from './related-links';
import './info.css';

/** /faq: thirteen questions, each a disclosure; the first one open. */
export function FaqPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Frequently asked questions"
      lead="What Wingshare does and does not do, what it costs, and how owners and pilots share aircraft."
      aside={
        <RelatedLinks
          links={[
            { label: 'How it works', to: '/how-it-works' },
            { label: 'Insurance', to: '/insurance' },
            { label: 'Sharing documents', to: '/documents' },
            { label: 'Terms of service', to: '/terms' },
          ]}
        >
          <h2>Still have a question?</h2>
          <p>
            Call us at <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>, write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>,
            or use the feedback form.
          </p>
          <Link className="button button-primary button-block" to="/feedback">
            Ask us
          </Link>
        </RelatedLinks>
      }
    >
      <div className="faq-list">
        {FAQ.map((entry, i) => (
          <details key={entry.question} className="faq-item" open={i === 0}>
            <summary>
              <span className="faq-number" aria-hidden="true">
                {i + 1}
              </span>
              {entry.question}
            </summary>
            <div className="faq-answer">
              {entry.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {entry.links && (
                <p className="faq-links">
                  {entry.links.map((link) => (
                    <Link key={link.to} to={link.to}>
                      {link.label} <span aria-hidden="true">→</span>
                    </Link>
                  ))}
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </ContentPage>
  );
}
