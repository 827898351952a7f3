import { useState, type FormEvent } from 'react';
import type { TopBarLevel, TopBarMessage } from '../../api/adminApi';
import { TextField } from '../../components/TextField';
import { adminApi } from '../../api/adminApi';
import { fiAdmin } from './fiAdmin';
import { ActiveOne, Done, PublishRow, formatInstant, toInstant } from './parts';
import { TopBarBanner } from './TopBarNotice';

const t = fiAdmin.topBar;
const LEVELS: TopBarLevel[] = ['INFO', 'WARNING', 'ALERT'];

/** The top-bar message (A71): the active one, a new one with its preview, and removal. */
export function TopBarPage() {
  const current = adminApi.useGetTopBarMessageQuery();
  const [publish, { isLoading, error }] = adminApi.useSetTopBarMessageMutation();
  const [remove] = adminApi.useRemoveTopBarMessageMutation();
  const [message, setMessage] = useState('');
  const [level, setLevel] = useState<TopBarLevel>('INFO');
  const [validUntil, setValidUntil] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string | null>(null);
  const draft: TopBarMessage = {
    message: message.trim(),
    level,
    validUntil: toInstant(validUntil),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = !draft.message
      ? fiAdmin.required
      : draft.message.length > 300
        ? t.tooLong
        : undefined;
    setProblem(invalid);
    if (invalid) return;
    await publish(draft)
      .unwrap()
      .then(() => {
        setMessage('');
        setDone(t.published);
      })
      .catch(() => undefined);
  }

  return (
    <section aria-labelledby="top-bar-title" className="admin-tool">
      <h1 id="top-bar-title">{t.title}</h1>
      <Done text={done} />
      <ActiveOne query={current} texts={t} remove={() => remove().unwrap()} onDone={setDone}>
        {(active) => (
          <>
            <TopBarBanner message={active} />
            {active.validUntil ? (
              <p>
                {fiAdmin.validUntil}: {formatInstant(active.validUntil)}
              </p>
            ) : null}
          </>
        )}
      </ActiveOne>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-top-bar">
        <h2 id="new-top-bar">{t.publish}</h2>
        <div className={problem ? 'field field--invalid' : 'field'}>
          <label htmlFor="top-bar-message">{fiAdmin.message}</label>
          <textarea
            id="top-bar-message"
            value={message}
            maxLength={300}
            rows={3}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'top-bar-message-error' : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          {problem ? (
            <p className="field__error" id="top-bar-message-error">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="top-bar-level">{t.level}</label>
          <select
            id="top-bar-level"
            value={level}
            onChange={(event) => setLevel(event.target.value as TopBarLevel)}
          >
            {LEVELS.map((value) => (
              <option key={value} value={value}>
                {t.levels[value]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={fiAdmin.validUntil}
          type="datetime-local"
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
        <PublishRow
          preview={draft.message ? <TopBarBanner message={draft} /> : null}
          error={error}
          busy={isLoading}
          label={t.publish}
        />
      </form>
    </section>
  );
}
