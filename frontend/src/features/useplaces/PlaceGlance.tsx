import { useId, type ReactNode } from 'react';
import { api } from '../../api/enhanced';
import { isApiError } from '../../api/problem';
import type { PowerPoint, Quantity } from '../../api/rowTypes';
import type { UsePlace } from '../../api/types';
import { errorMessage } from '../../components/errorMessage';
import { ErrorState } from '../../components/StatusViews';
import { usePageVisible } from '../../components/usePageVisible';
import {
  calendarDayKey,
  formatCelsius,
  formatDate,
  formatEuro,
  formatKwh,
  formatMwh,
  formatNumber,
  formatSignedPercent,
  formatTime,
  NBSP,
} from '../../format';
import { fiFrontPage } from '../../i18n/fiFrontPage';
import { GlanceEmpty, GlanceLoading } from './glanceStates';

const t = fiFrontPage;

/** What a place's card shows besides its open invoice. */
export type GlanceKind = 'electricity' | 'districtHeating' | 'solar';

/**
 * Which glance sections a place gets, decided from its #116 content item alone (utility and
 * contract type), so every section is there from the first render and nothing moves when the
 * data arrives:
 * - `ELECTRICITY` places: yesterday's consumption and cost (#117 `energyConsumption`);
 * - `DISTRICT_HEATING` places: the latest reading and return temperature
 *   (#117 `districtHeatingConsumption`);
 * - `MICROGENERATION` and `SOLAR` places, and contracts that include microgeneration: solar
 *   production today so far (#170, the live row the solar screen uses).
 * A panel joined (#58) to an electricity place is not looked for here (that would take a #170
 * call, a 404 for most places); its place's solar screen shows it.
 */
export function glanceKinds(place: Pick<UsePlace, 'utilityType' | 'contractType'>): GlanceKind[] {
  const kinds: GlanceKind[] = [];
  if (place.utilityType === 'ELECTRICITY') kinds.push('electricity');
  if (place.utilityType === 'DISTRICT_HEATING') kinds.push('districtHeating');
  if (
    place.utilityType === 'MICROGENERATION' ||
    place.utilityType === 'SOLAR' ||
    place.contractType === 'MICROGENERATION' ||
    place.contractType === 'PROCUREMENT_AND_MICROGENERATION'
  ) {
    kinds.push('solar');
  }
  return kinds;
}

/** One glance section: its title and a body that holds one height loading, empty and loaded. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="glance__place" aria-labelledby={id}>
      <h3 id={id} className="glance__subtitle">
        {title}
      </h3>
      <div className="glance__place-body">{children}</div>
    </section>
  );
}

/** Label–value rows, one line each at 360 px. */
function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="glance__rows">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A change in whole percent with an arrow and its sign, so it does not rest on colour. */
function Change({ percent }: { percent: number }) {
  const rounded = Math.round(percent);
  const arrow = rounded > 0 ? '↑' : rounded < 0 ? '↓' : '→';
  return (
    <>
      <span className="glance__arrow" aria-hidden="true">
        {arrow}
      </span>
      {formatSignedPercent(rounded, 0)}
    </>
  );
}

interface PlaceProps {
  userId: number;
  locationId: string;
  utilityType: UsePlace['utilityType'];
  /** The moment the card is about; a parameter so a test can fix it. */
  now?: Date;
}

type Details = NonNullable<ReturnType<typeof api.useGetLocationDetailsQuery>['data']>;

/** The texts of a section drawn from #117. */
interface DetailsTexts {
  title: string;
  loading: string;
  failed: string;
  none: string;
}

/**
 * A section drawn from the place's location details (#117), asked with the same arguments as the
 * place's own page so the two share one cache entry. `rows` answers the section's rows, or null
 * when the details hold none. `missing` names the parts the gateway could not read this time;
 * metering's gap is an error with a retry (the gateway does not cache such answers).
 */
function DetailsSection({
  place: { userId, locationId, utilityType },
  texts,
  rows,
}: {
  place: PlaceProps;
  texts: DetailsTexts;
  rows: (details: Details) => [string, ReactNode][] | null | undefined;
}) {
  const details = api.useGetLocationDetailsQuery({ userId, locationId, utilityType });
  const meteringMissing = details.data?.missing.includes('metering') ?? false;
  const shown = details.data && !meteringMissing ? rows(details.data) : null;
  let body;
  if (details.isLoading || (details.isFetching && (details.isError || meteringMissing))) {
    body = <GlanceLoading label={texts.loading} />;
  } else if (details.isError || !details.data || meteringMissing) {
    body = (
      <ErrorState message={texts.failed} onRetry={() => void details.refetch()}>
        <p>{meteringMissing && !details.isError ? t.partMissing : errorMessage(details.error)}</p>
      </ErrorState>
    );
  } else if (!shown) {
    body = <GlanceEmpty message={texts.none} />;
  } else {
    body = <Rows rows={shown} />;
  }
  return <Section title={texts.title}>{body}</Section>;
}

