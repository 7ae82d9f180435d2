import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CONTACT } from '../../../config/contact';
import { TERMS, TERMS_UPDATED } from '../content/terms.content';
import { LegalDocument } from './legal-document';
import './info.css';

/** /terms: the eighteen sections of the Terms of Service. */
export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Terms of Service"
      lead="The rules for using Wingshare. Please read them: they explain what Wingshare does and, just as important, what it does not do."
    >
      <p className="fine-print">{TERMS_UPDATED}</p>
      <LegalDocument sections={TERMS} label="Terms of Service" />
      <p className="fine-print">
        Questions about these terms? Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>. See also our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </ContentPage>
  );
}
