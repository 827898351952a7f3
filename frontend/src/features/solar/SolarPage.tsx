import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/enhanced';
import { isApiError } from '../../api/problem';
import type { LiveSolar, PanelDetails, Quantity } from '../../api/rowTypes';
import { TimeSeriesChart } from '../../components/chart/TimeSeriesChart';
import { addMonths, periodLabel, periodStart, todayIso } from '../../components/period/period';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { usePeriod } from '../../components/period/usePeriod';
import { QueryState } from '../../components/QueryState';
import { EmptyState } from '../../components/StatusViews';
import { usePageVisible } from '../../components/usePageVisible';
import { formatDate, formatKwh, formatNumber, NBSP } from '../../format';
import { fi } from '../../i18n/fi';
import { fiScreens } from '../../i18n/fiScreens';
import { usePlace } from '../../place/PlaceContext';
import { placeName } from '../../place/usePlaces';
import { JoinPanelCard, RemovePanelCard } from './PanelLinkCards';
import { powerToChartData, productionToChartData } from './solarData';
import { ScrollTable } from '../../components/TableScroll';

/** #170 is refreshed every minute while the page is visible. */
export const LIVE_REFRESH_MS = 60_000;
const MODE_PARAM = 'tila';
const MODES = ['energia', 'teho'] as const;
type Mode = (typeof MODES)[number];
const MONTH_ONLY = ['MONTH'] as const;

function quantity(value: Quantity, decimals = 2): string {
  return `${formatNumber(value.value, decimals)}${NBSP}${value.unit}`;
}

/** Energy or power mode, kept in the URL (`?tila=teho`). */
function useMode(): [Mode, (mode: Mode) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(MODE_PARAM);
  const mode: Mode = raw === 'teho' ? 'teho' : 'energia';
  const setMode = (next: Mode) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(MODE_PARAM, next);
      return updated;
    });
  return [mode, setMode];
}

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  return (
    <fieldset className="mode-switch">
      <legend>{fiScreens.solar.mode}</legend>
      {MODES.map((value) => (
        <label key={value} className="checkbox">
          <input
            type="radio"
            name="solar-mode"
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
          />
          {fiScreens.solar.modes[value]}
        </label>
      ))}
    </fieldset>
  );
}

