import { useId, useState, type FormEvent } from 'react';
import {
  type CompanyUser,
  type CompanyUserRequest,
  type ManagedLocation,
  userManagement,
  type UserRight,
} from '../../api/b2bApi';
import { isApiError } from '../../api/problem';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';
import { isEmail, isPhone } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { fiCompany } from '../../i18n/fiCompany';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ChosenPlaces, managedPlaceLabel, managedPlaceMatches } from './ManagedPlaces';
import { PagedPlaces } from '../../components/PlaceSearch';

const t = fiCompany.userActions;
type Mode = CompanyUserRequest['accountMode'];
const MODES: Mode[] = ['CREATE_ACCOUNT_MODE', 'IDENTIFY_ACCOUNT_MODE'];
export const RIGHTS: UserRight[] = ['READ_ONLY', 'FULL_ACCESS'];
/** The most places one #220 or #224 call gives (the gateway's limit on `locations`). */
export const PLACES_PER_WRITE = 100;

/** A place chosen to be given, with its right. */
export interface GivenPlace {
  place: ManagedLocation;
  right: UserRight;
}

/** The `locations` of a #220 or #224 request. */
export function locationRights(given: readonly GivenPlace[]) {
  return given.map(({ place, right }) => ({
    compositeLocationIdentifier: place.compositeLocationIdentifier,
    right,
  }));
}

interface Fields {
  mode: Mode;
  name: string;
  email: string;
  phone: string;
}

type Field = 'name' | 'email' | 'phone' | 'places';

function fieldErrors(fields: Fields, places: number): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const creating = fields.mode === 'CREATE_ACCOUNT_MODE';
  if (creating && !fields.name.trim()) errors.name = t.nameRequired;
  if (!isEmail(fields.email.trim())) errors.email = t.emailInvalid;
  if (creating && fields.phone.trim() && !isPhone(fields.phone.trim()))
    errors.phone = t.phoneInvalid;
  if (places > PLACES_PER_WRITE) errors.places = t.tooManyPlaces(PLACES_PER_WRITE);
  return errors;
}

/**
 * Adding a user to the company (#224, the main user's "Lisää käyttäjä" panel): a new account
 * (invited by e-mail) or an existing one, the places given with a right each, a confirmation,
 * and the §8 outcome, with dialogs of their own for an address that has an account already, a
 * user of the company already, or no account.
 */
export function NewUserPanel({ companyRef }: { companyRef: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <section className="card company-filters" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.addUserTitle}</h2>
      {open ? (
        <NewUserForm companyRef={companyRef} titleId={titleId} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t.addUser}
        </button>
      )}
    </section>
  );
}

