import { useState, type FormEvent } from 'react';
import { adminApi, type Company, type CustomerType, type UtilityType } from '../../api/adminApi';
import { FormError } from '../../components/FormError';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiAdmin } from './fiAdmin';
import { fiMessages as t } from './fiMessages';
import { Checks, Done, ORIGINS, formatInstant } from './parts';

type Target = 'user' | 'origins' | 'targeted';
const TARGETS: Target[] = ['user', 'origins', 'targeted'];
const UTILITIES: UtilityType[] = ['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION'];
/** How often the background processes are read while one is still going. */
const POLL_MS = 1000;

/** The background mass messages, newest first, read again while one is still going. */
function Processes() {
  const [polling, setPolling] = useState(false);
  const processes = adminApi.useGetMassMessageProcessesQuery(10, {
    pollingInterval: polling ? POLL_MS : 0,
  });
  const running = (processes.data?.processes ?? []).some(
    (process) => process.state === 'QUEUED' || process.state === 'RUNNING',
  );
  if (running !== polling) setPolling(running);
  return (
    <section aria-labelledby="processes-title">
      <h2 id="processes-title">{t.processes}</h2>
      <QueryState query={processes} failed={fiAdmin.failed}>
        {(page) =>
          page.processes.length === 0 ? (
            <p>{t.noProcesses}</p>
          ) : (
            <ul className="admin-list">
              {page.processes.map((process) => (
                <li key={process.processId}>
                  <strong>{process.title}</strong>
                  <p>
                    {t.states[process.state] ?? process.state}:{' '}
                    {t.progress(process.sent, process.total)}
                  </p>
                  <progress
                    max={Math.max(process.total, 1)}
                    value={process.sent}
                    aria-label={`${process.title}: ${t.progress(process.sent, process.total)}`}
                  />
                  <p>
                    {t.started_at}: {formatInstant(process.startedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** Messages from staff (A76): compose, choose the recipients, send, and follow the large ones. */
export function MessagesPage() {
  const [sendOne, one] = adminApi.useSendMessageMutation();
  const [sendMass, mass] = adminApi.useSendMassMessageMutation();
  const [sendAsync, background] = adminApi.useSendMassMessageAsyncMutation();
  const [sendTargeted, targeted] = adminApi.useSendTargetedMessageMutation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [target, setTarget] = useState<Target>('user');
  const [userId, setUserId] = useState('');
  const [origins, setOrigins] = useState<Company[]>([]);
  const [utilities, setUtilities] = useState<UtilityType[]>([]);
  const [customerType, setCustomerType] = useState<'' | CustomerType>('');
  const [inBackground, setInBackground] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const busy = one.isLoading || mass.isLoading || background.isLoading || targeted.isLoading;
  const error = one.error ?? mass.error ?? background.error ?? targeted.error;

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t.required;
    if (!body.trim()) found.body = t.required;
    if (target === 'user' && !/^[1-9][0-9]{0,18}$/.test(userId.trim())) found.userId = t.badUserId;
    if (target !== 'user' && origins.length === 0) found.origins = t.chooseOrigin;
    return found;
  }

  async function send(): Promise<string> {
    const text = { title: title.trim(), body: body.trim() };
    if (target === 'user') {
      const sent = await sendOne({ ...text, userId: Number(userId.trim()) }).unwrap();
      return t.sent(sent.sent);
    }
    if (target === 'origins' && inBackground) {
      await sendAsync({ ...text, origins }).unwrap();
      return t.started;
    }
    if (target === 'origins') return t.sent((await sendMass({ ...text, origins }).unwrap()).sent);
    const sent = await sendTargeted({
      ...text,
      origins,
      utilityTypes: utilities.length ? utilities : undefined,
      customerType: customerType || undefined,
    }).unwrap();
    return t.sent(sent.sent);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setDone(null);
    if (Object.keys(found).length) return;
    await send()
      .then((text) => {
        setDone(text);
        setTitle('');
        setBody('');
      })
      .catch(() => undefined);
  }

  return (
    <section aria-labelledby="messages-title" className="admin-tool">
      <h1 id="messages-title">{t.title}</h1>
      <p>{t.intro}</p>
      <Done text={done} />
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="compose-title">
        <h2 id="compose-title">{t.compose}</h2>
        <TextField
          label={t.subject}
          value={title}
          maxLength={120}
          error={problems.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className={problems.body ? 'field field--invalid' : 'field'}>
          <label htmlFor="message-body">{t.body}</label>
          <textarea
            id="message-body"
            value={body}
            maxLength={4000}
            rows={5}
            aria-invalid={problems.body ? true : undefined}
            aria-describedby={problems.body ? 'message-body-error' : undefined}
            onChange={(event) => setBody(event.target.value)}
          />
          {problems.body ? (
            <p className="field__error" id="message-body-error">
              {problems.body}
            </p>
          ) : null}
        </div>
        <fieldset className="field">
          <legend>{t.target}</legend>
          {TARGETS.map((value) => (
            <label key={value} className="admin-check">
              <input
                type="radio"
                name="message-target"
                checked={target === value}
                onChange={() => setTarget(value)}
              />{' '}
              {t.targets[value]}
            </label>
          ))}
        </fieldset>
        {target === 'user' ? (
          <TextField
            label={t.userId}
            inputMode="numeric"
            value={userId}
            error={problems.userId}
            onChange={(event) => setUserId(event.target.value)}
          />
        ) : (
          <>
            <Checks
              legend={t.origins}
              values={ORIGINS}
              chosen={origins}
              label={(origin) => fiAdmin.origins[origin] ?? origin}
              onChange={setOrigins}
            />
            {problems.origins ? <p className="field__error">{problems.origins}</p> : null}
          </>
        )}
        {target === 'origins' ? (
          <label className="admin-check">
            <input
              type="checkbox"
              checked={inBackground}
              onChange={() => setInBackground(!inBackground)}
            />{' '}
            {t.background}
          </label>
        ) : null}
        {target === 'targeted' ? (
          <>
            <Checks
              legend={t.utilityTypes}
              values={UTILITIES}
              chosen={utilities}
              label={(utility) => t.utilities[utility] ?? utility}
              onChange={setUtilities}
            />
            <div className="field">
              <label htmlFor="message-customer-type">{t.customerType}</label>
              <select
                id="message-customer-type"
                value={customerType}
                onChange={(event) => setCustomerType(event.target.value as '' | CustomerType)}
              >
                {Object.entries(t.customerTypes).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        <FormError error={error} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.sending : t.send}
        </button>
      </form>
      <Processes />
    </section>
  );
}