/** Plant, location, last 12 months, what it equals, panels and inverters (#62). */
export function PanelDetailsView({ panel }: { panel: PanelDetails }) {
  const { savings } = panel;
  return (
    <section className="card" aria-labelledby="solar-plant">
      <h3 id="solar-plant">{panel.plantName}</h3>
      <dl className="facts">
        <div>
          <dt>{fiScreens.solar.location}</dt>
          <dd>
            {fiScreens.solar.coordinates(
              formatNumber(panel.latitude, 4),
              formatNumber(panel.longitude, 4),
            )}
          </dd>
        </div>
        <div>
          <dt>{fiScreens.solar.energyLast12Months}</dt>
          <dd>{quantity(panel.energyLast12Months, 0)}</dd>
        </div>
      </dl>
      <h4>{fiScreens.solar.savingsTitle}</h4>
      <ul className="plain-list">
        <li>{fiScreens.solar.savings.tvHours(formatNumber(savings.tvHours, 0))}</li>
        <li>{fiScreens.solar.savings.saunaHeatings(formatNumber(savings.saunaHeatings, 0))}</li>
        <li>
          {fiScreens.solar.savings.washingMachineRuns(formatNumber(savings.washingMachineRuns, 0))}
        </li>
        <li>{fiScreens.solar.savings.electricCarKm(formatNumber(savings.electricCarKm, 0))}</li>
      </ul>
      <ScrollTable caption={fiScreens.solar.panelsCaption}>
        <thead>
          <tr>
            <th scope="col">{fiScreens.solar.count}</th>
            <th scope="col">{fiScreens.solar.panelPower}</th>
            <th scope="col">{fiScreens.solar.tilt}</th>
            <th scope="col">{fiScreens.solar.azimuth}</th>
          </tr>
        </thead>
        <tbody>
          {panel.panels.map((group, index) => (
            <tr key={index}>
              <td>{formatNumber(group.count, 0)}</td>
              <td>{`${formatNumber(group.power, 0)}${NBSP}Wp`}</td>
              <td>{`${formatNumber(group.tilt, 0)}°`}</td>
              <td>{`${formatNumber(group.azimuth, 0)}°`}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <ScrollTable caption={fiScreens.solar.invertersCaption}>
        <thead>
          <tr>
            <th scope="col">{fiScreens.solar.model}</th>
            <th scope="col">{fiScreens.solar.serialNumber}</th>
            <th scope="col">{fiScreens.solar.nominalPower}</th>
            <th scope="col">{fiScreens.solar.commissionDate}</th>
          </tr>
        </thead>
        <tbody>
          {panel.inverters.map((inverter) => (
            <tr key={inverter.serialNumber}>
              <th scope="row">{inverter.model}</th>
              <td>{inverter.serialNumber}</td>
              <td>{`${formatNumber(inverter.nominalPower, 1)}${NBSP}kW`}</td>
              <td>{formatDate(inverter.commissionDate)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

function EnergyMode({ live }: { live: LiveSolar }) {
  const { place, ownerId } = usePlace();
  const today = todayIso();
  const [period, setPeriod] = usePeriod('MONTH', today, MONTH_ONLY);
  const year = Number(period.date.slice(0, 4));
  const month = Number(period.date.slice(5, 7));
  const production = api.useGetSolarProductionQuery({
    userId: ownerId,
    panelId: live.panelId,
    locationId: place.location.identifier,
    year,
    month,
  });
  const data = useMemo(
    () => (production.data ? productionToChartData(production.data) : undefined),
    [production.data],
  );
  const label = periodLabel(period);
  return (
    <>
      <PeriodPicker
        period={period}
        onChange={setPeriod}
        ranges={MONTH_ONLY}
        latest={today}
        earliest={addMonths(periodStart('YEAR', today), -24)}
      />
      <QueryState query={production} failed={fiScreens.solar.productionFailed}>
        {(loaded) => (
          <>
            <p className="lead">
              {fiScreens.solar.monthTotal(label)}: <strong>{formatKwh(loaded.total)}</strong>
            </p>
            <TimeSeriesChart
              title={`${fiScreens.solar.production} ${label}`}
              data={data!}
              fileName={`aurinkosahko-${place.location.identifier}-${period.date.slice(0, 7)}`}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

function PowerMode({ live }: { live: LiveSolar }) {
  const { place } = usePlace();
  const data = useMemo(() => powerToChartData(live), [live]);
  return (
    <TimeSeriesChart
      title={fiScreens.solar.powerChart}
      data={data}
      fileName={`aurinkoteho-${place.location.identifier}`}
    />
  );
}

/**
 * Solar (/kayttopaikka/aurinkosahko): the place's panel is found through the live row (#170,
 * refreshed every minute while visible); its plant details (#62) and, in energy mode, its
 * production by day of a month (#61, `?jakso=MONTH&pvm=`), in power mode the last 24 hours.
 */
export function SolarPage() {
  const { place, ownerId, readOnly } = usePlace();
  const visible = usePageVisible();
  const [mode, setMode] = useMode();
  const live = api.useGetSolarEnergyQuery(
    { userId: ownerId, locationId: place.location.identifier },
    { pollingInterval: visible ? LIVE_REFRESH_MS : 0, refetchOnMountOrArgChange: true },
  );
  const panelId = live.data?.panelId;
  const panel = api.useGetSolarPanelQuery(panelId ?? skipToken);
  const noPanel = live.isError && isApiError(live.error) && live.error.status === 404;
  const { refetch } = live;
  // After a join or removal the live read (#170) says which panel the place has now.
  const reload = useCallback(() => void refetch(), [refetch]);
  const target = { userId: ownerId, locationId: place.location.identifier, onChanged: reload };

  return (
    <>
      <h2>{fi.screens.solar}</h2>
      {noPanel ? (
        <>
          <EmptyState message={fiScreens.solar.noPanel} />
          {readOnly ? null : <JoinPanelCard {...target} placeName={placeName(place)} />}
        </>
      ) : (
        <QueryState query={live} failed={fiScreens.solar.loadFailed}>
          {(loaded) => (
            <>
              <section className="card" aria-labelledby="solar-live">
                <h3 id="solar-live">{fiScreens.solar.live}</h3>
                <dl className="facts">
                  <div>
                    <dt>{fiScreens.solar.powerNow}</dt>
                    <dd>{quantity(loaded.powerNow)}</dd>
                  </div>
                  <div>
                    <dt>{fiScreens.solar.energyLast24Hours}</dt>
                    <dd>{quantity(loaded.energyLast24Hours)}</dd>
                  </div>
                </dl>
                <p className="muted">{fiScreens.solar.liveNote}</p>
              </section>
              <ModeSwitch mode={mode} onChange={setMode} />
              {mode === 'energia' ? <EnergyMode live={loaded} /> : <PowerMode live={loaded} />}
              <QueryState query={panel} failed={fiScreens.solar.panelFailed}>
                {(details) => <PanelDetailsView panel={details} />}
              </QueryState>
              {readOnly ? null : <RemovePanelCard {...target} panelId={loaded.panelId} />}
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
