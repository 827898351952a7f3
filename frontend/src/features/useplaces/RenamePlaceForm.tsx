import { useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { useWrite } from '../../components/forms/useWrite';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';

const t = fiForms.rename;

/** The server's rule: 1..60 characters, not only spaces. */
export function validatePlaceName(name: string): string | undefined {
  if (name.trim() === '') return fiForms.field.required;
  if (name.length > 60) return fiForms.field.length(1, 60);
  return undefined;
}

/** Rename a use place (#115); the content (#116) and details (#117) are refetched and show it. */
export function RenamePlaceForm({
  userId,
  locationIdentifier,
  currentName,
}: {
  userId: number;
  locationIdentifier: string;
  currentName: string;
}) {
  const [name, setName] = useState(currentName);
  const [clientError, setClientError] = useState<string | undefined>();
  const [save, { isLoading }] = formsApi.useSetLocationNameMutation();
  const write = useWrite();
  const error = clientError ?? write.serverErrors.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePlaceName(name);
    setClientError(problem);
    if (problem) return;
    await write.run(
      () =>
        save({
          userId,
          locationNameRequest: { locationIdentifier, name: name.trim() },
        }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <section className="card" aria-labelledby="rename-title">
      <h2 id="rename-title">{t.title}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="rename-title">
        {clientError || write.formError ? (
          <p className="form-error" role="alert">
            {fiForms.outcome.validation}
          </p>
        ) : null}
        <TextField
          label={t.name}
          hint={t.hint}
          name="name"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? fiForms.saving : fiForms.save}
        </button>
        <WriteOutcome write={write} />
      </form>
    </section>
  );
}
