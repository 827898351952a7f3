import { Link } from 'react-router';
import type { ListInvoice, LocationDetail, LocationDetails } from '../../api/rowTypes';
import { todayIso } from '../../components/period/period';
import { QueryState } from '../../components/QueryState';
import {
  formatCelsius,
  formatDate,
  formatEuro,
  formatKwh,
  formatMonth,
  formatNumber,
  formatSignedPercent,
  NBSP,
  vatText,
} from '../../format';
import { fi } from '../../i18n/fi';
import { fiScreens } from '../../i18n/fiScreens';
import { FEATURES, isEnabled } from '../../place/features';
import { usePlace } from '../../place/PlaceContext';
import { screenPath } from '../../place/screens';
import { usePlaceDetails } from '../../place/usePlaceDetails';

/**
 * §3 `solarEnergy` (panelId, panelName). The gateway's #117 answer does not carry it yet
 * (README: "solarEnergy is not filled yet", and the OpenAPI schema has no such field); it is
 * read when present, and the solar card falls back to a plain link to the solar screen.
 */
interface SolarEnergy {
  panelId: string;
  panelName: string;
}

function solarEnergyOf(details: LocationDetails): SolarEnergy | null {
  const value = (details as { solarEnergy?: unknown }).solarEnergy;
  if (typeof value !== 'object' || value === null) return null;
  const { panelId, panelName } = value as Partial<SolarEnergy>;
  return typeof panelId === 'string' && typeof panelName === 'string'
    ? { panelId, panelName }
    : null;
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const withUnit = (value: number, unit: string, decimals = 2) =>
  `${formatNumber(value, decimals)}${NBSP}${unit}`;

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

function DetailCard({ detail }: { detail: LocationDetail }) {
  const vat = vatText(detail.vat, todayIso(), detail.utilityType !== 'DISTRICT_HEATING');
  return (
    <Card id="overview-contract" title={fiScreens.overview.contract}>
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
    </Card>
  );
}

function invoiceLine(invoice: ListInvoice): string {
  return fiScreens.overview.invoiceLine(
    invoice.invoiceNumber,
    formatEuro(invoice.amount),
    formatDate(invoice.dueDate),
    fi.invoices.statuses[invoice.status] ?? invoice.status,
  );
}

/** The cards of the place's location details (#117), and which parts are missing this time. */
export function LocationDetailsView({ details }: { details: LocationDetails }) {
  const { place, basePath, features } = usePlace();
  const identifier = place.location.identifier;
  const link = (screen: string, text: string) => (
    <p>
      <Link to={screenPath(basePath, screen, identifier)}>{text}</Link>
    </p>
  );
  const {
    detail,
    energyConsumption: consumption,
    invoice,
    secondInvoice,
    marketPrice,
    districtHeatingConsumption: heating,
    microgenerationProduction: production,
    budget,
    monthlyInsightsMonth,
  } = details;
  const solar = solarEnergyOf(details);
  const showSolar = solar !== null || isEnabled(features, FEATURES.solar);
  const [insightYear, insightMonth] = (monthlyInsightsMonth ?? '').split('-').map(Number);

  return (
    <>
      {details.missing.length > 0 ? (
        <p className="notice" role="note">
          {`${fiScreens.overview.missing}: ${details.missing
            .map((part) => fiScreens.overview.missingParts[part] ?? part)
            .join(', ')}.`}
        </p>
      ) : null}
      <div className="card-grid">
        {detail ? <DetailCard detail={detail} /> : null}
        {consumption ? (
          <Card id="overview-consumption" title={fiScreens.overview.consumptionTitle}>
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
            {isEnabled(features, FEATURES.consumption)
              ? link('kulutus', fi.screens.consumption)
              : null}
          </Card>
        ) : null}
        {invoice || secondInvoice ? (
          <Card id="overview-invoices" title={fiScreens.overview.invoiceTitle}>
            <dl className="facts">
              {invoice ? (
                <div>
                  <dt>{fiScreens.overview.latestInvoice}</dt>
                  <dd>{invoiceLine(invoice)}</dd>
                </div>
              ) : null}
              {secondInvoice ? (
                <div>
                  <dt>{fiScreens.overview.secondInvoice}</dt>
                  <dd>{invoiceLine(secondInvoice)}</dd>
                </div>
              ) : null}
            </dl>
            {isEnabled(features, FEATURES.invoices) ? link('laskut', fi.screens.invoices) : null}
          </Card>
        ) : null}
        {marketPrice ? (
          <Card id="overview-market-price" title={fiScreens.overview.marketPriceTitle}>
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
                <dd>
                  {marketPrice.notificationOn ? fiScreens.overview.on : fiScreens.overview.off}
                </dd>
              </div>
            </dl>
            {isEnabled(features, FEATURES.marketPrice)
              ? link('markkinahinta', fi.screens.marketPrice)
              : null}
          </Card>
        ) : null}
        {heating ? (
          <Card id="overview-district-heating" title={fiScreens.overview.districtHeatingTitle}>
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
            {isEnabled(features, FEATURES.districtHeating)
              ? link('kaukolampo', fi.screens.districtHeating)
              : null}
          </Card>
        ) : null}
        {production ? (
          <Card id="overview-microgeneration" title={fiScreens.overview.microgenerationTitle}>
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
            {isEnabled(features, FEATURES.microgeneration)
              ? link('pientuotanto', fi.screens.microgeneration)
              : null}
          </Card>
        ) : null}
        {budget ? (
          <Card id="overview-budget" title={fiScreens.overview.budgetTitle}>
            <p>
              {budget.active
                ? fiScreens.overview.budgetUsed(
                    formatEuro(budget.consumptionForMonth),
                    formatEuro(budget.budget),
                  )
                : fiScreens.overview.budgetInactive}
            </p>
            {isEnabled(features, FEATURES.consumptionBudget)
              ? link('budjetti', fi.screens.budget)
              : null}
          </Card>
        ) : null}
        {monthlyInsightsMonth && insightYear && insightMonth ? (
          <Card id="overview-insights" title={fiScreens.overview.insightsTitle}>
            {isEnabled(features, FEATURES.monthlyInsights) ? (
              <p>
                <Link
                  to={screenPath(basePath, 'kuukausikatsaus', identifier, {
                    jakso: 'MONTH',
                    pvm: `${monthlyInsightsMonth}-01`,
                  })}
                >
                  {fiScreens.overview.insightsLink(formatMonth(insightYear, insightMonth))}
                </Link>
              </p>
            ) : (
              <p>{formatMonth(insightYear, insightMonth)}</p>
            )}
          </Card>
        ) : null}
        {showSolar ? (
          <Card id="overview-solar" title={fiScreens.overview.solarTitle}>
            {link(
              'aurinkosahko',
              solar
                ? fiScreens.overview.solarLink(solar.panelName)
                : fiScreens.overview.solarLinkGeneric,
            )}
          </Card>
        ) : null}
      </div>
    </>
  );
}

/** The location details of the overview, with loading and error states. */
export function LocationDetailsCards() {
  const { details } = usePlaceDetails();
  return (
    <QueryState query={details} failed={fiScreens.overview.detailsFailed}>
      {(data) => <LocationDetailsView details={data} />}
    </QueryState>
  );
}
