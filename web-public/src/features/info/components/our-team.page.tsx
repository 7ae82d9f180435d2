import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { ADVISORS, FOUNDERS, type TeamMember } from '../content/team.content';
import { RelatedLinks } from './related-links';
import './info.css';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

function TeamGrid({ members, label }: { members: TeamMember[]; label: string }) {
  return (
    <ul className="card-grid three" aria-label={label}>
      {members.map((m) => (
        <li key={m.name} className="info-card team-card">
          <span className="team-initials" aria-hidden="true">
            {initials(m.name)}
          </span>
          <h3>{m.name}</h3>
          <p className="team-role">{m.role}</p>
          <p>{m.bio}</p>
        </li>
      ))}
    </ul>
  );
}

/** /our-team: the founders and the advisors. */
export function OurTeamPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Our team"
      lead="Pilots, owners and instructors who build the marketplace they wanted to use themselves."
      wide
    >
      <section className="info-section" aria-labelledby="founders">
        <h2 id="founders">Founders</h2>
        <TeamGrid members={FOUNDERS} label="Founders" />
      </section>
      <section className="info-section" aria-labelledby="advisors">
        <h2 id="advisors">Advisors</h2>
        <p className="section-intro">
          Specialists who keep our guides on insurance, agreements and training accurate. They advise Wingshare; they do not act for owners or
          pilots on the site.
        </p>
        <TeamGrid members={ADVISORS} label="Advisors" />
      </section>
      <section className="info-section split-panels">
        <div className="panel">
          <h2>Work with us</h2>
          <p>
            We are a small team and always glad to hear from pilots who build software, and from flight schools and clubs that want to share
            more of their fleet. <Link to="/feedback">Get in touch</Link>.
          </p>
        </div>
        <RelatedLinks
          links={[
            { label: 'About us', to: '/company' },
            { label: 'Our story', to: '/our-story' },
            { label: 'Investors', to: '/investors' },
          ]}
        />
      </section>
    </ContentPage>
  );
}
