import { TextField } from '../../components/TextField';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { Checkbox } from '../../components/forms/SaveForm';
import type { ChannelText } from './rules';

const t = fiPlaceForms.alerts;

/**
 * One notification channel: on/off, where to send and the push window. Fields are named
 * `<prefix>Active`, `<prefix>Address`, `<prefix>Start`, `<prefix>End`, errors keyed the same.
 */
export function ChannelFields({
  legend,
  prefix,
  activeLabel,
  addressLabel,
  addressHint,
  addressType,
  value,
  onChange,
  errors,
  withWindow = true,
}: {
  legend: string;
  prefix: string;
  activeLabel: string;
  addressLabel: string;
  addressHint?: string;
  addressType: 'email' | 'tel';
  value: ChannelText;
  onChange: (value: ChannelText) => void;
  errors: Record<string, string>;
  withWindow?: boolean;
}) {
  return (
    <fieldset className="mode-switch">
      <legend>{legend}</legend>
      <Checkbox
        label={activeLabel}
        name={`${prefix}Active`}
        checked={value.active}
        onChange={(active) => onChange({ ...value, active })}
      />
      <TextField
        label={addressLabel}
        hint={addressHint}
        type={addressType}
        autoComplete={addressType === 'email' ? 'email' : 'tel'}
        name={`${prefix}Address`}
        value={value.address}
        onChange={(event) => onChange({ ...value, address: event.target.value })}
        error={errors[`${prefix}Address`]}
      />
      {withWindow ? (
        <WindowFields prefix={prefix} value={value} onChange={onChange} errors={errors} />
      ) : null}
    </fieldset>
  );
}

/** The push window: start and end as times of day (hh:mm). */
export function WindowFields({
  prefix,
  value,
  onChange,
  errors,
}: {
  prefix: string;
  value: { start: string; end: string };
  onChange: (value: ChannelText) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <p className="muted">{t.windowHint}</p>
      <TextField
        label={`${t.window}: ${t.start.toLowerCase()}`}
        inputMode="numeric"
        placeholder="07:00"
        name={`${prefix}Start`}
        value={value.start}
        onChange={(event) => onChange({ ...(value as ChannelText), start: event.target.value })}
        error={errors[`${prefix}Start`]}
      />
      <TextField
        label={`${t.window}: ${t.end.toLowerCase()}`}
        inputMode="numeric"
        placeholder="23:00"
        name={`${prefix}End`}
        value={value.end}
        onChange={(event) => onChange({ ...(value as ChannelText), end: event.target.value })}
        error={errors[`${prefix}End`]}
      />
    </>
  );
}

/**
 * Field errors of a 400 for a channel whose server path is `path` (e.g. `phoneSettings[0]`, or
 * `settings` with `addressField`), renamed to the form's `<prefix>…` keys.
 */
export function channelServerErrors(
  server: Record<string, string>,
  path: string,
  prefix: string,
  addressFields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(server)) {
    if (addressFields.includes(field)) errors[`${prefix}Address`] = message;
    else if (field.startsWith(`${path}.pushStart`)) errors[`${prefix}Start`] = message;
    else if (field.startsWith(`${path}.pushEnd`)) errors[`${prefix}End`] = message;
  }
  return errors;
}
