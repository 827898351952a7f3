import { useState, type FormEvent } from 'react';
import {
  companyApi,
  userManagement,
  type CompanyLocationItem,
  type CompanyUser,
} from '../../api/b2bApi';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { fiCompany } from '../../i18n/fiCompany';
import { ConfirmDialog, DoneDialog } from '../../components/ConfirmDialog';
import { placeTitle, type SelectionDialogProps } from '../../place/companyPlace';
import { useCompany } from '../../place/company';

const t = fiCompany.combine;
/** #208 takes a name of 1–60 characters. */
export const MAX_COMPOSITE_NAME = 60;

/** A place a composite can take: a single place the user may change (A56, A63). */
export const combinable = (item: CompanyLocationItem) =>
  item.rights !== 'READ_ONLY' && !item.compositeLocationIdentifier;

/** The composite name's field error, if any. */
export function compositeNameError(value: string): string | undefined {
  if (!value) return t.nameRequired;
  if (value.length > MAX_COMPOSITE_NAME) return t.nameTooLong;
  return undefined;
}

/**
 * Combining the selected places into a composite (#208): a name, a confirmation naming the
 * places, and a success dialog once the gateway confirmed it. Places that cannot be combined
 * (read-only, or in a composite already) are named and nothing is sent.
 */
export function CombineDialog({
  companyRef,
  userId,
  items,
  onClose,
  onCombined,
}: SelectionDialogProps & {
  /** Called once the composite exists (the selection it was made of is spent). */
  onCombined: () => void;
}) {
  const [create, creating] = companyApi.useCreateCompanyCompositeLocationMutation();
  const [step, setStep] = useState<'name' | 'confirm' | 'done'>('name');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [made, setMade] = useState<{ id: string; name: string }>();
  const refused = items.filter((item) => !combinable(item));

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    const error = compositeNameError(name.trim());
    setNameError(error);
    if (!error) setStep('confirm');
  }

  async function combine() {
    const [first] = items;
    if (!first) return;
    try {
      const answer = await create({
        companyRef,
        userId,
        compositeLocationId: first.location.locationIdentifier,
        compositeLocationRequest: {
          name: name.trim(),
          locationIdentifiers: items.map((item) => item.location.locationIdentifier),
        },
      }).unwrap();
      setMade({ id: answer.compositeLocationIdentifier, name: answer.name });
      setStep('done');
      onCombined();
    } catch {
      // The error shows in the confirmation (creating.error).
    }
  }

  if (items.length < 2 || refused.length > 0) {
    return (
      <DoneDialog title={t.title} onClose={onClose}>
        <p>{items.length < 2 ? t.tooFew : t.refused}</p>
        {refused.length > 0 ? (
          <ul className="plain-list">
            {refused.map((item) => (
              <li key={item.location.locationIdentifier}>
                {placeTitle(item)} ({item.location.locationIdentifier}):{' '}
                {item.compositeLocationIdentifier
                  ? t.inComposite(item.compositeName ?? item.compositeLocationIdentifier)
                  : t.readOnly}
              </li>
            ))}
          </ul>
        ) : null}
      </DoneDialog>
    );
  }
  if (step === 'done' && made) {
    return (
      <DoneDialog title={t.doneTitle} onClose={onClose}>
        <p>{t.doneText(made.name, made.id, items.length)}</p>
      </DoneDialog>
    );
  }
  if (step === 'confirm') {
    return (
      <ConfirmDialog
        title={t.confirmTitle}
        confirm={t.confirm}
        busy={creating.isLoading}
        error={creating.error}
        onConfirm={() => void combine()}
        onCancel={onClose}
      >
        <p>{t.confirmText(name.trim(), items.length)}</p>
        <PlaceNames items={items} />
        <KeptRights companyRef={companyRef} items={items} />
      </ConfirmDialog>
    );
  }
  return (
    <Dialog
      role="dialog"
      title={t.title}
      onEscape={onClose}
      actions={
        <>
          <button type="submit" className="button" form="combine-name">
            {t.next}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {fiCompany.actions.cancel}
          </button>
        </>
      }
    >
      <p>{t.info}</p>
      <PlaceNames items={items} />
      <form id="combine-name" onSubmit={toConfirm} noValidate>
        <TextField
          label={t.name}
          hint={t.nameHint}
          value={name}
          maxLength={MAX_COMPOSITE_NAME + 10}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

function PlaceNames({ items }: { items: readonly CompanyLocationItem[] }) {
  return (
    <ul className="plain-list">
      {items.map((item) => (
        <li key={item.location.locationIdentifier}>
          {placeTitle(item)} ({item.location.locationIdentifier})
        </li>
      ))}
    </ul>
  );
}

/**
 * The sub-users who have a right on any of the places, named before the combine: each keeps
 * their right on each place and sees the composite with those places only. Read from the
 * user-management rows (#229, then #226 per sub-user), which only the main user may read of
 * others; a sub-user's combine that would touch another user's places is refused anyway.
 */
function KeptRights({
  companyRef,
  items,
}: {
  companyRef: string;
  items: readonly CompanyLocationItem[];
}) {
  const { isMainUser } = useCompany();
  const users = userManagement.useListCompanyUsersQuery(companyRef, { skip: !isMainUser });
  if (!isMainUser) return null;
  const ids = new Set(items.map((item) => item.location.locationIdentifier));
  const subUsers = (users.data?.users ?? []).filter((user) => !user.mainUser && !user.invited);
  return (
    <>
      <p>{users.isLoading ? t.keptLoading : t.keptInfo}</p>
      <ul className="plain-list" aria-label={t.keptList}>
        {subUsers.map((user) => (
          <SubUserRights key={user.userReferenceId} companyRef={companyRef} user={user} ids={ids} />
        ))}
      </ul>
    </>
  );
}

/** One sub-user's rights on the chosen places, or nothing when they have none. */
function SubUserRights({
  companyRef,
  user,
  ids,
}: {
  companyRef: string;
  user: CompanyUser;
  ids: ReadonlySet<string>;
}) {
  const detail = userManagement.useGetCompanyUserQuery({
    companyRef,
    userRef: user.userReferenceId,
  });
  const held = (detail.data?.locations ?? []).flatMap((location) =>
    location.locationIdentifiers
      .filter((id) => ids.has(id))
      .map((id) => `${id} (${location.right ? fiCompany.rights[location.right] : ''})`),
  );
  if (held.length === 0) return null;
  return <li>{t.kept(user.name || user.email, held.join(', '))}</li>;
}
