import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { CIRRUS } from '../content/partners.content';
import { CIRRUS_VIDEO } from '../content/videos.content';
import { ClickToLoadVideo } from './click-to-load-video';
import { RelatedLinks } from './related-links';
import './info.css';

/** /cirrus: the Cirrus Aircraft partnership, a visit button and the video. */
export function CirrusPage() {
  return (
    <ContentPage
      eyebrow="Partnership"
      title="Wingshare and Cirrus Aircraft"
      lead="A modern, parachute-equipped airplane is easier to afford when you share it. Cirrus and Wingshare help pilots do exactly that."
      actions={
        <a className="button button-accent" href={CIRRUS.url} target="_blank" rel="noopener noreferrer">
          Visit Cirrus Aircraft
        </a>
      }
      aside={
        <RelatedLinks
          links={[
            { label: 'Announcements', to: '/announcements' },
            { label: 'Coflyt partnership', to: '/coflyt' },
            { label: 'Hourly cost calculator', to: '/costcalc' },
          ]}
        />
      }
    >
      <ClickToLoadVideo video={CIRRUS_VIDEO} featured />

      <div className="prose">
        <h2>Why Cirrus</h2>
        <p>
          Cirrus builds the SR20, SR22 and SR22T piston aircraft and the Vision Jet. Every one of them carries the Cirrus Airframe Parachute
          System, which lowers the whole aircraft to the ground under a parachute, and a glass cockpit that pilots learn once and use across
          the fleet. They are also expensive to own alone, which makes them natural aircraft to share.
        </p>
        <h2>What the partnership means for you</h2>
        <ul>
          <li>
            <strong>Shared ownership:</strong> owners of new and used Cirrus aircraft list shares and partnerships on Wingshare, and pilots
            looking for one can set up alerts at the airports they fly from.
          </li>
          <li>
            <strong>Transition training:</strong> search Find Professionals for the Cirrus CSIP / Transition specialty to find instructors
            trained to Cirrus standards for your checkout.
          </li>
          <li>
            <strong>Honest numbers:</strong> run the <Link to="/costcalc">hourly cost calculator</Link> with a Cirrus’s insurance, hangar
            and reserves to see how the cost per hour falls with every partner.
          </li>
        </ul>
        <p>
          Cirrus Aircraft is a separate company; purchases, training and service with Cirrus are under its own terms. Ready to look?{' '}
          <Link to="/find?q=Cirrus">Find Cirrus aircraft on the map</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
