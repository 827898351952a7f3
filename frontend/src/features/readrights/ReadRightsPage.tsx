import { ScrollTable } from '../../components/TableScroll';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import type { Representation } from '../../api/rowTypes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { isEmail } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../format';
import { fiForms } from '../../i18n/fiForms';
import { useUserContent } from '../../place/usePlaces';

const t = fiForms.readRights;

function RightsList({
  items,
  caption,
  onRemove,
}: {
  items: readonly Representation[];
  caption: string;
  onRemove?: (item: Representation) => void;
}) {
  if (items.length === 0) return <p>{t.none}</p>;
  return (
    // A phone scrolls the table in its own box, not the page.
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{onRemove ? t.representative : t.grantor}</th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.created}</th>
          {onRemove ? <td /> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{onRemove ? item.representativeEmail : item.grantorName}</th>
            <td>{t.states[item.status] ?? item.status}</td>
            <td>{formatDate(item.created)}</td>
            {onRemove ? (
              <td>
                {item.status === 'REVOKED' ? null : (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onRemove(item)}
                  >
                    {t.remove}
                    <span className="visually-hidden"> {item.representativeEmail}</span>
                  </button>
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Read rights (/lukuoikeudet): granted and received (#137), grant (#133), remove (#134). */
export function ReadRightsPage() {
  const { ownUserId } = useUserContent();
  const rights = formsApi.useGetCurrentRepresentationsQuery(ownUserId ?? skipToken);
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<Representation | null>(null);
  const [create, creating] = formsApi.useCreateRepresentationMutation();
  const [remove, removing] = formsApi.useRemoveRepresentationMutation();
  const write = useWrite();
  const error = clientError ?? write.serverErrors.email;

  async function grant(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const problem =
      value === '' ? fiForms.field.required : isEmail(value) ? undefined : fiForms.field.email;
    setClientError(problem);
    if (problem || ownUserId === undefined) return;
    const done = await write.run(
      () =>
        create({
          userId: ownUserId,
          createRepresentationRequest: { email: value, rights: 'READ_ONLY' },
        }).unwrap(),
      () => t.granted(value),
    );
    if (done) setEmail('');
  }

  async function confirmRemove() {
    const item = confirming;
    setConfirming(null);
    if (!item || ownUserId === undefined) return;
    await write.run(
      () =>
        remove({
          userId: ownUserId,
          removeRepresentationRequest: { representationId: item.id },
        }).unwrap(),
      () => t.removed(item.representativeEmail),
    );
  }

  return (
    <>
      <h1>{t.title}</h1>
      <QueryState query={rights} failed={t.loadFailed}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="rights-granted">
              <h2 id="rights-granted">{t.grantedTitle}</h2>
              <RightsList items={data.granted} caption={t.grantedTitle} onRemove={setConfirming} />
            </section>
            <section className="card" aria-labelledby="rights-received">
              <h2 id="rights-received">{t.receivedTitle}</h2>
              <RightsList items={data.received} caption={t.receivedTitle} />
            </section>
          </>
        )}
      </QueryState>
      <section className="card" aria-labelledby="rights-grant">
        <h2 id="rights-grant">{t.grantTitle}</h2>
        <p>{t.grantIntro}</p>
        <form onSubmit={grant} noValidate aria-labelledby="rights-grant">
          {clientError || write.formError ? (
            <p className="form-error" role="alert">
              {fiForms.outcome.validation}
            </p>
          ) : null}
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <button
            type="submit"
            className="button"
            disabled={creating.isLoading}
            aria-busy={creating.isLoading}
          >
            {creating.isLoading ? fiForms.sending : t.grant}
          </button>
        </form>
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirm={t.remove}
          busy={removing.isLoading}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setConfirming(null)}
        >
          <p>{t.confirmText(confirming.representativeEmail)}</p>
        </ConfirmDialog>
      ) : null}
      <WriteOutcome write={write} codes={t.codes} />
    </>
  );
}
