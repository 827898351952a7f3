import { useState } from 'react';
import { AlertCard } from './AlertCard';
import { formsApi } from '../../api/formsApi';
import type { DisruptionChannel, DisruptionElectricityAlert } from '../../api/rowTypes';
import { useWrite } from '../../components/forms/useWrite';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { channelServerErrors, ChannelFields } from './ChannelFields';
import { SaveForm } from '../../components/forms/SaveForm';
import { parseTime, timeText, validateChannel, type ChannelText } from './rules';

const t = fiPlaceForms.alerts.disruption;

/** The form's text of a channel, or an empty one with the alert's default window (07–23). */
export function channelText(
  channel: DisruptionChannel | undefined,
  alert: DisruptionElectricityAlert,
): ChannelText {
  if (!channel) {
    return {
      active: false,
      address: '',
      start: timeText(alert.defaultPushStartHour, alert.defaultPushStartMin),
      end: timeText(alert.defaultPushEndHour, alert.defaultPushEndMin),
    };
  }
  return {
    active: channel.active,
    address: channel.address,
    start: timeText(channel.pushStartHour, channel.pushStartMin),
    end: timeText(channel.pushEndHour, channel.pushEndMin),
  };
}

/**
 * The channel to store: the edited one (keeping its id), a new one when an address was given,
 * or none when the address is empty. New ids name the place and the kind; the mock keeps them as given.
 */
export function toChannel(
  existing: DisruptionChannel | undefined,
  text: ChannelText,
  newId: string,
): DisruptionChannel | null {
  const address = text.address.trim();
  // An emptied address removes the channel (validation demands one while it is active).
  if (address === '') return null;
  const [startHour, startMin] = parseTime(text.start) ?? [7, 0];
  const [endHour, endMin] = parseTime(text.end) ?? [23, 0];
  return {
    id: existing?.id ?? newId.slice(0, 40),
    active: text.active,
    address,
    pushStartHour: startHour,
    pushStartMin: startMin,
    pushEndHour: endHour,
    pushEndMin: endMin,
    triggeredRecently: existing?.triggeredRecently ?? false,
  };
}

/** Only the first channel of each kind is edited here; the others are sent back unchanged. */
export function disruptionBody(
  alert: DisruptionElectricityAlert,
  phone: ChannelText,
  email: ChannelText,
): DisruptionElectricityAlert {
  const [firstPhone, ...otherPhones] = alert.phoneSettings;
  const [firstEmail, ...otherEmails] = alert.emailSettings;
  const phoneChannel = toChannel(firstPhone, phone, `EDA-${alert.locationIdentifier}-SMS`);
  const emailChannel = toChannel(firstEmail, email, `EDA-${alert.locationIdentifier}-EMAIL`);
  const phoneSettings = [...(phoneChannel ? [phoneChannel] : []), ...otherPhones];
  const emailSettings = [...(emailChannel ? [emailChannel] : []), ...otherEmails];
  return {
    ...alert,
    active: [...phoneSettings, ...emailSettings].some((channel) => channel.active),
    phoneSettings,
    emailSettings,
  };
}

function DisruptionAlertForm({
  userId,
  locationId,
  alert,
}: {
  userId: number;
  locationId: string;
  alert: DisruptionElectricityAlert;
}) {
  const [phone, setPhone] = useState(channelText(alert.phoneSettings[0], alert));
  const [email, setEmail] = useState(channelText(alert.emailSettings[0], alert));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = formsApi.useSetDisruptionElectricityAlertMutation();
  const write = useWrite();
  const server = write.serverErrors;
  const errors = {
    ...channelServerErrors(server, 'phoneSettings[0]', 'phone', [
      'phone',
      'phoneSettings[0].address',
    ]),
    ...channelServerErrors(server, 'emailSettings[0]', 'email', [
      'email',
      'emailSettings[0].address',
    ]),
    ...clientErrors,
  };
  const others = alert.phoneSettings.length + alert.emailSettings.length - 2;

  function submit() {
    const checked = {
      ...validateChannel('phone', phone, 'phone'),
      ...validateChannel('email', email, 'email'),
    };
    setClientErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const body = disruptionBody(alert, phone, email);
    void write.run(
      () => save({ userId, locationId, disruptionElectricityAlert: body }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <SaveForm
      labelledBy="disruption-alert-title"
      write={write}
      saving={isLoading}
      invalid={Object.keys(clientErrors).length > 0}
      onSubmit={submit}
    >
      <ChannelFields
        legend={t.phone}
        prefix="phone"
        activeLabel={t.phoneActive}
        addressLabel={t.phoneAddress}
        addressHint={t.phoneHint}
        addressType="tel"
        value={phone}
        onChange={setPhone}
        errors={errors}
      />
      <ChannelFields
        legend={t.email}
        prefix="email"
        activeLabel={t.emailActive}
        addressLabel={t.emailAddress}
        addressType="email"
        value={email}
        onChange={setEmail}
        errors={errors}
      />
      {others > 0 ? <p className="muted">{t.moreChannels(others)}</p> : null}
    </SaveForm>
  );
}

function channelSummary(channels: readonly DisruptionChannel[]): string {
  if (channels.length === 0) return fiPlaceForms.notSet;
  return channels
    .map(
      (channel) =>
        `${channel.address} (${channel.active ? t.active.toLowerCase() : fiPlaceForms.no.toLowerCase()}, ${timeText(channel.pushStartHour, channel.pushStartMin)}–${timeText(channel.pushEndHour, channel.pushEndMin)})`,
    )
    .join(', ');
}

/** Disruption alert of an electricity place by SMS and e-mail (#91 read, #92 save). */
export function DisruptionAlertCard({
  userId,
  locationId,
  canEdit,
}: {
  userId: number;
  locationId: string;
  canEdit: boolean;
}) {
  const query = formsApi.useGetDisruptionElectricityAlertQuery({ userId, locationId });
  return (
    <AlertCard
      id="disruption-alert"
      title={t.title}
      intro={t.intro}
      query={query}
      facts={(alert) => [
        [t.phone, channelSummary(alert.phoneSettings)],
        [t.email, channelSummary(alert.emailSettings)],
      ]}
    >
      {(alert) => (
        <>
          {[...alert.phoneSettings, ...alert.emailSettings].some((c) => c.triggeredRecently) ? (
            <p className="notice">{t.triggered}</p>
          ) : null}
          {canEdit ? (
            <DisruptionAlertForm userId={userId} locationId={locationId} alert={alert} />
          ) : null}
        </>
      )}
    </AlertCard>
  );
}
