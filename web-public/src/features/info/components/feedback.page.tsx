import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES, contactErrors } from '../../../../../domain/contact/contact-message';
import { ContentPage } from '../../../components/content-page/content-page';
import { ErrorList } from '../../../components/form/error-list';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { CONTACT } from '../../../config/contact';
import { errorMessages } from '../../../lib/api-client';
import { sendFeedback } from '../api/send-feedback.api';
import { RelatedLinks } from './related-links';
import './info.css';

/** How long the thank-you notice stays up (spec 9 "feedback notice 4 s"). */
export const FEEDBACK_NOTICE_MS = 4000;

const EMPTY = { name: '', email: '', phone: '', reason: '' };

/**
 * /feedback: the contact form (spec 4 "Feedback"). A valid message is sent to POST /api/contact; once
 * stored, the fields clear and the thank-you notice shows for 4 seconds. A filled honeypot sends nothing.
 */
export function FeedbackPage() {
  const [fields, setFields] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (honeypot.trim()) return; // a bot: nothing is sent, nothing is said
    const found = contactErrors(fields);
    setErrors(found);
    if (found.length) return;
    setBusy(true);
    try {
      await sendFeedback(fields);
      setFields(EMPTY);
      setThanked(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setThanked(false), FEEDBACK_NOTICE_MS);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentPage
      eyebrow="Company"
      title="Feedback"
      lead="A question, an idea, a problem with a listing? Tell us and a person at Wingshare will get back to you."
      aside={
        <RelatedLinks title="Other ways to reach us" links={[{ label: 'Frequently asked questions', to: '/faq' }, { label: 'Privacy Policy', to: '/privacy' }]}>
          <h2>Call or email</h2>
          <p>
            <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
            <br />
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <p className="muted">To complain about content on the site, include the listing’s link; see the Privacy Policy for how complaints are handled.</p>
        </RelatedLinks>
      }
    >
      <form className="form panel feedback-form" onSubmit={submit} noValidate aria-label="Feedback">
        <div className="form-row">
          <TextField label="Name" value={fields.name} onChange={set('name')} autoComplete="name" required />
          <TextField label="Email" type="email" value={fields.email} onChange={set('email')} autoComplete="email" required />
        </div>
        <TextField label="Phone" type="tel" value={fields.phone} onChange={set('phone')} autoComplete="tel" hint="Optional, if you would rather we call." />
        <TextAreaField label="How can we help?" value={fields.reason} onChange={set('reason')} rows={6} required />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <ErrorList errors={errors} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            Send feedback
          </button>
        </div>
      </form>
      <div className="prose feedback-tips">
        <h2>What helps us help you</h2>
        <ul>
          <li>
            <strong>A problem with a listing or a profile:</strong> paste its link (Copy Listing Link in the listing) and say what is wrong. The
            person who posted it is told and has 48 hours to fix it before our team reviews it.
          </li>
          <li>
            <strong>Your account or subscription:</strong> give your username, never your password. Subscriptions can be cancelled or restarted
            on the Subscription page of your account.
          </li>
          <li>
            <strong>An idea for Wingshare:</strong> tell us what you were trying to do and what would have made it easier.
          </li>
        </ul>
        <p className="muted">
          Wingshare does not broker or vet shares, so we cannot settle disagreements between owners and pilots, but we do act on listings and
          profiles that break our terms.
        </p>
      </div>
      <div className="toast-region" role="status" aria-live="polite">
        {thanked && (
          <div className="toast" data-notice="feedback">
            <p>{CONTACT_MESSAGES.thanks}</p>
            <button type="button" className="toast-close" onClick={() => setThanked(false)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Dismiss</span>
            </button>
          </div>
        )}
      </div>
    </ContentPage>
  );
}
