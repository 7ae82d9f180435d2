import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CONTACT } from '../../../config/contact';
import { PRIVACY } from '../content/privacy.content';
import { LegalDocument } from './legal-document';
import './info.css';

/** /privacy: the Privacy Policy, with the content-complaint process. */
export function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Privacy Policy"
      lead="What we collect, why we collect it, who can see it, and how to make a complaint about content on Wingshare."
    >
      <LegalDocument sections={PRIVACY} label="Privacy Policy" />
      <div className="panel">
        <h2>Contact us about privacy</h2>
        <p>
          Email <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, call <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>, or use
          the <Link to="/feedback">feedback form</Link>. Wingshare is based in {CONTACT.address}. See also our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
