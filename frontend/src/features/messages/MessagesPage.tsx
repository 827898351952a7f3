import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/enhanced';
import { formsApi } from '../../api/formsApi';
import type { Message } from '../../api/rowTypes';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format';
import { fi } from '../../i18n/fi';
import { fiForms } from '../../i18n/fiForms';
import { useUserContent } from '../../place/usePlaces';

export const PAGE_SIZE = 20;

const t = fiForms.messages;

/** The three boxes (#69 general, #70 info, #71 alert), by their `?laatikko=` value. */
const BOXES = ['yleiset', 'tiedotteet', 'halytykset'] as const;
type Box = (typeof BOXES)[number];

function boxOf(value: string | null): Box {
  return BOXES.find((box) => box === value) ?? 'yleiset';
}

/** One box's page: the general box is the default; the others share its shape. */
function useBoxQuery(box: Box, userId: number | undefined, page: number) {
  const arg =
    userId !== undefined ? { userId, offset: page * PAGE_SIZE, count: PAGE_SIZE } : skipToken;
  const general = api.useGetMessagesQuery(box === 'yleiset' ? arg : skipToken);
  const info = api.useGetInfoMessagesQuery(box === 'tiedotteet' ? arg : skipToken);
  const alert = api.useGetAlertMessagesQuery(box === 'halytykset' ? arg : skipToken);
  return box === 'tiedotteet' ? info : box === 'halytykset' ? alert : general;
}

/** "Mark all read" of a box: #65 for the general box (it marks every box), #67, #68. */
function useMarkAll(box: Box) {
  const [all, allState] = formsApi.useMarkAllMessagesReadMutation();
  const [info, infoState] = formsApi.useMarkAllInfoMessagesReadMutation();
  const [alert, alertState] = formsApi.useMarkAllAlertMessagesReadMutation();
  if (box === 'tiedotteet') return [info, infoState.isLoading] as const;
  if (box === 'halytykset') return [alert, alertState.isLoading] as const;
  return [all, allState.isLoading] as const;
}

export function MessageList({
  messages,
  onSeen,
  busy,
}: {
  messages: readonly Message[];
  /** Marks one message seen or unseen (#66); absent where the list is read only. */
  onSeen?: (message: Message, seen: boolean) => void;
  busy?: boolean;
}) {
  return (
    <ul className="plain-list message-list">
      {messages.map((message) => (
        <li key={message.messageId}>
          <article
            className={`card${message.seen ? '' : ' message--unread'}`}
            aria-labelledby={`message-${message.messageId}`}
          >
            <h2 id={`message-${message.messageId}`}>
              {message.seen ? null : <span className="badge">{fi.messages.unread}</span>}{' '}
              {message.title}
            </h2>
            <p className="muted">{formatDateTime(new Date(message.sent))}</p>
            <p>{message.body}</p>
            {onSeen ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => onSeen(message, !message.seen)}
              >
                {message.seen ? t.markUnseen : t.markSeen}
                <span className="visually-hidden">: {message.title}</span>
              </button>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * The message box (/viestit): the general, info and alert boxes in `?laatikko=`, pages of 20 in
 * `?sivu=`. A message can be marked seen or unseen (#66) and a box all read (#65, #67, #68);
 * each write refetches the list and the user content, whose count is the menu's unread bubble.
 * `notice` goes under the heading (the app puts a company's open invitations there: their
 * message is in the box, and they are answered beside it).
 */
export function MessagesPage({ notice }: { notice?: ReactNode }) {
  const { ownUserId } = useUserContent();
  const [params, setParams] = useSearchParams();
  const box = boxOf(params.get('laatikko'));
  const page = Math.max(0, Number(params.get('sivu') ?? '1') - 1) || 0;
  const messages = useBoxQuery(box, ownUserId, page);
  const [markSeen, seenState] = formsApi.useMarkMessageSeenMutation();
  const [markAll, markingAll] = useMarkAll(box);
  const write = useWrite();
  const goTo = (next: number) => setParams({ laatikko: box, sivu: String(next + 1) });

  // No success dialog for a single toggle: the refetched list shows the new state.
  const setSeen = (message: Message, seen: boolean) =>
    write.run(
      () => markSeen({ messageId: message.messageId, seen }).unwrap(),
      () => null,
    );

  return (
    <>
      <h1>{fi.screens.messages}</h1>
      {notice}
      <nav aria-label={t.boxes} className="tabs">
        {BOXES.map((each) => (
          <Link
            key={each}
            to={`?laatikko=${each}`}
            aria-current={each === box ? 'page' : undefined}
          >
            {t.box[each]}
          </Link>
        ))}
      </nav>
      <QueryState
        query={messages}
        failed={fi.messages.loadFailed}
        empty={fi.messages.none}
        isEmpty={(data) => data.messages.length === 0}
      >
        {(data) => (
          <>
            <p>{fi.messages.unreadCount(data.unreadCount)}</p>
            {data.unreadCount > 0 && ownUserId !== undefined ? (
              <p>
                <button
                  type="button"
                  className="button"
                  disabled={markingAll}
                  aria-busy={markingAll}
                  onClick={() =>
                    void write.run(
                      () => markAll(ownUserId).unwrap(),
                      () => t.allMarked,
                    )
                  }
                >
                  {markingAll
                    ? t.marking
                    : box === 'yleiset'
                      ? t.markAllEverywhere
                      : t.markAllInBox}
                </button>{' '}
                {box === 'yleiset' ? <span className="muted">{t.markAllHint}</span> : null}
              </p>
            ) : null}
            <MessageList
              messages={data.messages}
              onSeen={(message, seen) => void setSeen(message, seen)}
              busy={seenState.isLoading}
            />
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
      <WriteOutcome write={write} />
    </>
  );
}
