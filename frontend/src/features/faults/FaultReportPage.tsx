import { useId, useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { isPhone } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';
import { usePlace } from '../../place/PlaceContext';
import { placeName } from '../../place/usePlaces';

const t = fiForms.fault;
export const FAULT_TYPES = ['NO_POWER', 'PARTIAL_POWER', 'STREET_LIGHT', 'OTHER'] as const;
type FaultType = (typeof FAULT_TYPES)[number];

/** The server's rules: description 1..2000 and not blank, phone E.164-ish when given. */
export function validateFault(description: string, phone: string) {
  const errors: Record<string, string> = {};
  if (description.trim() === '') errors.description = fiForms.field.required;
  else if (description.length > 2000) errors.description = fiForms.field.length(1, 2000);
  if (phone.trim() !== '' && !isPhone(phone.trim())) errors.contactPhone = fiForms.field.phone;
  return errors;
}

/** Fault report of the place (/kayttopaikka/vikailmoitus, #144); shows the ticket id. */
export function FaultReportPage() {
  const { place, viewerId, readOnly } = usePlace();
  const [faultType, setFaultType] = useState<FaultType>('NO_POWER');
  const [description, setDescription] = useState('');
  const [phone, setPhone] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [ticket, setTicket] = useState<string | null>(null);
  const [send, { isLoading }] = formsApi.useReportFaultMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };
  const descriptionId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateFault(description, phone);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const receipt = await write.run(
      () =>
        send({
          userId: viewerId,
          faultReportRequest: {
            locationIdentifier: place.location.identifier,
            faultType,
            description: description.trim(),
            contactPhone: phone.trim() === '' ? null : phone.trim(),
          },
        }).unwrap(),
      (answer) => t.sent(answer.ticketId),
    );
    if (receipt) {
      setTicket(receipt.ticketId);
      setDescription('');
    }
  }

  if (readOnly) return <p className="notice">{fiForms.outcome.executionFailed}</p>;

  return (
    <>
      <h2 id="fault-title">{t.title}</h2>
      <p>{t.intro}</p>
      {ticket ? (
        <p className="notice" role="status">
          {t.ticket}: <strong data-testid="fault-ticket">{ticket}</strong>
        </p>
      ) : null}
      <form className="card" onSubmit={submit} noValidate aria-labelledby="fault-title">
        {Object.keys(clientErrors).length > 0 || write.formError ? (
          <p className="form-error" role="alert">
            {fiForms.outcome.validation}
          </p>
        ) : null}
        <p>
          {t.place}: <strong>{placeName(place)}</strong> ({place.location.identifier})
        </p>
        <fieldset className="field">
          <legend>{t.type}</legend>
          {FAULT_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input
                type="radio"
                name="faultType"
                value={type}
                checked={faultType === type}
                onChange={() => setFaultType(type)}
              />
              {t.types[type]}
            </label>
          ))}
          {errors.faultType ? <p className="field__error">{errors.faultType}</p> : null}
        </fieldset>
        <div className={`field${errors.description ? ' field--invalid' : ''}`}>
          <label htmlFor={descriptionId}>{t.description}</label>
          <textarea
            id={descriptionId}
            name="description"
            rows={5}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          />
          {errors.description ? (
            <p className="field__error" id={`${descriptionId}-error`}>
              {errors.description}
            </p>
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
        <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? fiForms.sending : fiForms.send}
        </button>
      </form>
      <WriteOutcome write={write} />
    </>
  );
}
