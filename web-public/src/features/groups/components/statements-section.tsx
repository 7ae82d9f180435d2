import { useState, type FormEvent, type MouseEvent } from 'react';
import type { StatementsView } from '../../../../../domain/group/group-view';
import { readStatementMonth } from '../../../../../domain/group/group-input';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { longDateAt } from '../../../../../domain/text/us-format';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { errorMessages } from '../../../lib/api-client';
import { messagesOf } from '../../../../../domain/field-errors';
import { downloadStatement, getStatements, issueStatements, statementFileUrl } from '../api/groups.api';
import { addMonths, monthOf, monthText } from '../../../../../domain/group/month';
import { groupOf, LINE_WORDS } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';

/**
 * The monthly statements: the months issued, one month's statements (a member sees his own, the managers
 * everyone's) with their lines, totals and PDF and CSV downloads; the managers issue last month's.
 */
export function StatementsSection({ view, today, refresh }: SectionProps) {
  const months = [...view.statements].sort((a, b) => b.month.localeCompare(a.month));
  const [month, setMonth] = useState<string | null>(null);
  const shownMonth = month ?? months[0]?.month ?? null;
  const [note, setNote] = useState('');
  const [issueErrors, setIssueErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const last = addMonths(monthOf(today), -1);
  const lastIssued = view.statements.some((s) => s.month === last);

  const issue = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readStatementMonth(last, groupOf(view), today);
    if (!read.ok) {
      setIssueErrors(messagesOf(read.errors));
      return;
    }
    setIssueErrors([]);
    setNote('');
    setBusy(true);
    try {
      const issued = await issueStatements(view.id, last);
      await refresh();
      setMonth(issued.month);
      setNote(
        `The statements for ${monthText(issued.month)} are issued: ${issued.members.length} ${issued.members.length === 1 ? 'member' : 'members'}, the group's costs ${formatCentsExact(issued.groupCostsCents)}. Each member is mailed his and can download it below; record payments as they come in.`,
      );
    } catch (error) {
      setIssueErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="group-statements" className="group-section" aria-labelledby="group-statements-heading">
      <h2 id="group-statements-heading" className="account-subtitle">
        Statements
      </h2>
      {view.you.manager && !lastIssued && (
        <form className="group-form group-form-inline" onSubmit={(e) => void issue(e)} noValidate aria-label="Issue statements">
          <p className="group-small">The statements are issued on the 1st of each month for the month before; you can issue them now.</p>
          <ErrorList errors={issueErrors} />
          <div className="share-action-row">
            <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
              {busy && <Spinner />}
              Issue statements for {monthText(last)}
            </button>
          </div>
        </form>
      )}
      <StatusNote text={note} />
      {months.length === 0 ? (
        <p className="group-small">No statement issued yet. The first is issued on the 1st after the group&apos;s first month.</p>
      ) : (
        <>
          <SelectField label="Month" value={shownMonth ?? ''} onChange={setMonth} className="group-month-field">
            {months.map((s) => (
              <option key={s.month} value={s.month}>
                {monthText(s.month)}
              </option>
            ))}
          </SelectField>
          {shownMonth && <MonthStatements groupId={view.id} month={shownMonth} manager={view.you.manager} issuedKey={view.statements.length} />}
        </>
      )}
    </section>
  );
}

function MonthStatements({ groupId, month, manager, issuedKey }: { groupId: number; month: string; manager: boolean; issuedKey: number }) {
  const statements = useApiResource(`statements ${groupId} ${month} ${issuedKey}`, (signal) => getStatements(groupId, month, signal));
  if (statements.status === 'loading') return <PageLoading label={`Loading the ${monthText(month)} statements…`} />;
  if (statements.status === 'failed') return <LoadFailed what={`the ${monthText(month)} statements`} message={statements.error} onRetry={statements.retry} />;
  return <MonthStatementList groupId={groupId} view={statements.data} manager={manager} />;
}

function MonthStatementList({ groupId, view, manager }: { groupId: number; view: StatementsView; manager: boolean }) {
  const month = monthText(view.month);
  const [saved, setSaved] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const download = async (event: MouseEvent, statementId: number, format: 'pdf' | 'csv') => {
    event.preventDefault();
    setSaved('');
    setErrors([]);
    try {
      const name = await downloadStatement(groupId, statementId, format);
      setSaved(`Saved ${name}.${format === 'csv' ? ' It opens in a spreadsheet.' : ''}`);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };
  return (
    <div className="group-statements">
      <ErrorList errors={errors} />
      <StatusNote text={saved} />
      <p className="group-small">
        Issued {longDateAt(new Date(view.issuedAt), 'local') ?? view.issuedAt}
        {manager && <> · the group&apos;s costs for {month}: {formatCentsExact(view.groupCostsCents)}</>}
      </p>
      {view.members.map((m) => (
        <article key={m.statementId} className="group-card group-statement" aria-label={`${m.name}, ${month}`}>
          <h3 className="group-card-title">{m.name}</h3>
          <ul className="group-rows" aria-label={`Lines of ${m.name}'s statement`}>
            {m.lines.map((line, i) => (
              <li key={i} className="group-row">
                <span className="group-row-main">
                  <span className="group-small">{LINE_WORDS[line.kind]}: </span>
                  {line.description}
                </span>
                <span className="group-row-amount">{formatCentsExact(line.amountCents)}</span>
              </li>
            ))}
          </ul>
          <p className="group-statement-total">
            <span>{m.totalCents < 0 ? 'In credit' : 'Total due'}</span>
            <strong>{formatCentsExact(Math.abs(m.totalCents))}</strong>
          </p>
          <p className="group-links">
            <a href={statementFileUrl(groupId, m.statementId, 'pdf')} download onClick={(e) => void download(e, m.statementId, 'pdf')}>
              PDF<span className="visually-hidden"> of {m.name}&apos;s {month} statement</span>
            </a>
            <a href={statementFileUrl(groupId, m.statementId, 'csv')} download onClick={(e) => void download(e, m.statementId, 'csv')}>
              CSV<span className="visually-hidden"> of {m.name}&apos;s {month} statement</span>
            </a>
          </p>
        </article>
      ))}
    </div>
  );
}
