import { useEffect, useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import { fieldErrorsOf } from '../../components/forms/outcome';
import { OutcomeDialog } from '../../components/forms/OutcomeDialog';
import { QueryState } from '../../components/QueryState';
import { usePageVisible } from '../../components/usePageVisible';
import { formatDateTime } from '../../format';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { useUserContent } from '../../place/usePlaces';
import { FormAlert, SubmitButton } from '../../components/forms/WriteOutcome';
import { TextArea } from './TextArea';

const t = fiSelfService.chat;
/** New messages are fetched every 5 s while the page is open and visible… */
export const CHAT_POLL_MS = 5_000;
/** …for at most 10 minutes after opening or sending; then on request. */
export const CHAT_POLL_WINDOW_MS = 10 * 60_000;

/** The server's rule: 1..2000 characters, not blank. */
export function validateChatMessage(text: string): string | undefined {
  if (text.trim() === '') return fiForms.field.required;
  if (text.length > 2000) return fiForms.field.length(1, 2000);
  return undefined;
}

/** Polling while visible, bounded to a window that `restart` opens again. */
function useBoundedPolling() {
  const visible = usePageVisible();
  // Each restart opens a new round; the round's timer ends it.
  const [round, setRound] = useState(0);
  const [endedRound, setEndedRound] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setEndedRound(round), CHAT_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [round]);
  const active = endedRound !== round;
  return {
    pollingInterval: visible && active ? CHAT_POLL_MS : 0,
    paused: !active,
    restart: () => setRound((value) => value + 1),
  };
}

/** Chat with customer service (/asiakaspalvelu/chat): read (#239) and send (#240). */
export function ChatPage() {
  const { ownUserId } = useUserContent();
  const polling = useBoundedPolling();
  const messages = formsApi.useGetChatMessagesQuery(
    { userId: ownUserId ?? 0 },
    { skip: ownUserId === undefined, pollingInterval: polling.pollingInterval },
  );
  const [send, { isLoading }] = formsApi.useSendChatMessageMutation();
  const [text, setText] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const error = clientError ?? serverError;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateChatMessage(text);
    setClientError(checked);
    setServerError(undefined);
    if (checked || ownUserId === undefined) return;
    try {
      await send({ userId: ownUserId, chatMessageRequest: { text: text.trim() } }).unwrap();
      // The message shows in the conversation (refetched); no success dialog in a chat.
      setText('');
      polling.restart();
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      if (fields.text) setServerError(fields.text);
      else setFailure(caught);
    }
  }

  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <section className="card" aria-labelledby="chat-log">
        <h2 id="chat-log">{t.log}</h2>
        <QueryState
          query={{ ...messages, isLoading: messages.isLoading || ownUserId === undefined }}
          failed={t.loadFailed}
          empty={t.none}
          isEmpty={(data) => data.messages.length === 0}
        >
          {(data) => (
            <ol className="chat-log plain-list" aria-live="polite">
              {data.messages.map((message) => (
                <li
                  key={message.messageId}
                  className={`chat-log__message chat-log__message--${message.from.toLowerCase()}`}
                  data-testid={`chat-${message.from.toLowerCase()}`}
                >
                  <p className="muted">
                    <strong>{message.from === 'USER' ? t.you : t.agent}</strong>,{' '}
                    {formatDateTime(new Date(message.sentAt))}
                  </p>
                  <p>{message.text}</p>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
        {polling.paused ? (
          <p>
            {t.paused}{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                polling.restart();
                void messages.refetch();
              }}
            >
              {t.refresh}
            </button>
          </p>
        ) : null}
      </section>
      <form className="card" onSubmit={submit} noValidate aria-label={t.form}>
        <FormAlert show={error !== undefined} />
        <TextArea
          label={t.message}
          name="text"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={setText}
          error={error}
        />
        <SubmitButton pending={isLoading} label={t.send} pendingLabel={fiForms.sending} />
      </form>
      {failure ? <OutcomeDialog error={failure} onClose={() => setFailure(null)} /> : null}
    </>
  );
}