function NewUserForm({
  companyRef,
  titleId,
  onCancel,
}: {
  companyRef: string;
  titleId: string;
  onCancel: () => void;
}) {
  // The main user holds every place of the company: their places are the ones to give. #226
  // answers them all at once (5,000 in the largest company) and takes no search or paging, so
  // the picker searches and pages them here; the chosen ones are kept in `rights` meanwhile.
  const main = userManagement.useGetCompanyMainUserQuery(companyRef);
  const places = userManagement.useGetCompanyUserQuery(
    { companyRef, userRef: main.data?.userReferenceId ?? '' },
    { skip: !main.data },
  );
  const [create, creating] = userManagement.useCreateCompanyUserMutation();
  const write = useWrite();
  const [fields, setFields] = useState<Fields>({
    mode: 'CREATE_ACCOUNT_MODE',
    name: '',
    email: '',
    phone: '',
  });
  const [rights, setRights] = useState<Readonly<Record<string, GivenPlace>>>({});
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const modeName = useId();
  const placesId = useId();

  const given = Object.values(rights);
  const errors = checked ? fieldErrors(fields, given.length) : {};
  const creatingAccount = fields.mode === 'CREATE_ACCOUNT_MODE';
  const set = (changes: Partial<Fields>) => setFields({ ...fields, ...changes });

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(fieldErrors(fields, given.length)).length === 0) setConfirming(true);
  }

  async function confirmed() {
    setConfirming(false);
    const request: CompanyUserRequest = {
      accountMode: fields.mode,
      email: fields.email.trim(),
      locations: locationRights(given),
      ...(creatingAccount ? { name: fields.name.trim(), phone: fields.phone.trim() || null } : {}),
    };
    const answer = await write.run(
      () => create({ companyRef, createCompanyUserRequest: request }).unwrap(),
      (detail) => t.created(detail.user.email),
    );
    if (answer) {
      setFields({ mode: fields.mode, name: '', email: '', phone: '' });
      setRights({});
      setChecked(false);
    }
  }

  const error = (field: Field) => errors[field] ?? write.serverErrors[field];
  function choose(place: ManagedLocation, right: UserRight | undefined) {
    const next = { ...rights };
    if (right) next[place.compositeLocationIdentifier] = { place, right };
    else delete next[place.compositeLocationIdentifier];
    setRights(next);
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p>{t.addUserLead}</p>
      <FormAlert show={Object.keys(errors).length > 0 || write.formError !== null} />
      <fieldset className="field">
        <legend>{t.mode}</legend>
        {MODES.map((mode) => (
          <label key={mode} className="checkbox">
            <input
              type="radio"
              name={modeName}
              value={mode}
              checked={fields.mode === mode}
              onChange={() => set({ mode })}
            />
            {t.modes[mode]}
          </label>
        ))}
      </fieldset>
      {creatingAccount ? (
        <TextField
          label={t.name}
          autoComplete="off"
          value={fields.name}
          error={error('name')}
          onChange={(event) => set({ name: event.target.value })}
        />
      ) : null}
      <TextField
        label={t.email}
        type="email"
        autoComplete="off"
        value={fields.email}
        error={error('email')}
        onChange={(event) => set({ email: event.target.value })}
      />
      {creatingAccount ? (
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="off"
          value={fields.phone}
          error={error('phone')}
          onChange={(event) => set({ phone: event.target.value })}
        />
      ) : null}
      <fieldset
        className={`field${error('places') ? ' field--invalid' : ''}`}
        aria-describedby={`${placesId}-chosen`}
      >
        <legend>{t.places}</legend>
        <QueryState
          query={places}
          failed={t.placesFailed}
          empty={t.noPlaces}
          isEmpty={(data) => data.locations.length === 0}
        >
          {(data) => (
            <PagedPlaces places={data.locations} matches={managedPlaceMatches}>
              {(shown) => (
                <ul className="plain-list company-rights">
                  {shown.map((place) => (
                    <li key={place.compositeLocationIdentifier}>
                      <RightSelect
                        place={place}
                        value={rights[place.compositeLocationIdentifier]?.right}
                        onChange={(right) => choose(place, right)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </PagedPlaces>
          )}
        </QueryState>
        <p id={`${placesId}-chosen`} role="status">
          {fiCompany.selection.selected(given.length)}
        </p>
        {error('places') ? <p className="field__error">{error('places')}</p> : null}
      </fieldset>
      <div className="actions">
        <SubmitButton pending={creating.isLoading} label={t.next} />
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirm={t.confirm}
          busy={creating.isLoading}
          onConfirm={() => void confirmed()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {creatingAccount
              ? t.confirmNew(fields.name.trim(), fields.email.trim(), given.length)
              : t.confirmExisting(fields.email.trim(), given.length)}
          </p>
          {given.length > 0 ? <ChosenPlaces places={given} /> : null}
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} codes={t.codes} />
    </form>
  );
}

/** A place's right for a user: none, read-only or full. */
export function RightSelect({
  place,
  value,
  onChange,
  allowNone = true,
}: {
  place: ManagedLocation;
  value: UserRight | undefined;
  onChange: (right: UserRight | undefined) => void;
  allowNone?: boolean;
}) {
  const id = useId();
  return (
    <div className="field company-rights__row">
      <label htmlFor={id}>{managedPlaceLabel(place)}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as UserRight | undefined)}
      >
        {allowNone ? <option value="">{t.noRight}</option> : null}
        {RIGHTS.map((right) => (
          <option key={right} value={right}>
            {fiCompany.rights[right]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The right a place is given with: read-only or full, as radio buttons. */
export function RightChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: UserRight;
  onChange: (right: UserRight) => void;
}) {
  const name = useId();
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      {RIGHTS.map((right) => (
        <label key={right} className="checkbox">
          <input
            type="radio"
            name={name}
            value={right}
            checked={value === right}
            onChange={() => onChange(right)}
          />
          {fiCompany.rights[right]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Passing the main user's rights to this user (#223) after a confirmation. crm's refusal opens
 * the transfer error dialog with crm's own code (A6), which customer service asks for. Once it
 * is done the caller manages no more, and this panel goes with the rest of the management: the
 * screen shows the outcome (`onTransferred`).
 */
export function TransferMainUser({
  companyRef,
  user,
  onTransferred,
}: {
  companyRef: string;
  user: CompanyUser;
  onTransferred: (user: CompanyUser) => void;
}) {
  const [transfer, transferring] = userManagement.useTransferCompanyMainUserRightsMutation();
  const write = useWrite();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const outcome = write.outcome;
  const refusal =
    outcome && 'error' in outcome && isApiError(outcome.error) ? outcome.error.problem : undefined;

  async function confirmed() {
    setConfirming(false);
    const done = await write.run(
      () =>
        transfer({
          companyRef,
          transferMainUserRequest: { userReferenceId: user.userReferenceId },
        }).unwrap(),
      () => null,
    );
    if (done) onTransferred(user);
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.transferTitle}</h2>
      <p>{t.transferLead}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={transferring.isLoading}
        onClick={() => setConfirming(true)}
      >
        {t.transfer}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t.transferConfirmTitle}
          confirm={t.transfer}
          busy={transferring.isLoading}
          onConfirm={() => void confirmed()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t.transferConfirmText(user.name)}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome
        write={write}
        codes={{
          MAIN_USER_TRANSFER_FAILED: {
            title: t.transferFailedTitle,
            text: t.transferFailed(refusal?.errorCode ?? '–'),
          },
        }}
      />
    </section>
  );
}

/**
 * Deleting a sub-user from the company (#254) after a confirmation that names the person and
 * says what follows. The screen shows the outcome once the gateway has answered (`onDeleted`):
 * this user's panel and its reads go with them.
 */
export function DeleteUser({
  companyRef,
  user,
  onDeleted,
}: {
  companyRef: string;
  user: CompanyUser;
  onDeleted: (user: CompanyUser) => void;
}) {
  const [remove, removing] = userManagement.useDeleteCompanyUserMutation();
  const write = useWrite();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  async function confirmed() {
    setConfirming(false);
    // The answer is empty (204): `true` tells a confirmed delete from a refused one.
    const done = await write.run(
      async () => {
        await remove({ companyRef, userRef: user.userReferenceId }).unwrap();
        return true;
      },
      () => null,
    );
    if (done) onDeleted(user);
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.deleteTitle}</h2>
      <p>{t.deleteLead}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={removing.isLoading}
        onClick={() => setConfirming(true)}
      >
        {t.delete}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t.deleteConfirmTitle(user.name)}
          confirm={t.delete}
          busy={removing.isLoading}
          onConfirm={() => void confirmed()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t.deleteConfirmText(user.name, user.email, user.locationsTotal)}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}
