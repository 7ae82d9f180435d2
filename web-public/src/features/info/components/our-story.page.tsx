import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { RelatedLinks } from './related-links';
import './info.css';

const MILESTONES = [
  { title: 'Idle airplanes, grounded pilots', text: 'On a perfect flying day most hangar doors stay shut, while pilots nearby cannot find an airplane they can afford.' },
  { title: 'One map for every airport', text: 'Wingshare puts planes, pilots and instructors on one map, so you see who shares what around your home field.' },
  { title: 'Free at launch, then $12 a month', text: 'The site was free for everyone at launch. Today listing costs $12 a month, and searching is still free.' },
  { title: 'Partners who help', text: 'Coflyt for scheduling and maintenance, and Cirrus Aircraft for pilots who want to share a modern airplane.' },
];

/** /our-story: why Wingshare exists. */
export function OurStoryPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Our story"
      lead="Wingshare started with a simple observation: there are more pilots who want to fly than airplanes they can afford, and more airplanes than hours flown in them."
      aside={
        <RelatedLinks
          links={[
            { label: 'About us', to: '/company' },
            { label: 'Our team', to: '/our-team' },
            { label: 'Announcements', to: '/announcements' },
          ]}
        />
      }
    >
      <div className="prose">
        <h2>The problem we kept running into</h2>
        <p>
          Renting from a flight school gets expensive quickly, and the plane you want is often booked on the weekend you want it. Owning an
          aircraft alone is worse value still for most of us: the hangar, the insurance, the annual inspection and the loan cost the same
          whether the plane flies 30 hours a year or 300. The average pilot flies about 3.3 hours a month, so most owned airplanes spend most
          of their lives on the ground.
        </p>
        <p>
          Meanwhile, the answer was already sitting at every airport. Owners wanted someone to help cover the fixed costs. Pilots wanted a
          familiar airplane for less than the FBO charges. Flying clubs wanted members. They just could not find each other, except by word of
          mouth and the notice board in the FBO lobby.
        </p>

        <h2>Putting the notice board on a map</h2>
        <p>
          Wingshare is that notice board, for every airport at once. An owner lists a plane in a few minutes; the tail number fills in the
          aircraft details from the FAA registry. A pilot opens the map, sees the planes, pilots and instructors around their home field, and
          contacts the owner directly. We kept the deal itself between the people who fly: Wingshare does not broker or vet shares, and owners
          keep the final say on who flies their aircraft.
        </p>
      </div>

      <ol className="timeline" aria-label="How Wingshare grew">
        {MILESTONES.map((m) => (
          <li key={m.title}>
            <h3>{m.title}</h3>
            <p>{m.text}</p>
          </li>
        ))}
      </ol>

      <div className="prose">
        <h2>Where we are going</h2>
        <p>
          A share now runs on Wingshare once it starts: requests and bookings on a shared calendar, check-out and check-in with the bill, reviews
          and questions on listings, monthly statements for partnerships and clubs, partner matching and printable flyers for the airport notice
          board. If something would make sharing easier for you, <Link to="/feedback">tell us</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
