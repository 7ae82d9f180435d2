import { useEffect, useRef, useState } from 'react';
import { sharePageTitle } from '../../../../../domain/share/share-page-title';
import { shareLinkPath } from '../../../../../domain/site/site-pages';
import { ErrorList } from '../../../components/form/error-list';
import { ShareAirworthiness } from '../../../components/maintenance/share-airworthiness';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { PageLoading } from '../../../components/page-loading';
import { useModal } from '../../../hooks/use-modal';
import { useShareLink } from '../../../hooks/use-share-link';
import { useSession } from '../../../hooks/use-session';
import { useShareStatus } from '../../../hooks/use-share-status';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import { useFirstScreen, type FirstScreenResult } from '../../../lib/first-screen';
import { usePageMeta } from '../../../lib/page-meta';
import { publishShareChange } from '../../../lib/share-events';
import { shareHeading, type ShareList, type ShareView } from '../../../lib/share-view';
import { getShare } from '../api/get-share.api';
import { ShareActions } from './share-actions';
import { ShareBookingPanel } from './share-booking.panel';
import { ShareDetails } from './share-details';
import { ShareEditForm } from './share-edit-form';
import { SharePartnerFit } from './share-partner-fit';
import { ShareQualificationPanel } from './share-qualification.panel';
import { ShareQuestionsPanel } from './share-questions.panel';
import { ShareReviewsPanel } from './share-reviews.panel';

export const SHARE_NOT_AVAILABLE = 'This listing is not available.';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; share: ShareView };

const parseId = (raw: string) => (/^\d{1,15}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : null);

function loadedOf(id: number, list: FirstScreenResult<ShareList>): Loaded {
  if (!list.ok) return { status: 'failed', message: errorMessage(list.error) };
  const share = list.data.shares.find((s) => s.id === id);
  return share ? { status: 'ready', share } : { status: 'missing' };
}

/**
 * The listing linked by `?share={id}` (spec 2 and 4 "Share modal"): photos, facts and actions, and for
 * its owner an edit mode. Closing it takes the parameter off the address.
 */
export function ShareModal({ id: rawId }: ModalPropsMap['share']) {
  const id = parseId(rawId);
  const { close } = useShareLink();
  const { closeModal } = useModal();
  const { user } = useSession();
  // A share link's page comes from the server with the listing, as a visitor sees it.
  const embedded = useFirstScreen<ShareList>(id === null ? null : getShare(id).url);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    id === null ? { status: 'missing' } : embedded ? loadedOf(id, embedded) : { status: 'loading' },
  );
  const [editing, setEditing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const userId = user?.id ?? null;
  const drawnForVisitor = useRef(!!embedded);

  // Loaded again when the signed-in user changes: favourites and owner buttons depend on who asks.
  useEffect(() => {
    if (id === null) return;
    if (drawnForVisitor.current && userId === null && attempt === 0) return;
    drawnForVisitor.current = false;
    const controller = new AbortController();
    setLoaded((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    getShare(id).load(controller.signal).then(
      (list) => setLoaded(loadedOf(id, { ok: true, data: list })),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt, userId]);

  // The airworthiness status (issue 38): the pilots' line here, and the request form's warnings.
  const status = useShareStatus(loaded.status === 'ready' && (loaded.share.isActive || loaded.share.canEdit) ? loaded.share.id : null);

  const changed = (share: ShareView) => {
    setLoaded({ status: 'ready', share });
    publishShareChange({ kind: 'updated', share });
  };

  const title =
    loaded.status === 'ready' ? shareHeading(loaded.share) : loaded.status === 'loading' ? 'Loading the listing…' : 'Listing not available';
  // The listing's own title and address while it is open (the server wrote the same for a share link):
  // the page under it would otherwise put back its own once the app runs. Rendered after the page, its
  // effect comes last; closing puts the page's back.
  usePageMeta(loaded.status === 'ready' ? { title: sharePageTitle(loaded.share), path: shareLinkPath(loaded.share.id) } : null);

  return (
    <ModalDialog title={title} size="large" className="share-modal" onClose={close}>
      {loaded.status === 'loading' && <PageLoading label="Loading the listing…" />}
      {loaded.status === 'missing' && (
        <div className="share-missing">
          <p>{SHARE_NOT_AVAILABLE}</p>
          <p className="share-missing-hint">It may have been removed or disabled by its owner.</p>
        </div>
      )}
      {loaded.status === 'failed' && (
        <>
          <ErrorList errors={[`We could not load this listing. ${loaded.message}`]} />
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        </>
      )}
      {loaded.status === 'ready' &&
        (editing && loaded.share.canEdit ? (
          <ShareEditForm
            share={loaded.share}
            onCancel={() => setEditing(false)}
            onSaved={(share) => {
              changed(share);
              setEditing(false);
            }}
          />
        ) : (
          <ShareDetails
            share={loaded.share}
            booking={
              <>
                {(loaded.share.isActive || loaded.share.canEdit) && <ShareAirworthiness status={status} />}
                <ShareQualificationPanel share={loaded.share} />
                <SharePartnerFit share={loaded.share} />
                {(loaded.share.isActive || loaded.share.canEdit) && <ShareBookingPanel share={loaded.share} status={status.status === 'ready' ? status.data : null} />}
              </>
            }
            community={
              <>
                <ShareReviewsPanel shareId={loaded.share.id} />
                <ShareQuestionsPanel
                  shareId={loaded.share.id}
                  ownerId={loaded.share.owner.id}
                  ownerName={`${loaded.share.owner.first} ${loaded.share.owner.last}`.trim() || 'The owner'}
                  ownerFirst={loaded.share.owner.first}
                  aircraft={loaded.share.aircraft}
                />
              </>
            }
            actions={
              <ShareActions
                share={loaded.share}
                onChanged={changed}
                onEdit={() => setEditing(true)}
                onDeleted={() => {
                  publishShareChange({ kind: 'deleted', id: loaded.share.id });
                  close();
                  closeModal();
                }}
              />
            }
          />
        ))}
    </ModalDialog>
  );
}
