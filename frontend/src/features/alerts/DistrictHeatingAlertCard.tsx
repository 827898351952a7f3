import { useState } from 'react';
import { AlertCard } from './AlertCard';
import { formsApi } from '../../api/formsApi';
import type {
  DistrictHeatingAlert,
  DistrictHeatingBulkAlert,
  DistrictHeatingDisruptionAlert,
} from '../../api/rowTypes';
import { isEmail } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { errorMessage } from '../../components/errorMessage';
import { ErrorState, Loading } from '../../components/StatusViews';
import { fiForms } from '../../i18n/fiForms';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { placeName, useUserContent } from '../../place/usePlaces';
import { channelServerErrors, ChannelFields, WindowFields } from './ChannelFields';
import { Checkbox, SaveForm } from '../../components/forms/SaveForm';
import { isAlertPhone, parseTime, timeText, type ChannelText } from './rules';
import { ScrollTable } from '../../components/TableScroll';

const t = fiPlaceForms.alerts.districtHeating;

export interface DistrictHeatingText {
  email: boolean;
  emailAddress: string;
  sms: boolean;
  mobileNumber: string;
  start: string;
  end: string;
}

/** #94 rules: a channel that is on needs its address; addresses valid; window hh:mm. */
export function validateDistrictHeating(text: DistrictHeatingText): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = text.emailAddress.trim();
  const mobile = text.mobileNumber.trim();
  if (email === '' && text.email) errors.emailAddress = fiForms.field.required;
  else if (email !== '' && !isEmail(email)) errors.emailAddress = fiForms.field.email;
  if (mobile === '' && text.sms) errors.smsAddress = fiForms.field.required;
  else if (mobile !== '' && !isAlertPhone(mobile)) errors.smsAddress = fiForms.field.phone;
  if (!parseTime(text.start)) errors.windowStart = fiPlaceForms.alerts.time;
  if (!parseTime(text.end)) errors.windowEnd = fiPlaceForms.alerts.time;
  return errors;
}

export function districtHeatingSettings(text: DistrictHeatingText): DistrictHeatingDisruptionAlert {
  const [pushStartHour, pushStartMin] = parseTime(text.start) ?? [7, 0];
  const [pushEndHour, pushEndMin] = parseTime(text.end) ?? [23, 0];
  return {
    email: text.email,
    sms: text.sms,
    emailAddress: text.emailAddress.trim() || null,
    mobileNumber: text.mobileNumber.trim() || null,
    pushStartHour,
    pushStartMin,
    pushEndHour,
    pushEndMin,
  };
}

function DistrictHeatingForm({
  userId,
  locationId,
  alert,
  bulkPlaces,
}: {
  userId: number;
  locationId: string;
  alert: DistrictHeatingAlert;
  /** The owner's district-heating places (#95), this one first. */
  bulkPlaces: readonly string[];
}) {
  const s = alert.settings;
  const [text, setText] = useState<DistrictHeatingText>({
    email: s.email,
    emailAddress: s.emailAddress ?? '',
    sms: s.sms,
    mobileNumber: s.mobileNumber ?? '',
    start: timeText(s.pushStartHour, s.pushStartMin),
    end: timeText(s.pushEndHour, s.pushEndMin),
  });
  const [bulk, setBulk] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [saveOne, one] = formsApi.useSetDistrictHeatingAlertMutation();
  const [saveMany, many] = formsApi.useSetDistrictHeatingAlertBulkMutation();
  const write = useWrite();
  const server = write.serverErrors;
  const errors = {
    ...channelServerErrors(server, 'settings', 'window', []),
    ...channelServerErrors(server, 'settings', 'email', ['settings.emailAddress']),
    ...channelServerErrors(server, 'settings', 'sms', ['settings.mobileNumber']),
    ...clientErrors,
  };
  const emailChannel: ChannelText = {
    active: text.email,
    address: text.emailAddress,
    start: text.start,
    end: text.end,
  };
  const smsChannel: ChannelText = {
    active: text.sms,
    address: text.mobileNumber,
    start: text.start,
    end: text.end,
  };

  function submit() {
    const checked = validateDistrictHeating(text);
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const settings = districtHeatingSettings(text);
    if (bulk) {
      void write.run(
        () =>
          saveMany({
            userId,
            locationId,
            districtHeatingBulkAlertRequest: {
              settings,
              locationIdentifiers: [...bulkPlaces],
            },
          }).unwrap(),
        () => t.savedBulk(bulkPlaces.length),
      );
    } else {
      void write.run(
        () =>
          saveOne({
            userId,
            locationId,
            districtHeatingAlert: { ...alert, active: settings.email || settings.sms, settings },
          }).unwrap(),
        () => t.saved,
      );
    }
  }

  return (
    <SaveForm
      labelledBy="district-heating-alert-title"
      write={write}
      saving={one.isLoading || many.isLoading}
      invalid={Object.keys(clientErrors).length > 0}
      onSubmit={submit}
    >
      <ChannelFields
        legend={fiPlaceForms.alerts.disruption.email}
        prefix="email"
        activeLabel={t.email}
        addressLabel={t.emailAddress}
        addressType="email"
        value={emailChannel}
        onChange={(value) => setText({ ...text, email: value.active, emailAddress: value.address })}
        errors={errors}
        withWindow={false}
      />
      <ChannelFields
        legend={fiPlaceForms.alerts.disruption.phone}
        prefix="sms"
        activeLabel={t.sms}
        addressLabel={t.mobileNumber}
        addressHint={fiPlaceForms.alerts.disruption.phoneHint}
        addressType="tel"
        value={smsChannel}
        onChange={(value) => setText({ ...text, sms: value.active, mobileNumber: value.address })}
        errors={errors}
        withWindow={false}
      />
      <WindowFields
        prefix="window"
        value={text}
        onChange={(value) => setText({ ...text, start: value.start, end: value.end })}
        errors={errors}
      />
      {bulkPlaces.length > 0 ? (
        <Checkbox label={t.bulk(bulkPlaces.length)} name="bulk" checked={bulk} onChange={setBulk} />
      ) : null}
    </SaveForm>
  );
}

