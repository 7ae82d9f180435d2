import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MaintenanceView, OwnerItemView, SquawkView } from '../../../../../domain/maintenance/maintenance-view';
import { LoadFailed } from '../../../components/load-failed';
import { ReportSquawkForm } from '../../../components/maintenance/report-squawk-form';
import { PageLoading } from '../../../components/page-loading';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { errorMessage } from '../../../lib/api-client';
import { getListingTitle, getMaintenance, getSquawks, removeItem, signOff } from '../../../lib/maintenance.api';
import { usePageMeta } from '../../../lib/page-meta';
import { ITEM_STATE_WORDS } from '../utils/maintenance-words';
import { AddItemForm } from './add-item-form';
import { HundredHourControl } from './hundred-hour-control';
import { ItemCard } from './item-card';
import { MechanicSection } from './mechanic-section';
import { SquawkCard } from './squawk-card';
import { StatusPanel } from './status-panel';
import './maintenance.css';

const parseId = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** Open squawks first, each group newest first (the API answers newest first). */
const openFirst = (squawks: readonly SquawkView[]) => [...squawks.filter((s) => s.state !== 'fixed'), ...squawks.filter((s) => s.state === 'fixed')];

/**
 * /account/listings/:id/maintenance: the owner's airworthiness page of one aircraft (issue 38). The
 * traffic light and its reasons, the due items with their sign-offs and history, the 100-hour rule, the
 * squawks and their answers, and the mechanic he names.
 */
export function MaintenancePage() {
  const shareId = parseId(useParams().id);
  const title = useApiResource(shareId === null ? null : `title ${shareId}`, (signal) => (shareId === null ? Promise.resolve(null) : getListingTitle(shareId, signal)));
  const listingTitle = title.status === 'ready' ? title.data : null;
  usePageMeta({ title: listingTitle ? `Maintenance · ${listingTitle}` : 'Maintenance' });
  const view = useApiResource(shareId === null ? null : `maintenance ${shareId}`, (signal) =>
    shareId === null ? Promise.reject(new Error('There is no listing at this address.')) : getMaintenance(shareId, signal),
  );

  return (
    <section aria-labelledby="maintenance-heading" className="maintenance-page">
      <p className="maintenance-back">
        <Link to="/account/listings">← My Planes</Link>
      </p>
      <h1 id="maintenance-heading" className="account-title">
        Maintenance
        {listingTitle && <span className="maintenance-heading-listing">{listingTitle}</span>}
      </h1>
      {shareId === null ? (
        <p>There is no listing at this address. Open a plane&apos;s maintenance from My Planes.</p>
      ) : view.status === 'loading' ? (
        <PageLoading label="Loading the maintenance…" />
      ) : view.status === 'failed' ? (
        <LoadFailed what="this aircraft's maintenance" message={view.notFound ? 'This listing does not exist any more: open another from My Planes.' : view.error} onRetry={view.retry} />
      ) : (
        <OwnerMaintenance view={view.data} setView={view.set} />
      )}
    </section>
  );
}

function OwnerMaintenance({ view, setView }: { view: MaintenanceView; setView: (next: MaintenanceView) => void }) {
  const shareId = view.shareId;
  const squawks = useApiResource(`squawks ${shareId}`, (signal) => getSquawks(shareId, signal));
  const [adding, setAdding] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [itemsNote, setItemsNote] = useState('');
  const [squawksNote, setSquawksNote] = useState('');
  const [refreshError, setRefreshError] = useState('');
  const status = view.status;

  /** After a change: the status, the items and the squawks as the server now has them. */
  const refresh = async () => {
    setRefreshError('');
    try {
      const [next, list] = await Promise.all([getMaintenance(shareId), getSquawks(shareId)]);
      setView(next);
      squawks.set(list);
    } catch (error) {
      setRefreshError(`Saved, but the page could not read the status again: ${errorMessage(error)} Reload the page to see it.`);
    }
  };

  return (
    <>
      <StatusPanel status={status} />
      {refreshError && <p className="maintenance-small" role="alert">{refreshError}</p>}

      <section className="maintenance-section" aria-labelledby="maintenance-items-heading">
        <h2 id="maintenance-items-heading" className="account-subtitle">
          Due items
        </h2>
        {view.items.length === 0 && <p className="maintenance-small">No item yet. Add the annual inspection and what else is due on this aircraft: its status is worked out from them.</p>}
        <div className="maintenance-cards">
          {view.items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              today={status.today}
              meter={status.meter}
              signOff={(body) => signOff(shareId, item.id, body)}
              onSignedOff={() => void refresh()}
              remove={async () => {
                await removeItem(shareId, item.id);
                setItemsNote(`${item.title} is removed from the list; its history is kept.`);
                await refresh();
              }}
            />
          ))}
        </div>
        <StatusNote text={itemsNote} />
        {adding ? (
          <AddItemForm
            shareId={shareId}
            today={status.today}
            onCancel={() => setAdding(false)}
            onAdded={(item: OwnerItemView) => {
              setAdding(false);
              setItemsNote(`${item.title} is added: ${item.dueText} (${ITEM_STATE_WORDS[item.state]}). Sign it off each time it is done.`);
              void refresh();
            }}
          />
        ) : (
          <div className="share-action-row">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setItemsNote('');
                setAdding(true);
              }}
            >
              Add item
            </button>
          </div>
        )}
      </section>

      <HundredHourControl view={view} onChanged={setView} />

      <section className="maintenance-section" aria-labelledby="maintenance-squawks-heading">
        <h2 id="maintenance-squawks-heading" className="account-subtitle">
          Squawks
        </h2>
        <StatusNote text={squawksNote} />
        {reporting ? (
          <ReportSquawkForm
            shareId={shareId}
            heading="Report a squawk"
            level={3}
            onCancel={() => setReporting(false)}
            onReported={(s) => {
              setReporting(false);
              setSquawksNote(`Squawk reported: ${s.title}. Answer it below when you know more.`);
              void refresh();
            }}
          />
        ) : (
          <div className="share-action-row">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setSquawksNote('');
                setReporting(true);
              }}
            >
              Report a squawk
            </button>
          </div>
        )}
        {squawks.status === 'loading' && <PageLoading label="Loading the squawks…" />}
        {squawks.status === 'failed' && <LoadFailed what="the squawks" message={squawks.error} onRetry={squawks.retry} />}
        {squawks.status === 'ready' &&
          (squawks.data.length === 0 ? (
            <p className="maintenance-small">No squawk reported. Pilots report them at check-in or after a flight; you can report one too.</p>
          ) : (
            <div className="maintenance-cards">
              {openFirst(squawks.data).map((s) => (
                <SquawkCard key={s.id} squawk={s} onAnswered={() => void refresh()} />
              ))}
            </div>
          ))}
      </section>

      <MechanicSection view={view} onChanged={setView} />
    </>
  );
}
