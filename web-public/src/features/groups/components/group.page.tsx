import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { GroupView } from '../../../../../domain/group/group-view';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { localToday } from '../../../lib/pilot-labels';
import { getGroup } from '../api/groups.api';
import { KIND_WORDS, ROLE_WORDS } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';
import { AircraftSection } from './aircraft-section';
import { BalancesSection } from './balances-section';
import { ExpensesSection } from './expenses-section';
import { MembersSection } from './members-section';
import { NewMemberCost } from './new-member-cost';
import { RulesSection } from './rules-section';
import { StatementsSection } from './statements-section';
import './groups.css';

const parseId = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * /account/groups/:id (issue 39): one partnership or club. Members and their shares, the aircraft with
 * their airworthiness and calendar, the cost rules, expenses with receipts, the monthly statements and
 * their downloads, who owes what and the reserve funds, and what a new member would pay. The owner and
 * the treasurer change it; a member sees his own statements, balance and payments.
 */
export function GroupPage() {
  const id = parseId(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  // Said once, after My groups created it: a reload or Back does not say it again.
  const [created] = useState(() => Boolean((location.state as { created?: boolean } | null)?.created));
  useEffect(() => {
    if ((location.state as { created?: boolean } | null)?.created) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  const group = useApiResource(id === null ? null : `group ${id}`, (signal) =>
    id === null ? Promise.reject(new Error('There is no group at this address.')) : getGroup(id, signal),
  );
  const name = group.status === 'ready' ? group.data.name : null;
  usePageMeta({ title: name ? `Group · ${name}` : 'Group' });

  return (
    <section aria-labelledby="group-heading" className="group-page">
      <p className="group-back">
        <Link to="/account/groups">← My groups</Link>
      </p>
      <h1 id="group-heading" className="account-title">
        {name ?? 'Group'}
        {group.status === 'ready' && (
          <span className="group-heading-kind">
            {KIND_WORDS[group.data.kind]} since {dateText(group.data.createdOn)} · you are its {ROLE_WORDS[group.data.you.role].toLowerCase()}
          </span>
        )}
      </h1>
      {id === null ? (
        <p>There is no group at this address. Open one from My groups.</p>
      ) : group.status === 'loading' ? (
        <PageLoading label="Loading the group…" />
      ) : group.status === 'failed' ? (
        <LoadFailed what="this group" message={group.notFound ? 'You are not a member of this group, or it does not exist: open one from My groups.' : group.error} onRetry={group.retry} />
      ) : (
        <GroupSections view={group.data} setView={group.set} created={created} />
      )}
    </section>
  );
}

function GroupSections({ view, setView, created }: { view: GroupView; setView: (next: GroupView) => void; created: boolean }) {
  const today = localToday();
  const [refreshError, setRefreshError] = useState('');
  const refresh = async (): Promise<GroupView | null> => {
    setRefreshError('');
    try {
      const next = await getGroup(view.id);
      setView(next);
      return next;
    } catch (error) {
      setRefreshError(`Saved, but the page could not read the group again: ${errorMessage(error)} Reload the page to see it.`);
      return null;
    }
  };
  const props: SectionProps = { view, today, refresh };
  return (
    <>
      {created && (
        <p className="group-small" role="status">
          The group is created, with you as its owner. Next: add its members and set its cost rules below.
        </p>
      )}
      {refreshError && (
        <p className="group-small" role="alert">
          {refreshError}
        </p>
      )}
      <nav aria-label="On this page" className="group-jump">
        <a href="#group-members">Members</a>
        <a href="#group-aircraft">Aircraft</a>
        <a href="#group-rules">Cost rules</a>
        <a href="#group-expenses">Expenses</a>
        <a href="#group-statements">Statements</a>
        <a href="#group-balances">Balances</a>
        <a href="#group-cost">A new member&apos;s cost</a>
      </nav>
      <MembersSection {...props} />
      <AircraftSection {...props} />
      <RulesSection {...props} />
      <ExpensesSection {...props} />
      <StatementsSection {...props} />
      <BalancesSection {...props} />
      <NewMemberCost {...props} />
    </>
  );
}
