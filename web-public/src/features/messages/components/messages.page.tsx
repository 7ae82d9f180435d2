import { Link } from 'react-router-dom';
import { CountBadge } from '../../../components/layout/count-badge';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useViewerId } from '../../../hooks/use-session';
import { listConversations } from '../../../lib/conversations.api';
import { messageTime } from '../utils/message-time';
import { PersonPicture } from './person-picture';
import './messages.css';

/**
 * /messages: the signed-in user's conversations, newest activity first: who with, about which listing,
 * the last message and how many are unread.
 */
export function MessagesPage() {
  const userId = useViewerId();
  const list = useApiResource(userId, (signal) => listConversations(signal));
  return (
    <main className="page messages-page">
      <div className="container messages-container">
        <h1 className="messages-title">
          Messages
          {list.status === 'ready' && <CountBadge count={list.data.unread} what="unread" />}
        </h1>
        {list.status === 'loading' && <PageLoading label="Loading your messages…" />}
        {list.status === 'failed' && <LoadFailed what="your messages" message={list.error} onRetry={list.retry} />}
        {list.status === 'ready' &&
          (list.data.items.length === 0 ? (
            <div className="messages-empty">
              <p>No conversations yet. Open a listing and use Message the owner, or message a pilot or professional from their card.</p>
              <p>
                <Link className="button button-accent button-small" to="/find">
                  Find Planes
                </Link>
              </p>
            </div>
          ) : (
            <ul className="conversation-list" aria-label="Conversations">
              {list.data.items.map((c) => (
                <li key={c.id} className={c.unread > 0 ? 'conversation-row unread' : 'conversation-row'}>
                  <Link to={`/messages/${c.id}`} className="conversation-link">
                    <PersonPicture url={c.other.avatarUrl} />
                    <span className="conversation-body">
                      <span className="conversation-head">
                        <span className="conversation-name">{c.other.name}</span>
                        <CountBadge count={c.unread} what="unread" />
                        <span className="conversation-time">{messageTime(c.lastMessageAt)}</span>
                      </span>
                      {c.share && <span className="conversation-share">About: {c.share.title}</span>}
                      <span className="conversation-last">
                        {c.lastMessage ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.text}` : 'No messages'}
                      </span>
                      {c.blockedByMe && <span className="conversation-blocked">You blocked {c.other.name}.</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </main>
  );
}
