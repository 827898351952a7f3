import { useState, type FormEvent } from 'react';
import type { Company, StaffAdvertisementTile } from '../../api/adminApi';
import { Checkbox } from '../../components/forms/SaveForm';
import { TextField } from '../../components/TextField';
import { adminApi } from '../../api/adminApi';
import { fiAdmin } from './fiAdmin';
import { ActiveOne, Done, PublishRow, formatInstant, isHttps, ORIGINS, toInstant } from './parts';

const t = fiAdmin.tile;

/** The tile as a customer sees it: also the preview of a new one. */
function TileCard({ tile }: { tile: StaffAdvertisementTile }) {
  return (
    <aside className="ad-tile" aria-label={tile.title}>
      {tile.imageUrl ? <img src={tile.imageUrl} alt={tile.imageAlt ?? ''} /> : null}
      <h3>{tile.title}</h3>
      <p>{tile.text}</p>
      <a href={tile.linkUrl} target="_blank" rel="noreferrer">
        {tile.linkText}
      </a>
    </aside>
  );
}

type Fields = Record<'title' | 'text' | 'linkText' | 'linkUrl' | 'imageUrl' | 'imageAlt', string>;
const EMPTY: Fields = {
  title: '',
  text: '',
  linkText: '',
  linkUrl: '',
  imageUrl: '',
  imageAlt: '',
};

function problemsOf(fields: Fields): Partial<Fields> {
  const found: Partial<Fields> = {};
  for (const name of ['title', 'text', 'linkText', 'linkUrl'] as const) {
    if (!fields[name].trim()) found[name] = fiAdmin.required;
  }
  if (fields.linkUrl && !isHttps(fields.linkUrl)) found.linkUrl = t.httpsOnly;
  if (fields.imageUrl && !isHttps(fields.imageUrl)) found.imageUrl = t.httpsOnly;
  return found;
}

/** The advertisement tile (A73): the active one, a new one with its preview, and removal. */
export function TilePage() {
  const current = adminApi.useGetStaffAdvertisementTileQuery();
  const [publish, { isLoading, error }] = adminApi.useSetStaffAdvertisementTileMutation();
  const [remove] = adminApi.useRemoveStaffAdvertisementTileMutation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [origins, setOrigins] = useState<Company[]>([...ORIGINS]);
  const [validUntil, setValidUntil] = useState('');
  const [problems, setProblems] = useState<Partial<Fields>>({});
  const [done, setDone] = useState<string | null>(null);
  const draft: StaffAdvertisementTile = {
    title: fields.title.trim(),
    text: fields.text.trim(),
    linkText: fields.linkText.trim(),
    linkUrl: fields.linkUrl.trim(),
    imageUrl: fields.imageUrl.trim() || undefined,
    imageAlt: fields.imageAlt.trim() || undefined,
    validUntil: toInstant(validUntil),
    // Every origin is the same as none named.
    origins: origins.length === ORIGINS.length ? undefined : origins,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length > 0 || origins.length === 0) return;
    await publish(draft)
      .unwrap()
      .then(() => {
        setFields(EMPTY);
        setDone(t.published);
      })
      .catch(() => undefined);
  }

  const field = (name: keyof Fields, label: string) => (
    <TextField
      label={label}
      value={fields[name]}
      error={problems[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  return (
    <section aria-labelledby="tile-title" className="admin-tool">
      <h1 id="tile-title">{t.title}</h1>
      <Done text={done} />
      <ActiveOne query={current} texts={t} remove={() => remove().unwrap()} onDone={setDone}>
        {(active) => (
          <>
            <TileCard tile={active} />
            <p>
              {t.forOrigins}: {(active.origins ?? ORIGINS).join(', ')}
              {active.validUntil
                ? `, ${fiAdmin.validUntil}: ${formatInstant(active.validUntil)}`
                : ''}
            </p>
          </>
        )}
      </ActiveOne>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-tile">
        <h2 id="new-tile">{t.publish}</h2>
        {field('title', t.tileTitle)}
        {field('text', t.text)}
        {field('linkText', t.linkText)}
        {field('linkUrl', t.linkUrl)}
        {field('imageUrl', t.imageUrl)}
        {field('imageAlt', t.imageAlt)}
        <TextField
          label={fiAdmin.validUntil}
          type="datetime-local"
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
        <fieldset>
          <legend>{t.forOrigins}</legend>
          {ORIGINS.map((origin) => (
            <Checkbox
              key={origin}
              label={fiAdmin.origins[origin] ?? origin}
              name={`tile-${origin}`}
              checked={origins.includes(origin)}
              onChange={(on) =>
                setOrigins(on ? [...origins, origin] : origins.filter((o) => o !== origin))
              }
            />
          ))}
        </fieldset>
        <PublishRow
          preview={draft.title ? <TileCard tile={draft} /> : null}
          error={error}
          busy={isLoading}
          label={t.publish}
        />
      </form>
    </section>
  );
}
