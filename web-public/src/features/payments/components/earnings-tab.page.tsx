import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatCentsExact } from '../../../../../domain/money/cents';
import type { EarningsMonthView, EarningsView } from '../../../../../domain/payment/payment-view';
import { MONTH_NAMES } from '../../../../../domain/text/us-format';
import { ErrorList } from '../../../components/form/error-list';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { errorMessages } from '../../../lib/api-client';
import { downloadEarningsCsv, EARNINGS_CSV_URL, getEarnings } from '../../../lib/payments.api';
import { PayoutList } from './payout-list';
import './payments.css';

/** "2026-12" as "December 2026". */
function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return year && m && m >= 1 && m <= 12 ? `${MONTH_NAMES[m - 1]} ${year}` : month;
}

/** /account/earnings: the owner's earnings per month (gross, fee, net, sent, waiting), a CSV, the payouts. */
export function EarningsTabPage() {
  const earnings = useApiResource('earnings', (signal) => getEarnings(signal));
  return (
    <section aria-labelledby="earnings-heading" className="payments-page">
      <h1 id="earnings-heading" className="account-title">
        Earnings
      </h1>
      <p className="account-lead">
        What pilots paid for your rentals each month, Wingshare&apos;s fee, your share, and what was sent to your payout account.{' '}
        <Link to="/account/payouts">Payout account</Link>
      </p>
      {earnings.status === 'loading' && <PageLoading label="Loading your earnings…" />}
      {earnings.status === 'failed' && <LoadFailed what="your earnings" message={earnings.error} onRetry={earnings.retry} />}
      {earnings.status === 'ready' && <Earnings view={earnings.data} />}
    </section>
  );
}

function Earnings({ view }: { view: EarningsView }) {
  const [notice, setNotice] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const download = async (event: MouseEvent) => {
    event.preventDefault();
    setErrors([]);
    setNotice('');
    try {
      const name = await downloadEarningsCsv();
      setNotice(`Saved ${name}: one line per month, to open in a spreadsheet.`);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  };
  return (
    <>
      <p>
        <a className="button button-secondary button-small" href={EARNINGS_CSV_URL} download onClick={(e) => void download(e)}>
          Download CSV
        </a>
      </p>
      <ErrorList errors={errors} />
      <StatusNote text={notice} />
      {view.months.length === 0 ? (
        <p className="account-empty">No earnings yet. Bookings paid through Wingshare show here once their flight is billed.</p>
      ) : (
        view.months.map((m) => <MonthCard key={m.month} month={m} />)
      )}
      <h2 className="account-subtitle">Payouts to your bank</h2>
      <PayoutList payouts={view.payouts} />
    </>
  );
}

function MonthCard({ month: m }: { month: EarningsMonthView }) {
  const figures: [string, number][] = [
    ['Pilots paid', m.grossCents],
    ['Wingshare fee', m.feeCents],
    ['Your share', m.netCents],
    ['Sent to you', m.transferredCents],
    ['Waiting', m.pendingCents],
  ];
  return (
    <article className="account-card earnings-month" aria-label={monthName(m.month)}>
      <h3>
        {monthName(m.month)} · {m.bookings} booking{m.bookings === 1 ? '' : 's'}
      </h3>
      <dl className="earnings-figures">
        {figures.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCentsExact(cents)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
