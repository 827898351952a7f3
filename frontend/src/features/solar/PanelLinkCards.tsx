import { useRef, useState } from 'react';
import { formsApi } from '../../api/formsApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SaveForm } from '../../components/forms/SaveForm';
import { useWrite } from '../../components/forms/useWrite';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';

const t = fiPlaceForms.solar;

/**
 * Calls `onChanged` when the success dialog of a write is closed: refetching at once would
 * replace the card (and its dialog) before the user has read it.
 */
function useRefreshAfterDialog(onChanged: () => void) {
  const write = useWrite();
  const pending = useRef(false);
  const closeOutcome = () => {
    write.closeOutcome();
    if (pending.current) {
      pending.current = false;
      onChanged();
    }
  };
  const refresh = () => {
    pending.current = true;
  };
  return [{ ...write, closeOutcome }, refresh] as const;
}

interface Target {
  userId: number;
  locationId: string;
  placeName: string;
  /** Called after a link or unlink: the live read (#170) names the place's panel. */
  onChanged: () => void;
}

/** #60's rule: the panel id is 1..40 characters; panel ids are letters, digits and dashes. */
export function validatePanelId(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return fiForms.field.required;
  if (trimmed.length > 40 || !/^[A-Za-z0-9-]+$/.test(trimmed)) return t.panelIdRule;
  return undefined;
}

/**
 * Join a solar plant to the place: #60 findLink first (already joined → say so), then a
 * confirmation, then #58 link.
 */
export function JoinPanelCard({ userId, locationId, placeName, onChanged }: Target) {
  const [panelId, setPanelId] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [findLink, find] = formsApi.useFindSolarLinkMutation();
  const [link, linking] = formsApi.useLinkSolarPanelMutation();
  const [write, refresh] = useRefreshAfterDialog(onChanged);
  const error = clientError ?? write.serverErrors.panelId;

  async function check() {
    const problem = validatePanelId(panelId);
    setClientError(problem);
    if (problem) return;
    const id = panelId.trim();
    const found = await write.run(
      () => findLink({ userId, panelId: id, locationId }).unwrap(),
      (answer) => (answer.linked ? t.alreadyJoined(id) : ''),
    );
    if (found && !found.linked) {
      // Not joined yet: no notice, ask for the confirmation instead.
      write.closeOutcome();
      setConfirming(id);
    }
  }

  async function join(id: string) {
    setConfirming(null);
    const done = await write.run(
      () =>
        link({ userId, panelId: id, locationId })
          .unwrap()
          .then(() => true),
      () => t.joined(id),
    );
    if (done) refresh();
  }

  return (
    <section className="card" aria-labelledby="join-panel-title">
      <h3 id="join-panel-title">{t.joinTitle}</h3>
      <p>{t.joinIntro}</p>
      <SaveForm
        labelledBy="join-panel-title"
        write={write}
        saving={find.isLoading || linking.isLoading}
        invalid={clientError !== undefined}
        onSubmit={() => void check()}
        submitLabel={t.check}
      >
        <TextField
          label={t.panelId}
          hint={t.panelHint}
          name="panelId"
          autoComplete="off"
          value={panelId}
          onChange={(event) => setPanelId(event.target.value)}
          error={error}
        />
      </SaveForm>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmJoinTitle}
          confirm={t.join}
          onConfirm={() => void join(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t.confirmJoin(confirming, placeName)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Remove the plant from the place (#59 unlink) after a confirmation. */
export function RemovePanelCard({
  userId,
  locationId,
  panelId,
  onChanged,
}: Omit<Target, 'placeName'> & { panelId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [unlink, { isLoading }] = formsApi.useUnlinkSolarPanelMutation();
  const [write, refresh] = useRefreshAfterDialog(onChanged);

  async function remove() {
    setConfirming(false);
    const done = await write.run(
      () =>
        unlink({ userId, panelId, locationId })
          .unwrap()
          .then(() => true),
      () => t.removed(panelId),
    );
    if (done) refresh();
  }

  return (
    <section className="card" aria-labelledby="remove-panel-title">
      <h3 id="remove-panel-title">{t.manageTitle}</h3>
      <SaveForm
        labelledBy="remove-panel-title"
        write={write}
        saving={isLoading}
        invalid={false}
        onSubmit={() => setConfirming(true)}
        submitLabel={t.remove}
      >
        {null}
      </SaveForm>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmRemoveTitle}
          confirm={t.removeConfirm}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t.confirmRemove(panelId)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
