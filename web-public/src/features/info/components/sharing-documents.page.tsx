import { ContentPage } from '../../../components/content-page/content-page';
import { AGREEMENTS, WORK_REQUEST_FORM_URL } from '../content/work-request.content';
import { RelatedLinks } from './related-links';
import './info.css';

const SPREADSHEETS = [
  {
    href: '/static/time-log.xlsx',
    title: 'Flight time log',
    text: 'One row per flight: date, pilot, tach and Hobbs out and in, fuel and notes. Hours are worked out for you, and the Pilots sheet totals each pilot’s flights, hours, fuel and balance due at your hourly rate.',
  },
  {
    href: '/static/hourly-rate-worksheet.xlsx',
    title: 'Hourly-rate worksheet',
    text: 'Your fixed costs, variable costs and reserves, with the formulas of our hourly cost calculator: cost per hour with and without reserves, the annual total and a suggested dry rate.',
  },
];

/** /documents (name sharing): the two spreadsheets and the agreements ordered through the work-request form. */
export function SharingDocumentsPage() {
  return (
    <ContentPage
      eyebrow="Resources"
      title="Sharing documents"
      lead="The paperwork that keeps a share fair: a time log, an hourly-rate worksheet, and agreements for renters and co-owners."
      aside={
        <RelatedLinks
          links={[
            { label: 'Hourly cost calculator', to: '/costcalc' },
            { label: 'Insurance', to: '/insurance' },
            { label: 'Tips for seeking', to: '/seeking' },
            { label: 'Tips for listing', to: '/listing' },
          ]}
        />
      }
    >
      <section className="info-section" aria-labelledby="spreadsheets">
        <h2 id="spreadsheets">Free spreadsheets</h2>
        <p className="section-intro">Excel workbooks that also open in Google Sheets, Numbers and LibreOffice. Type in the blue cells; the rest is calculated.</p>
        <ul className="download-list">
          {SPREADSHEETS.map((s) => (
            <li key={s.href} className="info-card download-card">
              <span className="file-badge" aria-hidden="true">
                XLSX
              </span>
              <div>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
                <a className="button button-secondary button-small" href={s.href} download>
                  Download the {s.title.toLowerCase()}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="agreements">
        <h2 id="agreements">Agreements</h2>
        <p className="section-intro">
          Every share should be in writing before the first flight. Order an agreement prepared for your aircraft and your partners through our
          work-request form; it opens on the form provider’s site.
        </p>
        <ul className="card-grid two" aria-label="Agreements">
          {AGREEMENTS.map((a) => (
            <li key={a.name} className="info-card">
              <h3>{a.name}</h3>
              <p className="price-line">
                <strong>{a.price}</strong> one-time
              </p>
              <p className="muted">{a.who}</p>
              <ul className="check-list">
                {a.covers.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              {'extra' in a && <p className="muted">{a.extra}</p>}
            </li>
          ))}
        </ul>
        <div className="form-link-box">
          <p>Tell us about the aircraft, the people involved and the agreement you need, and we reply with next steps.</p>
          <a className="button button-primary" href={WORK_REQUEST_FORM_URL} target="_blank" rel="noopener noreferrer">
            Open the work-request form
          </a>
        </div>
        <p className="fine-print">
          Wingshare is not a law firm and does not give legal advice. Have an aviation attorney review any agreement before you sign it.
        </p>
      </section>
    </ContentPage>
  );
}
