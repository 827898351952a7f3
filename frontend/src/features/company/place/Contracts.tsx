import { companyApi, type CompanyContract } from '../../../api/b2bApi';
import { QueryState } from '../../../components/QueryState';
import { contractTypeName, formatDate, formatNumber } from '../../../format';
import { utilityTypeName } from '../../../format/names';
import { fiCompany } from '../../../i18n/fiCompany';
import { FactsTable } from './FactsTable';
import type { PlaceArg } from './heldPlace';

const t = fiCompany.place;

export function priceText(contract: CompanyContract) {
  const p = contract.pricing;
  return `${formatNumber(p.price, 2)} ${p.priceUnit}`;
}

function validity(contract: CompanyContract) {
  return t.from(
    formatDate(contract.startDate),
    contract.endDate ? formatDate(contract.endDate) : t.openEnded,
  );
}

export function basicFee(contract: CompanyContract) {
  return `${formatNumber(contract.pricing.basicFee, 2)} ${contract.pricing.basicFeeUnit}`;
}

function contractKind(contract: CompanyContract) {
  return `${contractTypeName(contract.contractType)} (${utilityTypeName(contract.utilityType)})`;
}

/** The place's contracts (#197): a table on a wide screen, a card each on a phone. */
export function Contracts({ arg }: { arg: PlaceArg }) {
  const query = companyApi.useGetCompanyLocationContractsQuery(arg);
  return (
    <section className="card company-table" aria-labelledby="company-contracts">
      <h2 id="company-contracts">{t.contracts}</h2>
      <QueryState
        query={query}
        failed={t.contractsFailed}
        empty={t.noContracts}
        isEmpty={(data) => data.contracts.length === 0}
      >
        {(data) => (
          <>
            <p>
              {data.vatIncluded
                ? t.vatIncluded(formatNumber(data.contracts[0]?.pricing.vatPercent, 1))
                : t.vatExcluded}
            </p>
            <FactsTable
              caption={t.contracts}
              hideCaption
              columns={[t.product, t.memberPlace, t.contractType, t.price, t.basicFee, t.validity]}
              rows={data.contracts.map((contract) => ({
                key: contract.contractCode,
                title: contract.productName,
                cells: [
                  contract.locationIdentifier,
                  contractKind(contract),
                  priceText(contract),
                  basicFee(contract),
                  validity(contract),
                ],
              }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
