import type { ReactNode } from 'react';
import type {
  Budget,
  DistrictHeatingConsumption,
  EnergyConsumption,
  LocationDetail,
  MarketPrice,
  MicrogenerationProduction,
} from '../../api/rowTypes';
import {
  formatCelsius,
  formatEuro,
  formatDate,
  formatKwh,
  formatNumber,
  formatSignedPercent,
  NBSP,
  vatText,
} from '../../format';
import { fiScreens } from '../../i18n/fiScreens';
import { todayIso } from '../period/period';

/**
 * The cards of a place's location details (§3): the household overview (#117) and a company
 * place's detail and current figures (#196, #202) show the same parts the same way. `children`
 * is what a screen adds under a card, e.g. a link to its own screen.
 */
export function OverviewCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export const withUnit = (value: number, unit: string, decimals = 2) =>
  `${formatNumber(value, decimals)}${NBSP}${unit}`;

/** The parts of an answer that could not be read this time (`missing`), named in Finnish. */
export function MissingNotice({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <p className="notice" role="note">
      {`${fiScreens.overview.missing}: ${missing
        .map((part) => fiScreens.overview.missingParts[part] ?? part)
        .join(', ')}.`}
    </p>
  );
}

function greenPowerText(detail: LocationDetail): string {
  if (detail.greenPowerOn) return fiScreens.overview.greenPowerOn(detail.greenPowerName ?? '');
  if (!detail.canHaveGreenPower) return fiScreens.overview.greenPowerUnavailable;
  return detail.potenticalCarbonEmissionSavings > 0
    ? fiScreens.overview.greenPowerAvailable(
        withUnit(
          detail.potenticalCarbonEmissionSavings,
          detail.potenticalCarbonEmissionSavingsUnit,
          0,
        ),
      )
    : fiScreens.overview.greenPowerOff;
}

function homeInsuranceText(detail: LocationDetail): string {
  if (detail.homeInsuranceOn) return fiScreens.overview.homeInsuranceOn;
  return detail.canHaveHomeInsurance
    ? fiScreens.overview.homeInsuranceOff
    : fiScreens.overview.homeInsuranceUnavailable;
}

export function DetailCard({ detail }: { detail: LocationDetail }) {
  const vat = vatText(detail.vat, todayIso(), detail.utilityType !== 'DISTRICT_HEATING');
  return (
    <OverviewCard id="overview-contract" title={fiScreens.overview.contract}>
      <dl className="facts">
        <div>
          <dt>{fiScreens.overview.contractName}</dt>
          <dd>{detail.contractName}</dd>
        </div>
        {detail.additionalContractName ? (
          <div>
            <dt>{fiScreens.overview.additionalContract}</dt>
            <dd>{detail.additionalContractName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{fiScreens.overview.buildingType}</dt>
          <dd>
            {fiScreens.overview.buildingTypes[detail.locationBuildingType] ??
              detail.locationBuildingType}
          </dd>
        </div>
        <div>
          <dt>{fiScreens.overview.price}</dt>
          <dd>{`${withUnit(detail.price, detail.priceUnit)} (${vat})`}</dd>
        </div>
        {detail.energyMargin > 0 ? (
          <div>
            <dt>{fiScreens.overview.margin}</dt>
            <dd>{`${withUnit(detail.energyMargin, detail.energyMarginUnit)} (${vat})`}</dd>
          </div>
        ) : null}
        <div>
          <dt>{fiScreens.overview.greenPower}</dt>
          <dd>{greenPowerText(detail)}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.homeInsurance}</dt>
          <dd>{homeInsuranceText(detail)}</dd>
        </div>
      </dl>
    </OverviewCard>
  );
}

export function ConsumptionCard({
  consumption,
  children,
}: {
  consumption: EnergyConsumption;
  children?: ReactNode;
}) {
  return (
    <OverviewCard id="overview-consumption" title={fiScreens.overview.consumptionTitle}>
      <dl className="facts">
        <div>
          <dt>{fiScreens.overview.yesterday(formatDate(consumption.measurementDate))}</dt>
          <dd>{`${formatKwh(consumption.yesterdayConsumption)} (${formatSignedPercent(consumption.previousDayDelta)})`}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.yesterdayCost}</dt>
          <dd>{formatEuro(consumption.yesterdayCost)}</dd>
        </div>
        <div>
          <dt>{consumption.previousWeekLabel}</dt>
          <dd>{`${formatKwh(consumption.previousWeekConsumption.consumption)} (${formatSignedPercent(consumption.previousWeekConsumption.delta)})`}</dd>
        </div>
        <div>
          <dt>{consumption.previousMonthLabel}</dt>
          <dd>{`${formatKwh(consumption.previousMonthConsumption.consumption)} (${formatSignedPercent(consumption.previousMonthConsumption.delta)})`}</dd>
        </div>
      </dl>
      {children}
    </OverviewCard>
  );
}

export function MarketPriceCard({
  marketPrice,
  children,
}: {
  marketPrice: MarketPrice;
  children?: ReactNode;
}) {
  return (
    <OverviewCard id="overview-market-price" title={fiScreens.overview.marketPriceTitle}>
      <dl className="facts">
        <div>
          <dt>{fiScreens.overview.hourlyPrice}</dt>
          <dd>{withUnit(marketPrice.hourlyPrice, 'c/kWh')}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.weekAvgPrice}</dt>
          <dd>{withUnit(marketPrice.weekAvgPrice, 'c/kWh')}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.priceNotification}</dt>
          <dd>{marketPrice.notificationOn ? fiScreens.overview.on : fiScreens.overview.off}</dd>
        </div>
      </dl>
      {children}
    </OverviewCard>
  );
}

