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
import { fi } from '../../i18n/fi';
import { fiScreens } from '../../i18n/fiScreens';
import { budgetUse } from './budgetUse';
import { todayIso } from '../period/period';
import { TitledCard } from '../TitledCard';

/**
 * The cards of a place's location details (§3): the household overview (#117) and a company
 * place's detail and current figures (#196, #202) show the same parts the same way. `children`
 * is what a screen adds under a card, e.g. a link to its own screen.
 */
export const OverviewCard = TitledCard;

/** Label and value pairs as the cards' fact list; a pair without a value is left out. */
function Facts({ facts }: { facts: readonly (readonly [string, string | null])[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) =>
        value === null ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
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
      <Facts
        facts={[
          [fiScreens.overview.contractName, detail.contractName],
          [fiScreens.overview.additionalContract, detail.additionalContractName || null],
          [
            fiScreens.overview.buildingType,
            fiScreens.overview.buildingTypes[detail.locationBuildingType] ??
              detail.locationBuildingType,
          ],
          [fiScreens.overview.price, `${withUnit(detail.price, detail.priceUnit)} (${vat})`],
          [
            fiScreens.overview.margin,
            detail.energyMargin > 0
              ? `${withUnit(detail.energyMargin, detail.energyMarginUnit)} (${vat})`
              : null,
          ],
          [fiScreens.overview.greenPower, greenPowerText(detail)],
          [fiScreens.overview.homeInsurance, homeInsuranceText(detail)],
        ]}
      />
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
      <Facts
        facts={[
          [
            fiScreens.overview.yesterday(formatDate(consumption.measurementDate)),
            `${formatKwh(consumption.yesterdayConsumption)} (${formatSignedPercent(consumption.previousDayDelta)})`,
          ],
          [fiScreens.overview.yesterdayCost, formatEuro(consumption.yesterdayCost)],
          [
            consumption.previousWeekLabel,
            `${formatKwh(consumption.previousWeekConsumption.consumption)} (${formatSignedPercent(consumption.previousWeekConsumption.delta)})`,
          ],
          [
            consumption.previousMonthLabel,
            `${formatKwh(consumption.previousMonthConsumption.consumption)} (${formatSignedPercent(consumption.previousMonthConsumption.delta)})`,
          ],
        ]}
      />
      {children}
    </OverviewCard>
  );
}

export function MarketPriceCard({
  marketPrice,
  vat,
  children,
}: {
  marketPrice: MarketPrice;
  /**
   * A company's choice (spec §6): the prices with VAT or without, and which. Without it the
   * prices are as the place's vat flag chose them (a household's card).
   */
  vat?: boolean;
  children?: ReactNode;
}) {
  const price = (asFlagged: number, withVat: number, vat0: number) =>
    vat === undefined
      ? withUnit(asFlagged, 'c/kWh')
      : `${withUnit(vat ? withVat : vat0, 'c/kWh')} (${vatText(vat, todayIso(), true)})`;
  return (
    <OverviewCard id="overview-market-price" title={fiScreens.overview.marketPriceTitle}>
      <Facts
        facts={[
          [
            fiScreens.overview.hourlyPrice,
            price(marketPrice.hourlyPrice, marketPrice.hourlyPriceVat, marketPrice.hourlyPriceVat0),
          ],
          [
            fiScreens.overview.weekAvgPrice,
            price(
              marketPrice.weekAvgPrice,
              marketPrice.weekAvgPriceVat,
              marketPrice.weekAvgPriceVat0,
            ),
          ],
          [
            fiScreens.overview.priceNotification,
            marketPrice.notificationOn ? fiScreens.overview.on : fiScreens.overview.off,
          ],
        ]}
      />
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
      <Facts
        facts={[
          [
            fiScreens.overview.yesterday(formatDate(heating.measurementDate)),
            withUnit(heating.consumption, 'MWh', 3),
          ],
          [fiScreens.overview.dhPrice, formatEuro(heating.price)],
          [
            fiScreens.overview.returnTemperature,
            `${formatCelsius(heating.returnTemperature)} – ${heating.returnTemperatureDescription}`,
          ],
          [
            fiScreens.overview.temperatureIndex,
            `${formatCelsius(heating.temperatureIndex)} – ${heating.temperatureIndexDescription}`,
          ],
        ]}
      />
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
      <Facts
        facts={[
          [
            fiScreens.overview.yesterday(formatDate(production.measurementDate)),
            `${formatKwh(production.yesterdayProduction)} (${formatSignedPercent(production.previousDayDelta)})`,
          ],
          [
            fiScreens.insights.previousMonth,
            `${formatKwh(production.previousMonthProduction)} (${formatSignedPercent(production.previousMonthDelta)})`,
          ],
        ]}
      />
      {children}
    </OverviewCard>
  );
}

/** Says when an active budget's month is close to it or over it. */
export function BudgetUseNotice({ budget }: { budget: Budget }) {
  const use = budgetUse(budget);
  if (!budget.active || use === 'within') return null;
  return <p className="notice">{use === 'over' ? fi.budget.over : fi.budget.near}</p>;
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
      <BudgetUseNotice budget={budget} />
      {children}
    </OverviewCard>
  );
}
