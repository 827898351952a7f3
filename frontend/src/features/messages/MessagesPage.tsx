import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import { useGetMessagesQuery } from '../../api/enhanced';
import type { Message } from '../../api/rowTypes';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format';
import { fi } from '../../i18n/fi';
import { useUserContent } from '../../place/usePlaces';

export const PAGE_SIZE = 20;

export function MessageList({ messages }: { messages: readonly Message[] }) {
  return (
    <ul className="plain-list message-list">
      {messages.map((message) => (
        <li key={message.messageId}>
          <article className={`card${message.seen ? '' : ' message--unread'}`}>
            <h2>
              {message.seen ? null : <span className="badge">{fi.messages.unread}</span>}{' '}
              {message.title}
            </h2>
            <p className="muted">{formatDateTime(new Date(message.sent))}</p>
            <p>{message.body}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The message box (/viestit), read only; pages of 20 in `?sivu=`. */
export function MessagesPage() {
  const { ownUserId } = useUserContent();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('sivu') ?? '1') - 1) || 0;
  const messages = useGetMessagesQuery(
    ownUserId !== undefined
      ? { userId: ownUserId, offset: page * PAGE_SIZE, count: PAGE_SIZE }
      : skipToken,
  );
  const goTo = (next: number) => setParams({ sivu: String(next + 1) });
  return (
    <>
      <h1>{fi.screens.messages}</h1>
      <QueryState
        query={messages}
        failed={fi.messages.loadFailed}
        empty={fi.messages.none}
        isEmpty={(data) => data.messages.length === 0}
      >
        {(data) => (
          <>
            <p>{fi.messages.unreadCount(data.unreadCount)}</p>
            <MessageList messages={data.messages} />
            <nav aria-label={fi.messages.paging} className="pager">
              <button
                type="button"
                className="button button--secondary"
                disabled={page === 0}
                onClick={() => goTo(page - 1)}
              >
                {fi.messages.newer}
              </button>
              <span>
                {fi.messages.page(page + 1, Math.max(1, Math.ceil(data.total / PAGE_SIZE)))}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={(page + 1) * PAGE_SIZE >= data.total}
                onClick={() => goTo(page + 1)}
              >
                {fi.messages.older}
              </button>
            </nav>
          </>
        )}
      </QueryState>
    </>
  );
}