/** Electricity: yesterday's consumption and cost, and the consumption's change (#117). */
export function YesterdayElectricity(props: PlaceProps) {
  const { now = new Date() } = props;
  return (
    <DetailsSection
      place={props}
      texts={t.electricity}
      rows={({ energyConsumption: day }) =>
        day && [
          [
            calendarDayKey(day.measurementDate) === calendarDayKey(now, 1)
              ? t.electricity.consumptionYesterday
              : t.electricity.consumptionOn(formatDate(day.measurementDate)),
            formatKwh(day.yesterdayConsumption),
          ],
          [t.electricity.change, <Change key="change" percent={day.previousDayDelta} />],
          [t.electricity.cost, formatEuro(day.yesterdayCost)],
        ]
      }
    />
  );
}

/** District heating: the latest measured day's energy, its date and the return temperature (#117). */
export function DistrictHeatingReading(props: PlaceProps) {
  return (
    <DetailsSection
      place={props}
      texts={t.heating}
      rows={({ districtHeatingConsumption: heating }) =>
        heating && [
          [t.heating.reading, formatMwh(heating.consumption)],
          [t.heating.readingDate, formatDate(heating.measurementDate)],
          [t.heating.returnTemperature, formatCelsius(heating.returnTemperature)],
        ]
      }
    />
  );
}

/** A #170 quantity with its own unit ("1,25 kW"). */
function quantity(value: Quantity): string {
  return `${formatNumber(value.value)}${NBSP}${value.unit}`;
}

const QUARTER_MS = 15 * 60_000;

/**
 * kWh produced today up to `now` from #170's 15-minute mean powers: each of today's slots counts
 * its power for the part of it that has passed. Null when the row has no slot of today.
 */
export function producedToday(points: readonly PowerPoint[], now: Date): number | null {
  const today = calendarDayKey(now);
  let kwh = 0;
  let any = false;
  for (const point of points) {
    const start = Date.parse(point.time);
    if (Number.isNaN(start) || start > now.getTime() || calendarDayKey(point.time) !== today)
      continue;
    kwh += (point.power * Math.min(now.getTime() - start, QUARTER_MS)) / 3_600_000;
    any = true;
  }
  return any ? kwh : null;
}

/** The front page refreshes the live row less often than the solar screen (every minute). */
export const GLANCE_SOLAR_REFRESH_MS = 5 * 60_000;

/** Solar: production today so far and the power now (#170; a 404 means no panel is joined). */
export function SolarToday({
  userId,
  locationId,
  now = new Date(),
}: Omit<PlaceProps, 'utilityType'>) {
  const visible = usePageVisible();
  const live = api.useGetSolarEnergyQuery(
    { userId, locationId },
    { pollingInterval: visible ? GLANCE_SOLAR_REFRESH_MS : 0 },
  );
  const noPanel = live.isError && isApiError(live.error) && live.error.status === 404;
  let body;
  if (live.isLoading) {
    body = <GlanceLoading label={t.solar.loading} />;
  } else if (noPanel) {
    body = <GlanceEmpty message={t.solar.noPanel} />;
  } else if (live.isError || !live.data) {
    body = (
      <ErrorState message={t.solar.failed} onRetry={() => void live.refetch()}>
        <p>{errorMessage(live.error)}</p>
      </ErrorState>
    );
  } else {
    const kwh = producedToday(live.data.powerPoints, now);
    body =
      kwh === null ? (
        <GlanceEmpty message={t.solar.none} />
      ) : (
        <Rows
          rows={[
            [t.solar.producedToday, formatKwh(kwh)],
            [t.solar.powerNow, quantity(live.data.powerNow)],
            [t.solar.asOf, t.solar.asOfTime(formatTime(now))],
          ]}
        />
      );
  }
  return <Section title={t.solar.title}>{body}</Section>;
}

/** The glance sections of one place (see `glanceKinds`). */
export function PlaceGlance({ place, now }: { place: UsePlace; now?: Date }) {
  const props = {
    userId: place.contentOwnerId,
    locationId: place.location.identifier,
    utilityType: place.utilityType,
    now,
  };
  return (
    <>
      {glanceKinds(place).map((kind) => {
        switch (kind) {
          case 'electricity':
            return <YesterdayElectricity key={kind} {...props} />;
          case 'districtHeating':
            return <DistrictHeatingReading key={kind} {...props} />;
          case 'solar':
            return <SolarToday key={kind} {...props} />;
        }
      })}
    </>
  );
}
