import { Link } from 'react-router';
import type { ListInvoice, LocationDetails } from '../../api/rowTypes';
import {
  BudgetCard,
  ConsumptionCard,
  DetailCard,
  DistrictHeatingCard,
  MarketPriceCard,
  MicrogenerationCard,
  MissingNotice,
  OverviewCard,
} from '../../components/overview/OverviewCards';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatEuro, formatMonth } from '../../format';
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
      <MissingNotice missing={details.missing} />
      <div className="card-grid">
        {detail ? <DetailCard detail={detail} /> : null}
        {consumption ? (
          <ConsumptionCard consumption={consumption}>
            {isEnabled(features, FEATURES.consumption)
              ? link('kulutus', fi.screens.consumption)
              : null}
          </ConsumptionCard>
        ) : null}
        {invoice || secondInvoice ? (
          <OverviewCard id="overview-invoices" title={fiScreens.overview.invoiceTitle}>
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
          </OverviewCard>
        ) : null}
        {marketPrice ? (
          <MarketPriceCard marketPrice={marketPrice}>
            {isEnabled(features, FEATURES.marketPrice)
              ? link('markkinahinta', fi.screens.marketPrice)
              : null}
          </MarketPriceCard>
        ) : null}
        {heating ? (
          <DistrictHeatingCard heating={heating}>
            {isEnabled(features, FEATURES.districtHeating)
              ? link('kaukolampo', fi.screens.districtHeating)
              : null}
          </DistrictHeatingCard>
        ) : null}
        {production ? (
          <MicrogenerationCard production={production}>
            {isEnabled(features, FEATURES.microgeneration)
              ? link('pientuotanto', fi.screens.microgeneration)
              : null}
          </MicrogenerationCard>
        ) : null}
        {budget ? (
          <BudgetCard budget={budget}>
            {isEnabled(features, FEATURES.consumptionBudget)
              ? link('budjetti', fi.screens.budget)
              : null}
          </BudgetCard>
        ) : null}
        {monthlyInsightsMonth && insightYear && insightMonth ? (
          <OverviewCard id="overview-insights" title={fiScreens.overview.insightsTitle}>
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
          </OverviewCard>
        ) : null}
        {showSolar ? (
          <OverviewCard id="overview-solar" title={fiScreens.overview.solarTitle}>
            {link(
              'aurinkosahko',
              solar
                ? fiScreens.overview.solarLink(solar.panelName)
                : fiScreens.overview.solarLinkGeneric,
            )}
          </OverviewCard>
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
