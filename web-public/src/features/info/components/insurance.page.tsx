import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page/content-page';
import { RelatedLinks } from './related-links';
import './info.css';

const OWNER_QUESTIONS = [
  'Is the policy an open-pilot policy (any pilot who meets the requirements may fly) or a named-pilot policy (each pilot listed by name)?',
  'What total time, time in type and ratings must an added pilot have, and is a checkout with an instructor required?',
  'How many pilots may fly the aircraft before the premium or the coverage changes?',
  'Does the policy allow the aircraft to be rented, or only flown by co-owners? Is renting for hire excluded?',
  'What are the liability limits, and is there a per-passenger sublimit?',
  'Is the hull insured for an agreed value, and what deductible applies after damage?',
  'Does the insurer waive subrogation against the pilots you share with, so it cannot recover a paid claim from them?',
];

/** /insurance: how insurance works when an aircraft is shared. */
export function InsurancePage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Insurance for shared aircraft"
      lead="Sharing works when everyone who flies is covered. Here is what owners and pilots should check before the first flight."
      aside={
        <RelatedLinks
          links={[
            { label: 'Tips for listing', to: '/listing' },
            { label: 'Tips for seeking', to: '/seeking' },
            { label: 'Sharing documents', to: '/documents' },
            { label: 'FAQ', to: '/faq' },
          ]}
        />
      }
    >
      <div className="prose">
        <div className="highlight">
          <p>
            Wingshare is not an insurer or an insurance agent and does not check anyone’s coverage. Owners carry the insurance risk of
            their aircraft. Read your own policy and ask your broker before anyone else flies.
          </p>
        </div>

        <h2>For owners</h2>
        <p>
          Your aircraft policy decides who may fly your plane. Many owners can let up to 4 renters fly without changing their insurance, and a
          share typically adds up to 3 pilots to the owner, 4 named pilots in all. Beyond that, or for pilots with less experience than the
          policy asks for, expect the insurer to want each pilot named and perhaps a higher premium.
        </p>
        <h3>Questions to ask your broker</h3>
        <ul>
          {OWNER_QUESTIONS.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
        <p>
          Keep a copy of each pilot’s certificate, medical, and logbook totals, and write the insurance requirements into your rental or
          sharing agreement so every pilot knows them before they book.
        </p>

        <h2>For pilots who rent or share</h2>
        <p>
          The owner’s policy protects the owner, and it may not protect you. If you damage the aircraft, the insurer can pay the owner and then
          try to recover the cost from you unless it has waived that right. A renter’s policy, often called non-owned aircraft insurance,
          covers your liability and, if you choose, damage to the aircraft you fly. It usually costs a few hundred dollars a year, far less than
          a deductible.
        </p>
        <ul>
          <li>Ask the owner for the policy’s pilot requirements before you agree to a share, and meet them before you fly.</li>
          <li>Fly the checkout the policy asks for, with an instructor current in the make and model.</li>
          <li>Choose renter’s hull coverage at least equal to the owner’s deductible.</li>
        </ul>

        <h2>For partnerships and co-owners</h2>
        <p>
          When several people own an aircraft together, every owner should be a named insured on the policy, not only an additional pilot.
          Many partnerships hold the aircraft in an LLC; the LLC is then the named insured and each member a named pilot. A partnership can
          include up to 16 members who are not pilots; make sure the policy and the agreement say who may act as pilot in command.
        </p>

        <h2>For flight schools and clubs</h2>
        <p>
          Schools and FBOs that rent aircraft wet carry commercial policies written for rental and instruction, and clubs usually insure their
          fleet for members who meet the club’s checkout rules. List those rules in your listing so pilots can tell at a glance whether they
          qualify.
        </p>
        <p>
          Setting a rate? Add the premium to the <Link to="/costcalc">hourly cost calculator</Link> to see what insurance adds to every hour.
        </p>
      </div>
    </ContentPage>
  );
}
