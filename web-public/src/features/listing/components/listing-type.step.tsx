import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHARE_TYPE_LABELS, SHARE_TYPES, type ShareType } from '../../../../../domain/share/share-types';
import { useListingDraft } from '../hooks/use-listing-draft';

const DESCRIPTIONS: Record<ShareType, string> = {
  PRIVATE_OWNER_RENTAL: 'Rent your plane by the hour to a few pilots you choose.',
  PRIVATE_OWNER_SHARE_PURCHASE: 'Sell a share (1/2, 1/3, 1/4 …) of an aircraft you own.',
  PARTNERSHIP_REQUEST_TO_PURCHASE: 'Find partners to buy a new or used aircraft together.',
  FBO_RENTAL: 'List a rental aircraft of your flight school.',
  FLIGHT_CLUB: 'Introduce your flying club and its aircraft to new members.',
};

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** /list: "SELECT A LISTING TYPE:" with the five kinds of listing; choosing one starts (or keeps) the draft. */
export function ListingTypeStep() {
  const { draft, start, clear } = useListingDraft();
  const navigate = useNavigate();
  const headingId = useId();
  const [clearing, setClearing] = useState(false);

  const choose = (type: ShareType) => {
    start(type);
    navigate('/list/general');
  };

  return (
    <section className="wizard-step" aria-labelledby={headingId}>
      <h1 id={headingId} className="wizard-title">
        List your plane
      </h1>
      {draft.started && (
        <div className="wizard-resume" role="status">
          <p>
            You have a listing in progress ({SHARE_TYPE_LABELS[draft.values.type]}
            {draft.values.title.trim() ? `, “${draft.values.title.trim()}”` : ''}). Choose a type to continue it, or start over.
          </p>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={clearing}
            onClick={async () => {
              setClearing(true);
              await clear();
              setClearing(false);
            }}
          >
            Start over
          </button>
        </div>
      )}
      <div className="wizard-card">
        <p className="type-prompt">SELECT A LISTING TYPE:</p>
        <ul className="type-choices">
          {SHARE_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                className={`type-choice${draft.started && draft.values.type === type ? ' type-choice-current' : ''}`}
                aria-label={capitalised(SHARE_TYPE_LABELS[type])}
                aria-describedby={`${headingId}-${type}`}
                onClick={() => choose(type)}
              >
                <span className="type-choice-label">{capitalised(SHARE_TYPE_LABELS[type])}</span>
                <span id={`${headingId}-${type}`} className="type-choice-text">
                  {DESCRIPTIONS[type]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
