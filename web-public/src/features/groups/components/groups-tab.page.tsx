import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { GroupSummaryView } from '../../../../../domain/group/group-view';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { getGroups } from '../api/groups.api';
import { KIND_WORDS, ROLE_WORDS } from '../utils/group-words';
import { CreateGroupForm } from './create-group-form';
import './groups.css';

/** "You owe $120.50", "In credit by $20", "Settled". */
export function balanceWords(cents: number, you = true): string {
  if (cents > 0) return `${you ? 'You owe' : 'Owes'} ${formatCentsExact(cents)}`;
  if (cents < 0) return `In credit by ${formatCentsExact(-cents)}`;
  return 'Settled';
}

/**
 * /account/groups, "My groups" (issue 39): the partnerships and clubs the user flies with, each with his
 * role and what he owes, and a group he creates from his own share, partnership or club listings.
 */
export function GroupsTabPage() {
  const groups = useApiResource('groups', (signal) => getGroups(signal));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="groups-heading" className="groups-page">
      <h1 id="groups-heading" className="account-title">
        My groups
      </h1>
      <p className="account-lead">
        Partnerships and clubs: who flies the aircraft, what each member pays, and the monthly statements.
      </p>
      {groups.status === 'loading' && <PageLoading label="Loading your groups…" />}
      {groups.status === 'failed' && <LoadFailed what="your groups" message={groups.error} onRetry={groups.retry} />}
      {groups.status === 'ready' && <GroupList groups={groups.data} />}
      {creating ? (
        <CreateGroupForm
          onCancel={() => setCreating(false)}
          onCreated={(group) => {
            setCreating(false);
            void navigate(`/account/groups/${group.id}`, { state: { created: true } });
          }}
        />
      ) : (
        <div className="share-action-row">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setCreating(true)}
          >
            Create a group
          </button>
        </div>
      )}
    </section>
  );
}

function GroupList({ groups }: { groups: GroupSummaryView[] }) {
  if (groups.length === 0) {
    return (
      <p className="account-empty">
        You are in no group yet. When you approve a pilot&apos;s request to join your share, partnership or club listing, you can make a group of it from{' '}
        <Link to="/account/requests">Requests</Link>; or create one below from your own listings.
      </p>
    );
  }
  return (
    <ul className="group-cards" aria-label="Your groups">
      {groups.map((g) => (
        <li key={g.id} className="group-card">
          <h2 className="group-card-title">
            <Link to={`/account/groups/${g.id}`}>{g.name}</Link>
          </h2>
          <p className="group-small">
            {KIND_WORDS[g.kind]} · {ROLE_WORDS[g.role]}
            {g.until && <> · left on {dateText(g.until)}</>}
          </p>
          {g.aircraft.length > 0 && <p className="group-small">{g.aircraft.map((a) => a.tailNumber || a.title).join(', ')}</p>}
          <p className={`group-balance${g.balanceCents > 0 ? ' group-balance-owed' : ''}`}>{balanceWords(g.balanceCents)}</p>
        </li>
      ))}
    </ul>
  );
}
