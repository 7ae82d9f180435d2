import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { NewConversationState } from '../../../components/messaging/conversation-path';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useViewerId } from '../../../hooks/use-session';
import { ApiError } from '../../../lib/api-client';
import { listConversations, startConversation } from '../../../lib/conversations.api';
import { publishMessagesChange } from '../../../lib/message-events';
import { shareTarget, userTarget, type ConversationTarget } from '../api/conversation-target.api';
import { MessageComposer } from './message-composer';
import './messages.css';

const parseId = (raw: string | null) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

type Opened = { kind: 'existing'; id: number } | { kind: 'new'; target: ConversationTarget } | { kind: 'missing' };

/**
 * /messages/new?listing=<id> or ?user=<id> (never ?share=, which would open the share modal over it): the
 * first message to a listing's owner or to a pilot or professional. An existing conversation about the
 * same listing (or the same person) opens instead.
 */
export function NewConversationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const knownName = (useLocation().state as NewConversationState | null)?.name ?? null;
  const viewerId = useViewerId() ?? 0;
  const shareId = parseId(params.get('listing'));
  const userId = shareId === null ? parseId(params.get('user')) : null;
  // An owner writing to a pilot about a booking of his listing: that listing's conversation, if any.
  const about = userId === null ? null : parseId(params.get('about'));

  const opened = useApiResource(`${viewerId}:${shareId}:${userId}:${about}`, async (signal): Promise<Opened> => {
    if (shareId === null && userId === null) return { kind: 'missing' };
    const [list, target] = await Promise.all([
      listConversations(signal),
      (shareId !== null ? shareTarget(shareId, viewerId, signal) : userTarget(userId ?? 0, viewerId, signal)).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        // A pilot who is not on the map has no public profile: a booking's Message button names him.
        return userId !== null && knownName ? { name: knownName, share: null, own: userId === viewerId } : null;
      }),
    ]);
    const existing =
      shareId !== null
        ? list.items.find((c) => c.share?.id === shareId)
        : ((about !== null && list.items.find((c) => c.other.id === userId && c.share?.id === about)) || list.items.find((c) => c.other.id === userId && c.share === null));
    if (existing) return { kind: 'existing', id: existing.id };
    return target ? { kind: 'new', target } : { kind: 'missing' };
  });

  // Already talking: the conversation itself, not a second one.
  if (opened.status === 'ready' && opened.data.kind === 'existing') return <Navigate to={`/messages/${opened.data.id}`} replace />;

  const send = async (text: string) => {
    const body = shareId !== null ? { shareId, text } : { userId: userId ?? 0, text };
    const page = await startConversation(body);
    publishMessagesChange();
    navigate(`/messages/${page.conversation.id}`, { replace: true, state: { sent: true } });
  };

  return (
    <main className="page messages-page">
      <div className="container messages-container">
        <p className="messages-back">
          <Link to="/messages">← All messages</Link>
        </p>
        {opened.status === 'loading' && <PageLoading label="Loading…" />}
        {opened.status === 'failed' && <LoadFailed what="who to write to" message={opened.error} onRetry={opened.retry} />}
        {opened.status === 'ready' && opened.data.kind === 'missing' && (
          <>
            <h1 className="messages-title">New message</h1>
            <p>We could not find who to write to: the listing or the profile may have been removed.</p>
            <p>
              <Link to="/find">Find Planes</Link>
            </p>
          </>
        )}
        {opened.status === 'ready' && opened.data.kind === 'new' && <Compose target={opened.data.target} onSend={send} />}
      </div>
    </main>
  );
}

function Compose({ target, onSend }: { target: ConversationTarget; onSend: (text: string) => Promise<void> }) {
  if (target.own) {
    return (
      <>
        <h1 className="messages-title">New message</h1>
        <p>{target.share ? 'This is your own listing: pilots write to you about it, and their messages show in Messages.' : 'This is your own profile.'}</p>
        <p>
          <Link to="/messages">See your messages</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="messages-title">Message {target.name}</h1>
      {target.share && (
        <p className="conversation-share">
          About <Link to={`/?share=${target.share.id}`}>{target.share.title}</Link>
        </p>
      )}
      <p className="messages-lead">
        Your message goes to {target.name} on Wingshare; neither of you sees the other&apos;s email address unless it is shown on the profile.
        {` ${target.name}`} gets an email saying a message is waiting.
      </p>
      <MessageComposer label={`Message to ${target.name}`} onSend={onSend} />
    </>
  );
}
