import { companyApi } from '../../../api/b2bApi';
import { withUnit } from '../../../components/overview/OverviewCards';
import { todayIso } from '../../../components/period/period';
import { formatDate, formatEuro, formatKwh, formatMonth, formatNumber } from '../../../format';
import { fiCompany } from '../../../i18n/fiCompany';
import { FactsTable } from './FactsTable';
import type { PricedPlaceProps } from './heldPlace';
import { PlaceRead } from './PlaceRead';

const t = fiCompany.placeData;

/** This month's price components of the place (#212), with VAT or without as the company shows. */
export function PlacePricing({ arg, vat }: PricedPlaceProps) {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  const query = companyApi.useGetCompanyLocationPricingQuery({ ...arg, year, month });
  const title = t.pricing(formatMonth(year, month));
  return (
    <section className="card company-table" aria-labelledby="company-pricing">
      <h2 id="company-pricing">{title}</h2>
      <PlaceRead
        query={query}
        failed={t.pricingFailed}
        empty={t.noPricing}
        isEmpty={(data) => data.components.length === 0}
      >
        {(data) => (
          <>
            <p>
              {t.product}: {data.productName}
            </p>
            <FactsTable
              caption={t.components}
              hideCaption
              columns={[t.component, vat ? t.withVat(formatNumber(data.vatPercent, 1)) : t.vat0]}
              rows={data.components.map((component) => ({
                key: component.component,
                title: component.name,
                cells: [withUnit(vat ? component.valueVat : component.valueVat0, component.unit)],
              }))}
            />
          </>
        )}
      </PlaceRead>
    </section>
  );
}

/**
 * Spot, fixed and green power over the last twelve months per building package (#216); the
 * energy's average price with VAT or without as the company shows its prices. Only a place
 * that buys electricity (#196's utility: electricity, or a microgeneration place's own use) is
 * offered electricity products: a district-heating place is not, and nothing is asked for it.
 */
export function ProductComparison({ arg, vat }: PricedPlaceProps) {
  const details = companyApi.useGetCompanyLocationDetailsQuery(arg);
  const utility = details.data?.detail?.utilityType;
  const electric = utility === 'ELECTRICITY' || utility === 'MICROGENERATION';
  const query = companyApi.useGetCompanyProductComparisonQuery(arg, { skip: !electric });
  if (!electric) return null;
  return (
    <section className="card company-table" aria-labelledby="company-comparison">
      <h2 id="company-comparison">{t.comparison}</h2>
      <PlaceRead
        query={query}
        failed={t.comparisonFailed}
        empty={t.noComparison}
        isEmpty={(data) => data.packages.length === 0}
      >
        {(data) => (
          <>
            <p>{t.comparisonPeriod(formatDate(data.from), formatDate(data.to))}</p>
            {data.packages.map((pack) => (
              <FactsTable
                key={pack.buildingPackageType}
                caption={t.buildingPackage(
                  t.buildingPackages[pack.buildingPackageType] ?? pack.buildingPackageType,
                  formatKwh(pack.annualKwh, 0),
                )}
                columns={[t.product, vat ? t.annualCostVat : t.annualCost, t.averagePrice(vat)]}
                rows={pack.products.map((product) => ({
                  key: product.productType,
                  title: product.productName,
                  cells: [
                    formatEuro(vat ? product.annualCostVat : product.annualCostVat0),
                    withUnit(
                      vat ? product.averageEnergyPriceVat : product.averageEnergyPriceVat0,
                      'c/kWh',
                    ),
                  ],
                }))}
              />
            ))}
          </>
        )}
      </PlaceRead>
    </section>
  );
}
