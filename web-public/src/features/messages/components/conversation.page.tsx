import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ConversationSummary, MessagePage, MessageView } from '../../../../../domain/conversation/conversation-view';
import { ErrorList } from '../../../components/form/error-list';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { NotFoundPage } from '../../../components/not-found-page';
import { ReportLink } from '../../../components/report/report-link';
import { Spinner } from '../../../components/spinner';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useModal } from '../../../hooks/use-modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { blockConversation, getMessages, sendMessage, unblockConversation } from '../../../lib/conversations.api';
import { publishMessagesChange } from '../../../lib/message-events';
import { messageTime } from '../utils/message-time';
import { MessageComposer } from './message-composer';
import { PersonPicture } from './person-picture';
import './messages.css';

const parseId = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * /messages/:id: one conversation, oldest first, with older pages on demand; the composer, block and
 * unblock, and a report link under the other side's messages. Opening it marks the messages read.
 */
export function ConversationPage() {
  const id = parseId(useParams().id);
  const page = useApiResource(id, async (signal) => {
    if (id === null) throw new ApiError(404, 'not_found', 'This conversation does not exist.');
    const loaded = await getMessages(id, undefined, signal);
    publishMessagesChange(); // they are read now: the menu's count goes down
    return loaded;
  });
  if (page.status === 'loading') return <PageLoading label="Loading the conversation…" />;
  if (page.status === 'failed') {
    if (page.notFound) return <NotFoundPage />;
    return (
      <main className="page messages-page">
        <div className="container messages-container">
          <LoadFailed what="this conversation" message={page.error} onRetry={page.retry} />
        </div>
      </main>
    );
  }
  return <Conversation key={page.data.conversation.id} first={page.data} />;
}

function Conversation({ first }: { first: MessagePage }) {
  const { openModal, closeModal } = useModal();
  const [conversation, setConversation] = useState<ConversationSummary>(first.conversation);
  const [messages, setMessages] = useState<MessageView[]>(first.items);
  const [more, setMore] = useState(first.more);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const other = conversation.other.name;
  // Arriving from the first message's composer: say it went.
  const arrivedSent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const [notice, setNotice] = useState(arrivedSent ? `Sent. ${other} gets an email about new messages and can answer here.` : '');

  const loadOlder = async () => {
    if (loadingOlder || messages.length === 0) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const older = await getMessages(conversation.id, messages[0].id);
      setMessages((shown) => [...older.items.filter((m) => !shown.some((s) => s.id === m.id)), ...shown]);
      setMore(older.more);
    } catch (error) {
      setOlderError(errorMessage(error));
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async (text: string) => {
    try {
      const sent = await sendMessage(conversation.id, text);
      setMessages((shown) => [...shown, sent]);
      setNotice(`Sent. ${other} gets an email about new messages and can answer here.`);
    } catch (error) {
      // Blocked meanwhile: the page shows why, from the conversation as it stands now.
      if (error instanceof ApiError && error.status === 403) {
        const now = await getMessages(conversation.id).catch(() => null);
        if (now) setConversation(now.conversation);
      }
      setNotice('');
      throw error;
    }
  };

  const block = () =>
    openModal('confirm', {
      title: `Block ${other}?`,
      text: `${other} will not be able to send you messages, here or in any other conversation, nor start a new one; you will not be able to write to ${other} either, until you unblock. The messages so far stay.`,
      confirmLabel: 'Block',
      cancelLabel: 'Keep talking',
      onConfirm: async () => {
        setConversation(await blockConversation(conversation.id));
        setNotice(`You blocked ${other}. Unblock whenever you want to talk again.`);
        closeModal();
      },
    });

  const unblock = () =>
    openModal('confirm', {
      title: `Unblock ${other}?`,
      text: `${other} will be able to send you messages again, and you can write back.`,
      confirmLabel: 'Unblock',
      cancelLabel: 'Keep blocked',
      onConfirm: async () => {
        setConversation(await unblockConversation(conversation.id));
        setNotice(`You unblocked ${other}: you can write to each other again.`);
        closeModal();
      },
    });

  return (
    <main className="page messages-page">
      <div className="container messages-container">
        <p className="messages-back">
          <Link to="/messages">← All messages</Link>
        </p>
        <header className="conversation-header">
          <PersonPicture url={conversation.other.avatarUrl} />
          <div className="conversation-header-text">
            <h1 className="messages-title">Conversation with {other}</h1>
            {conversation.share && (
              <p className="conversation-share">
                About <Link to={`/?share=${conversation.share.id}`}>{conversation.share.title}</Link>
              </p>
            )}
          </div>
          <button type="button" className="button button-secondary button-small" onClick={conversation.blockedByMe ? unblock : block}>
            {conversation.blockedByMe ? `Unblock ${other}` : `Block ${other}`}
          </button>
        </header>

        {more && (
          <div className="messages-older">
            <button type="button" className="button button-secondary button-small" onClick={() => void loadOlder()} disabled={loadingOlder} aria-busy={loadingOlder}>
              {loadingOlder && <Spinner />}
              Show older messages
            </button>
            {olderError && <ErrorList errors={[`We could not load older messages. ${olderError}`]} />}
          </div>
        )}

        <ol className="message-list" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id} className={m.fromMe ? 'message mine' : 'message theirs'} aria-label={`${m.fromMe ? 'You' : m.author.name}, ${messageTime(m.at)}`}>
              <p className="message-meta">
                <span className="message-author">{m.fromMe ? 'You' : m.author.name}</span> · <time dateTime={m.at}>{messageTime(m.at)}</time>
                {m.fromMe && m.read && <span className="message-read"> · Read</span>}
              </p>
              {m.hidden ? <p className="message-text message-hidden">This message was hidden by Wingshare staff.</p> : <p className="message-text">{m.text}</p>}
              {!m.fromMe && !m.hidden && <ReportLink kind="message" id={m.id} />}
            </li>
          ))}
        </ol>
        {messages.length === 0 && <p className="messages-empty">No messages yet.</p>}

        <p className="messages-notice" role="status">
          {notice}
        </p>
        {conversation.canSend ? (
          <MessageComposer label={`Message to ${other}`} onSend={send} />
        ) : (
          <p className="conversation-cannot-send" role="note">
            {conversation.cannotSendReason ?? `You cannot send messages in this conversation.`}
          </p>
        )}
      </div>
    </main>
  );
}
