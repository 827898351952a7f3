import { useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import { useWrite } from '../../components/forms/useWrite';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { usePlace } from '../../place/PlaceContext';
import { placeName } from '../../place/usePlaces';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';

const t = fiSelfService.moving;

/** "5.3.2027" (or "2027-03-05") → "2027-03-05"; empty → null; not a real date → undefined. */
export function parseFinnishDate(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  let year: number;
  let month: number;
  let day: number;
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (finnish) [day, month, year] = [Number(finnish[1]), Number(finnish[2]), Number(finnish[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return undefined;
  if (check.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface MoveFields {
  moveOut: string;
  moveIn: string;
  street: string;
  postalCode: string;
  city: string;
}

/** The server's rules: dates YYYY-MM-DD (move-in optional), street 1..100, five-digit postal
 * code, city 1..60, none blank. Errors are keyed by the body's field names. */
export function validateMove(fields: MoveFields) {
  const errors: Record<string, string> = {};
  const out = parseFinnishDate(fields.moveOut);
  if (out === null) errors.moveOutDate = fiForms.field.required;
  else if (out === undefined) errors.moveOutDate = t.date;
  if (parseFinnishDate(fields.moveIn) === undefined) errors.moveInDate = t.date;
  if (fields.street.trim() === '') errors['newAddress.street'] = fiForms.field.required;
  else if (fields.street.length > 100) errors['newAddress.street'] = fiForms.field.length(1, 100);
  if (!/^\d{5}$/.test(fields.postalCode.trim())) errors['newAddress.postalCode'] = t.postal;
  if (fields.city.trim() === '') errors['newAddress.city'] = fiForms.field.required;
  else if (fields.city.length > 60) errors['newAddress.city'] = fiForms.field.length(1, 60);
  return errors;
}

/** Moving service of the place (/kayttopaikka/muutto, #238); shows the request id. */
export function MovingPage() {
  const { place, ownerId, readOnly } = usePlace();
  const [fields, setFields] = useState<MoveFields>({
    moveOut: '',
    moveIn: '',
    street: '',
    postalCode: '',
    city: '',
  });
  const [contractWanted, setContractWanted] = useState(true);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [receipt, setReceipt] = useState<string | null>(null);
  const [send, { isLoading }] = formsApi.useRequestMoveMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors, ...clientErrors };
  const set = (name: keyof MoveFields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateMove(fields);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const answer = await write.run(
      () =>
        send({
          userId: ownerId,
          moveRequest: {
            locationId: place.location.identifier,
            moveOutDate: parseFinnishDate(fields.moveOut)!,
            moveInDate: parseFinnishDate(fields.moveIn) ?? null,
            newAddress: {
              street: fields.street.trim(),
              postalCode: fields.postalCode.trim(),
              city: fields.city.trim(),
            },
            contractWanted,
          },
        }).unwrap(),
      (result) => t.sent(result.requestId),
    );
    if (answer) setReceipt(answer.requestId);
  }

  if (readOnly) return <p className="notice">{fiForms.outcome.executionFailed}</p>;

  return (
    <>
      <h2 id="moving-title">{t.title}</h2>
      <p>{t.intro}</p>
      {receipt ? (
        <p className="notice" role="status">
          {t.receipt}: <strong data-testid="move-receipt">{receipt}</strong>
        </p>
      ) : null}
      <form className="card" onSubmit={submit} noValidate aria-labelledby="moving-title">
        <FormAlert show={Object.keys(clientErrors).length > 0 || write.formError !== null} />
        <p>
          {t.place}: <strong>{placeName(place)}</strong> ({place.location.identifier})
        </p>
        <TextField
          label={t.moveOut}
          hint={t.dateHint}
          name="moveOutDate"
          inputMode="numeric"
          value={fields.moveOut}
          onChange={set('moveOut')}
          error={errors.moveOutDate}
        />
        <fieldset className="field">
          <legend>{t.newAddress}</legend>
          <TextField
            label={t.street}
            name="street"
            autoComplete="street-address"
            maxLength={100}
            value={fields.street}
            onChange={set('street')}
            error={errors['newAddress.street']}
          />
          <TextField
            label={t.postalCode}
            name="postalCode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            value={fields.postalCode}
            onChange={set('postalCode')}
            error={errors['newAddress.postalCode']}
          />
          <TextField
            label={t.city}
            name="city"
            autoComplete="address-level2"
            maxLength={60}
            value={fields.city}
            onChange={set('city')}
            error={errors['newAddress.city']}
          />
        </fieldset>
        <TextField
          label={t.moveIn}
          hint={t.dateHint}
          name="moveInDate"
          inputMode="numeric"
          value={fields.moveIn}
          onChange={set('moveIn')}
          error={errors.moveInDate}
        />
        <p>
          <label className="checkbox">
            <input
              type="checkbox"
              name="contractWanted"
              checked={contractWanted}
              onChange={(event) => setContractWanted(event.target.checked)}
            />
            {t.contractWanted}
          </label>
        </p>
        <SubmitButton pending={isLoading} label={fiForms.send} pendingLabel={fiForms.sending} />
      </form>
      <WriteOutcome write={write} />
    </>
  );
}
