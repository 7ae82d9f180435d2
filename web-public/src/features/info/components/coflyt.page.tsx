import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { COFLYT } from '../content/partners.content';
import { COFLYT_VIDEO } from '../content/videos.content';
import { ClickToLoadVideo } from './click-to-load-video';
import { RelatedLinks } from './related-links';
import './info.css';

/** /coflyt: the Coflyt partnership, its promo code, a visit button and the video. */
export function CoflytPage() {
  return (
    <ContentPage
      eyebrow="Partnership"
      title="Wingshare and Coflyt"
      lead="Coflyt keeps a shared aircraft organised: who flies when, what maintenance is due, and who owes what."
      actions={
        <a className="button button-accent" href={COFLYT.url} target="_blank" rel="noopener noreferrer">
          Visit Coflyt
        </a>
      }
      aside={
        <RelatedLinks
          links={[
            { label: 'Announcements', to: '/announcements' },
            { label: 'Cirrus partnership', to: '/cirrus' },
            { label: 'Sharing documents', to: '/documents' },
          ]}
        />
      }
    >
      <div className="promo-code-box">
        <p className="promo-kind">Wingshare member offer</p>
        <p className="promo-code-line">
          <strong>{COFLYT.discount}</strong> plus <strong>{COFLYT.trial}</strong>
        </p>
        <p>
          Use promo code <code className="promo-code">{COFLYT.promoCode}</code> when you subscribe to Coflyt.
        </p>
      </div>

      <ClickToLoadVideo video={COFLYT_VIDEO} featured />

      <div className="prose">
        <h2>Why we partnered with Coflyt</h2>
        <p>
          Finding a partner is the start of a share, not the end. Once three or four pilots fly the same aircraft, someone has to keep the
          schedule, know when the oil change and the annual are due, and split the bills fairly. Coflyt is an app built for exactly that, for
          owners, partnerships and clubs.
        </p>
        <ul>
          <li>
            <strong>Scheduling:</strong> a shared calendar for the aircraft, so bookings never clash.
          </li>
          <li>
            <strong>Maintenance tracking:</strong> inspections, recurring maintenance and squawks, with reminders before they are due.
          </li>
          <li>
            <strong>Flight logs and costs:</strong> each flight’s tach and Hobbs times, fuel and expenses, split between the people who
            flew.
          </li>
        </ul>
        <h2>How to use the offer</h2>
        <ol>
          <li>Press Visit Coflyt and create your Coflyt account.</li>
          <li>Choose the annual subscription and enter the code {COFLYT.promoCode} at checkout.</li>
          <li>Invite the pilots you share with. Your first 30 days are free.</li>
        </ol>
        <p>
          Coflyt is a separate company with its own terms and prices. Still looking for partners?{' '}
          <Link to="/find">Search the map</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
