import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { errorMessage } from '../../../lib/api-client';
import { getListingTitle, getMechanicView, mechanicSignOff } from '../../../lib/maintenance.api';
import { usePageMeta } from '../../../lib/page-meta';
import { ItemCard } from './item-card';
import { StatusPanel } from './status-panel';
import './maintenance.css';

/** What a link that no longer works says when the server gives no words of its own. */
export const MECHANIC_LINK_GONE = 'This mechanic link is not valid any more: ask the owner for a new one.';

/**
 * /mechanic/:token: the page a mechanic the owner named opens from his email, without an account (issue
 * 38, point 4): the aircraft's status and items, each with its sign-off form. A wrong or revoked link says so.
 */
export function MechanicPage() {
  const token = useParams().token ?? '';
  const view = useApiResource(`mechanic ${token}`, (signal) => getMechanicView(token, signal));
  const shareId = view.status === 'ready' ? view.data.shareId : null;
  const title = useApiResource(shareId === null ? null : `title ${shareId}`, (signal) =>
    shareId === null ? Promise.resolve(null) : getListingTitle(shareId, signal).catch(() => null),
  );
  const listingTitle = title.status === 'ready' ? title.data : null;
  usePageMeta({ title: listingTitle ? `Sign off maintenance · ${listingTitle}` : 'Sign off maintenance' });
  const [refreshError, setRefreshError] = useState('');

  const refresh = async () => {
    setRefreshError('');
    try {
      view.set(await getMechanicView(token));
    } catch (error) {
      setRefreshError(`Saved, but the page could not read the items again: ${errorMessage(error)} Reload the page to see them.`);
    }
  };

  return (
    <main className="page maintenance-page mechanic-page">
      <div className="container">
        <h1 className="account-title">
          Sign off maintenance
          {listingTitle && <span className="maintenance-heading-listing">{listingTitle}</span>}
        </h1>
        {view.status === 'loading' && <PageLoading label="Loading the aircraft's items…" />}
        {view.status === 'failed' && (
          <div className="maintenance-gone">
            <ErrorList errors={[view.notFound ? MECHANIC_LINK_GONE : `We could not load this aircraft's items. ${view.error}`]} />
            <p>
              {view.notFound
                ? 'The owner may have removed you or named another mechanic. Ask them to name you again: we email you a new link.'
                : 'Check your connection and open the link from the email again.'}
            </p>
            {!view.notFound && (
              <button type="button" className="button button-secondary button-small" onClick={view.retry}>
                Try again
              </button>
            )}
          </div>
        )}
        {view.status === 'ready' && (
          <>
            <p className="maintenance-small">The owner named you as this aircraft&apos;s mechanic. Record each item you sign off with its date, the tach and a note: the owner sees it at once.</p>
            <StatusPanel status={view.data.status} />
            {refreshError && (
              <p className="maintenance-small" role="alert">
                {refreshError}
              </p>
            )}
            <section className="maintenance-section" aria-labelledby="mechanic-items-heading">
              <h2 id="mechanic-items-heading" className="account-subtitle">
                Due items
              </h2>
              {view.data.items.length === 0 && <p className="maintenance-small">The owner has listed no item yet.</p>}
              <div className="maintenance-cards">
                {view.data.items.map((item) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    today={view.data.status.today}
                    meter={view.data.status.meter}
                    signOff={(body) => mechanicSignOff(token, item.id, body)}
                    onSignedOff={() => void refresh()}
                  />
                ))}
              </div>
            </section>
          </>
        )}
      </div>
    </main>
  );
}