function settingsSummary(settings: DistrictHeatingDisruptionAlert): string {
  const channels = [
    settings.email ? settings.emailAddress : null,
    settings.sms ? settings.mobileNumber : null,
  ].filter(Boolean);
  const window = `${timeText(settings.pushStartHour, settings.pushStartMin)}–${timeText(settings.pushEndHour, settings.pushEndMin)}`;
  return channels.length > 0 ? `${channels.join(', ')} (${window})` : fiPlaceForms.no;
}

/** The owner's district-heating places and whether each has the alert on (#95). */
function BulkTable({ bulk }: { bulk: DistrictHeatingBulkAlert }) {
  const { usePlaces } = useUserContent();
  const name = (identifier: string) => {
    const place = usePlaces?.find((p) => p.location.identifier === identifier);
    return place ? placeName(place) : identifier;
  };
  return (
    <ScrollTable caption={t.bulkTitle}>
      <thead>
        <tr>
          <th scope="col">{t.place}</th>
          <th scope="col">{t.state}</th>
        </tr>
      </thead>
      <tbody>
        {bulk.items.map((item) => (
          <tr key={item.locationIdentifier}>
            <td>{name(item.locationIdentifier)}</td>
            <td>{settingsSummary(item.settings)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * District-heating return-temperature alert (#93 read, #94 save) and the same settings for all
 * the owner's district-heating places (#95 read, #96 save).
 */
export function DistrictHeatingAlertCard({
  userId,
  locationId,
  canEdit,
}: {
  userId: number;
  locationId: string;
  canEdit: boolean;
}) {
  const query = formsApi.useGetDistrictHeatingAlertQuery({ userId, locationId });
  const bulk = formsApi.useGetDistrictHeatingBulkAlertQuery({ userId, locationId });
  const bulkPlaces = bulk.data?.items.map((item) => item.locationIdentifier) ?? [];
  return (
    <AlertCard
      id="district-heating-alert"
      title={t.title}
      intro={t.intro}
      query={query}
      facts={(alert) => [[t.state, settingsSummary(alert.settings)]]}
    >
      {(alert) => (
        <>
          {bulk.data && bulk.data.items.length > 1 ? <BulkTable bulk={bulk.data} /> : null}
          {bulk.isError ? (
            <ErrorState message={t.bulkFailed} onRetry={() => void bulk.refetch()}>
              <p>{errorMessage(bulk.error)}</p>
            </ErrorState>
          ) : null}
          {/* The form waits for the other places: offered before them, the "all my places"
              choice would appear under the person's hand a moment later. */}
          {bulk.isLoading ? (
            <Loading />
          ) : canEdit ? (
            <DistrictHeatingForm
              userId={userId}
              locationId={locationId}
              alert={alert}
              bulkPlaces={bulkPlaces}
            />
          ) : null}
        </>
      )}
    </AlertCard>
  );
}
