import { useState, type FormEvent } from 'react';
import type { FeatureFlag } from '../../api/adminApi';
import { FormError } from '../../components/FormError';
import { Checkbox } from '../../components/forms/SaveForm';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { adminApi } from '../../api/adminApi';
import { fiAdmin } from './fiAdmin';
import { ConfirmedAction, Done, OriginSelect } from './parts';

const t = fiAdmin.flags;
const FEATURE = /^[A-Z0-9_]{1,64}$/;

function describe(enabled: boolean, readOnly: boolean): string {
  return [enabled ? t.on : t.off, readOnly ? t.readOnlyShort : null].filter(Boolean).join(', ');
}

/** The feature, whether on, whether read-only: the fields a flag and an override share. */
function FeatureFields({
  prefix,
  feature,
  enabled,
  readOnly,
  error,
  onFeature,
  onEnabled,
  onReadOnly,
}: {
  prefix: string;
  feature: string;
  enabled: boolean;
  readOnly: boolean;
  error?: string;
  onFeature: (value: string) => void;
  onEnabled: (value: boolean) => void;
  onReadOnly: (value: boolean) => void;
}) {
  return (
    <>
      <TextField
        label={t.feature}
        hint={t.featureHint}
        value={feature}
        error={error}
        onChange={(event) => onFeature(event.target.value.toUpperCase())}
      />
      <Checkbox
        label={t.enabled}
        name={`${prefix}-enabled`}
        checked={enabled}
        onChange={onEnabled}
      />
      <Checkbox
        label={t.readOnly}
        name={`${prefix}-readonly`}
        checked={readOnly}
        onChange={onReadOnly}
      />
    </>
  );
}

function FlagForm({ onDone }: { onDone: (text: string) => void }) {
  const [setFlag, { isLoading, error }] = adminApi.useSetFeatureFlagMutation();
  const [feature, setFeature] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [origin, setOrigin] = useState('');
  const [problem, setProblem] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = FEATURE.test(feature) ? undefined : t.featureHint;
    setProblem(invalid);
    if (invalid) return;
    const flag: FeatureFlag = {
      feature,
      enabled,
      readOnly,
      qualifiers: origin ? [{ type: 'ORIGIN', value: origin }] : [],
    };
    await setFlag(flag)
      .unwrap()
      .then(() => onDone(t.flagSaved(feature)))
      .catch(() => undefined);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="set-flag">
      <h3 id="set-flag">{t.setFlag}</h3>
      <FeatureFields
        prefix="flag"
        feature={feature}
        enabled={enabled}
        readOnly={readOnly}
        error={problem}
        onFeature={setFeature}
        onEnabled={setEnabled}
        onReadOnly={setReadOnly}
      />
      <OriginSelect
        id="flag-origin"
        label={t.qualifier}
        value={origin}
        onChange={setOrigin}
        allLabel={fiAdmin.allOrigins}
      />
      <FormError error={error} />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? fiAdmin.saving : t.setFlag}
      </button>
    </form>
  );
}

function OverrideForm({ onDone }: { onDone: (text: string) => void }) {
  const [add, { isLoading, error }] = adminApi.useAddFeatureOverrideMutation();
  const [feature, setFeature] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [readOnly, setReadOnly] = useState(false);
  const [target, setTarget] = useState<'user' | 'place'>('place');
  const [id, setId] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!FEATURE.test(feature)) found.feature = t.featureHint;
    const trimmed = id.trim();
    if (target === 'user' ? !/^\d+$/.test(trimmed) : !/^KP\d{6}$/.test(trimmed)) {
      found.id = target === 'user' ? t.userTarget : t.placeTarget;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body =
      target === 'user'
        ? { feature, enabled, readOnly, userId: Number(trimmed) }
        : { feature, enabled, readOnly, locationId: trimmed };
    await add(body)
      .unwrap()
      .then(() => onDone(t.overrideAdded))
      .catch(() => undefined);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-override">
      <h3 id="add-override">{t.addOverride}</h3>
      <FeatureFields
        prefix="override"
        feature={feature}
        enabled={enabled}
        readOnly={readOnly}
        error={problems.feature}
        onFeature={setFeature}
        onEnabled={setEnabled}
        onReadOnly={setReadOnly}
      />
      <fieldset>
        <legend>{t.target}</legend>
        {(['place', 'user'] as const).map((kind) => (
          <label key={kind} className="radio">
            <input
              type="radio"
              name="override-target"
              checked={target === kind}
              onChange={() => setTarget(kind)}
            />
            {kind === 'user' ? t.userTarget : t.placeTarget}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t.targetId}
        value={id}
        error={problems.id}
        onChange={(event) => setId(event.target.value)}
      />
      <FormError error={error} />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? fiAdmin.saving : t.addOverride}
      </button>
    </form>
  );
}

/** Feature flags and overrides (A72): what customers' menus and screens offer. */
export function FeatureFlagsPage() {
  const flags = adminApi.useGetFeatureFlagsQuery();
  const overrides = adminApi.useGetFeatureOverridesQuery();
  const [remove] = adminApi.useRemoveFeatureOverrideMutation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="flags-title" className="admin-tool">
      <h1 id="flags-title">{t.title}</h1>
      <Done text={done} />
      <h2>{t.flags}</h2>
      <QueryState
        query={flags}
        failed={fiAdmin.failed}
        empty={t.noFlags}
        isEmpty={(data) => data.flags.length === 0}
      >
        {(data) => (
          <ul className="admin-list">
            {data.flags.map((flag) => (
              <li key={`${flag.feature}-${JSON.stringify(flag.qualifiers)}`} className="admin-row">
                <strong>{flag.feature}</strong>: {describe(flag.enabled, flag.readOnly)}
                {flag.qualifiers?.length
                  ? ` (${flag.qualifiers.map((q) => q.value).join(', ')})`
                  : ` (${fiAdmin.allOrigins})`}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FlagForm onDone={setDone} />
      <h2>{t.overrides}</h2>
      <QueryState
        query={overrides}
        failed={fiAdmin.failed}
        empty={t.noOverrides}
        isEmpty={(data) => data.overrides.length === 0}
      >
        {(data) => (
          <ul className="admin-list">
            {data.overrides.map((item) => (
              <li key={item.overrideId} className="admin-row">
                <p>
                  <strong>{item.feature}</strong>,{' '}
                  {item.userId != null ? t.forUser(item.userId) : t.forPlace(item.locationId ?? '')}
                  : {describe(item.enabled, item.readOnly)}
                </p>
                <ConfirmedAction
                  label={fiAdmin.remove}
                  title={t.confirmRemove(item.feature)}
                  action={() => remove(item.overrideId).unwrap()}
                  done={t.overrideRemoved}
                  onDone={setDone}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <OverrideForm onDone={setDone} />
    </section>
  );
}
