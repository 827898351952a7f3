import type { ReactNode } from 'react';
import { TextField } from '../../components/TextField';

/** A staff search's frame: title, intro, the form with its fields, its problem and results. */
export function SearchTool({
  id,
  title,
  intro,
  onSubmit,
  problem,
  busy,
  fields,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  onSubmit: () => void;
  problem?: string;
  busy: boolean;
  fields: ReactNode;
  children?: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="admin-tool">
      <h1 id={titleId}>{title}</h1>
      <p>{intro}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
        aria-labelledby={titleId}
      >
        {fields}
        {problem ? (
          <p role="alert" className="field__error">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Haetaan…' : 'Hae'}
        </button>
      </form>
      {children}
    </section>
  );
}

/** The e-mail criterion of a staff search, or a staff form's e-mail with its check's error. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="Sähköposti"
      type="email"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