export function DistrictHeatingCard({
  heating,
  children,
}: {
  heating: DistrictHeatingConsumption;
  children?: ReactNode;
}) {
  return (
    <OverviewCard id="overview-district-heating" title={fiScreens.overview.districtHeatingTitle}>
      <dl className="facts">
        <div>
          <dt>{fiScreens.overview.yesterday(formatDate(heating.measurementDate))}</dt>
          <dd>{withUnit(heating.consumption, 'MWh', 3)}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.dhPrice}</dt>
          <dd>{formatEuro(heating.price)}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.returnTemperature}</dt>
          <dd>{`${formatCelsius(heating.returnTemperature)} – ${heating.returnTemperatureDescription}`}</dd>
        </div>
        <div>
          <dt>{fiScreens.overview.temperatureIndex}</dt>
          <dd>{`${formatCelsius(heating.temperatureIndex)} – ${heating.temperatureIndexDescription}`}</dd>
        </div>
      </dl>
      {children}
    </OverviewCard>
  );
}

export function MicrogenerationCard({
  production,
  children,
}: {
  production: MicrogenerationProduction;
  children?: ReactNode;
}) {
  return (
    <OverviewCard id="overview-microgeneration" title={fiScreens.overview.microgenerationTitle}>
      <dl className="facts">
        <div>
          <dt>{fiScreens.overview.yesterday(formatDate(production.measurementDate))}</dt>
          <dd>{`${formatKwh(production.yesterdayProduction)} (${formatSignedPercent(production.previousDayDelta)})`}</dd>
        </div>
        <div>
          <dt>{fiScreens.insights.previousMonth}</dt>
          <dd>{`${formatKwh(production.previousMonthProduction)} (${formatSignedPercent(production.previousMonthDelta)})`}</dd>
        </div>
      </dl>
      {children}
    </OverviewCard>
  );
}

export function BudgetCard({ budget, children }: { budget: Budget; children?: ReactNode }) {
  return (
    <OverviewCard id="overview-budget" title={fiScreens.overview.budgetTitle}>
      <p>
        {budget.active
          ? fiScreens.overview.budgetUsed(
              formatEuro(budget.consumptionForMonth),
              formatEuro(budget.budget),
            )
          : fiScreens.overview.budgetInactive}
      </p>
      {children}
    </OverviewCard>
  );
}
