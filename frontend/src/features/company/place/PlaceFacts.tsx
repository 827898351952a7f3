import { useState } from 'react';
import { companyApi } from '../../../api/b2bApi';
import { DetailCard, MissingNotice } from '../../../components/overview/OverviewCards';
import { QueryState } from '../../../components/QueryState';
import { TextField } from '../../../components/TextField';
import { utilityTypeName } from '../../../format/names';
import { fiCompany } from '../../../i18n/fiCompany';
import { ConfirmDialog, DoneDialog } from '../../../components/ConfirmDialog';
import { isComposite, useHeldPlace, type PlaceArg } from './heldPlace';

const t = fiCompany.placeData;
/** #207: a name is 1–60 characters (README, B2B places and composites). */
const NAME_MAX = 60;

/**
 * The place's facts at the top (#196 with the caller's own view of it): name, address, utility,
 * the caller's right, a composite's member places, and the contract detail. Parts #196 could
 * not read this time are named; the rest still shows.
 */
export function PlaceFacts({ arg }: { arg: PlaceArg }) {
  const query = companyApi.useGetCompanyLocationDetailsQuery(arg);
  const { place, mayChange } = useHeldPlace(arg);
  return (
    <section className="card" aria-labelledby="company-facts">
      <h2 id="company-facts">{t.facts}</h2>
      <QueryState query={query} failed={t.factsFailed}>
        {(details) => {
          const detail = details.detail;
          const name = place?.name ?? detail?.name;
          return (
            <>
              <MissingNotice missing={details.missing} />
              <dl className="facts">
                <div>
                  <dt>{t.name}</dt>
                  <dd>{name || t.noName}</dd>
                </div>
                {place ? (
                  <div>
                    <dt>{t.address}</dt>
                    <dd>{place.address}</dd>
                  </div>
                ) : null}
                {detail ? (
                  <div>
                    <dt>{t.utility}</dt>
                    <dd>{utilityTypeName(detail.utilityType)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{fiCompany.place.identifier}</dt>
                  <dd>{arg.compositeLocationId}</dd>
                </div>
                {place?.right ? (
                  <div>
                    <dt>{t.yourRight}</dt>
                    <dd>{fiCompany.rights[place.right]}</dd>
                  </div>
                ) : null}
              </dl>
              {isComposite(place) ? (
                <>
                  <h3>{t.memberPlaces}</h3>
                  <ul className="plain-list">
                    {place.locationIdentifiers.map((id) => (
                      <li key={id}>{id}</li>
                    ))}
                  </ul>
                  {detail ? (
                    <p className="muted">{t.firstPlace(detail.locationIdentifier)}</p>
                  ) : null}
                </>
              ) : null}
              {mayChange ? <Rename arg={arg} current={name ?? ''} /> : null}
              {place?.right === 'READ_ONLY' ? <p>{t.renameReadOnly}</p> : null}
              {detail ? <DetailCard detail={detail} /> : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function nameError(name: string): string | undefined {
  if (!name) return t.renameRequired;
  if (name.length > NAME_MAX) return t.renameTooLong;
  return undefined;
}

/** The company's name for the place or composite (#207), seen by all its users. */
function Rename({ arg, current }: { arg: PlaceArg; current: string }) {
  const [step, setStep] = useState<'edit' | 'done'>();
  const [name, setName] = useState(current);
  const [checked, setChecked] = useState(false);
  const [save, saving] = companyApi.useSetCompanyLocationDetailsMutation();
  const trimmed = name.trim();
  const error = checked ? nameError(trimmed) : undefined;

  async function submit() {
    setChecked(true);
    if (nameError(trimmed)) return;
    try {
      await save({ ...arg, companyLocationDetailsRequest: { name: trimmed } }).unwrap();
      setStep('done');
    } catch {
      // The error shows in the dialog (saving.error), which stays open.
    }
  }

  return (
    <>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            saving.reset();
            setName(current);
            setChecked(false);
            setStep('edit');
          }}
        >
          {t.rename}
        </button>
      </p>
      {step === 'edit' ? (
        <ConfirmDialog
          title={t.renameTitle}
          confirm={t.renameConfirm}
          busy={saving.isLoading}
          error={saving.error}
          onConfirm={() => void submit()}
          onCancel={() => setStep(undefined)}
        >
          <TextField
            label={t.renameLabel}
            hint={t.renameHint}
            name="name"
            value={name}
            maxLength={NAME_MAX + 20}
            onChange={(event) => setName(event.target.value)}
            error={error}
          />
        </ConfirmDialog>
      ) : null}
      {step === 'done' ? (
        <DoneDialog title={t.renameDoneTitle} onClose={() => setStep(undefined)}>
          <p>{t.renameDoneText(trimmed)}</p>
        </DoneDialog>
      ) : null}
    </>
  );
}
