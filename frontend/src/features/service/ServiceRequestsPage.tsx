import { useId, useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import type { ServiceRequest } from '../../api/rowTypes';
import { isPhone } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../format';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { placeName, useUserContent } from '../../place/usePlaces';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';
import { TextArea } from './TextArea';

const t = fiSelfService.serviceRequests;

/** The server's rules: subject 1..100 and message 1..2000, neither blank; phone when given. */
export function validateServiceRequest(subject: string, message: string, phone: string) {
  const errors: Record<string, string> = {};
  if (subject.trim() === '') errors.subject = fiForms.field.required;
  else if (subject.length > 100) errors.subject = fiForms.field.length(1, 100);
  if (message.trim() === '') errors.message = fiForms.field.required;
  else if (message.length > 2000) errors.message = fiForms.field.length(1, 2000);
  if (phone.trim() !== '' && !isPhone(phone.trim())) errors.contactPhone = fiForms.field.phone;
  return errors;
}

function ServiceRequestForm({ userId }: { userId: number }) {
  const { usePlaces } = useUserContent();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [place, setPlace] = useState('');
  const [phone, setPhone] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [send, { isLoading }] = formsApi.useCreateServiceRequestMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };
  const placeId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateServiceRequest(subject, message, phone);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const created = await write.run(
      () =>
        send({
          userId,
          serviceRequestRequest: {
            subject: subject.trim(),
            message: message.trim(),
            locationIdentifier: place === '' ? null : place,
            contactPhone: phone.trim() === '' ? null : phone.trim(),
          },
        }).unwrap(),
      (answer) => t.sent(answer.serviceRequestId),
    );
    if (created) {
      setSubject('');
      setMessage('');
      setPhone('');
    }
  }

  return (
    <section className="card" aria-labelledby="service-request-new">
      <h2 id="service-request-new">{t.newTitle}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="service-request-new">
        <FormAlert show={Object.keys(clientErrors).length > 0 || write.formError !== null} />
        <TextField
          label={t.subject}
          name="subject"
          maxLength={100}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
        />
        <TextArea
          label={t.message}
          name="message"
          maxLength={2000}
          value={message}
          onChange={setMessage}
          error={errors.message}
        />
        <div className={`field${errors.locationIdentifier ? ' field--invalid' : ''}`}>
          <label htmlFor={placeId}>{t.place}</label>
          <select
            id={placeId}
            name="locationIdentifier"
            value={place}
            onChange={(event) => setPlace(event.target.value)}
          >
            <option value="">{t.noPlace}</option>
            {(usePlaces ?? []).map((item) => (
              <option key={item.location.identifier} value={item.location.identifier}>
                {placeName(item)} ({item.location.identifier})
              </option>
            ))}
          </select>
          {errors.locationIdentifier ? (
            <p className="field__error">{errors.locationIdentifier}</p>
          ) : null}
        </div>
        <TextField
          label={t.phone}
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.contactPhone}
        />
        <SubmitButton pending={isLoading} label={fiForms.send} pendingLabel={fiForms.sending} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}

function RequestItem({ request }: { request: ServiceRequest }) {
  return (
    <li className="card" data-testid="service-request">
      <h3>{request.subject}</h3>
      <dl className="facts">
        <div>
          <dt>{t.created}</dt>
          <dd>{formatDate(request.created)}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{t.statuses[request.status] ?? request.status}</dd>
        </div>
        <div>
          <dt>{t.category}</dt>
          <dd>{t.categories[request.category] ?? request.category}</dd>
        </div>
      </dl>
      <p>{request.message}</p>
      {request.reply ? (
        <p>
          <strong>{t.reply}:</strong> {request.reply}
        </p>
      ) : null}
    </li>
  );
}

/** Service requests (/asiakaspalvelu/palvelupyynnot): send one (#143), list them (#142). */
export function ServiceRequestsPage() {
  const { ownUserId } = useUserContent();
  const list = formsApi.useGetServiceRequestsQuery(ownUserId ?? 0, {
    skip: ownUserId === undefined,
  });
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {ownUserId !== undefined ? <ServiceRequestForm userId={ownUserId} /> : null}
      <section aria-labelledby="service-request-list">
        <h2 id="service-request-list">{t.listTitle}</h2>
        <QueryState
          query={{ ...list, isLoading: list.isLoading || ownUserId === undefined }}
          failed={t.loadFailed}
          empty={t.none}
          isEmpty={(data) => data.serviceRequests.length === 0}
        >
          {(data) => (
            <ul className="plain-list">
              {data.serviceRequests.map((request) => (
                <RequestItem key={request.serviceRequestId} request={request} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
