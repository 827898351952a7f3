import { api } from '../../api/enhanced';
import type { Contract } from '../../api/rowTypes';
import { QueryState } from '../../components/QueryState';
import { contractTypeName, formatDate, formatNumber, NBSP, vatText } from '../../format';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';
import { usePlaceDetails } from '../../place/usePlaceDetails';
import { todayIso } from '../../components/period/period';

const withUnit = (value: number, unit: string) => `${formatNumber(value)}${NBSP}${unit}`;

export function ContractCard({ contract }: { contract: Contract }) {
  const { pricing } = contract;
  const vat = vatText(pricing.vatIncluded, todayIso(), pricing.priceType !== 'DISTRICT_HEATING');
  return (
    <article className="card" aria-labelledby={`contract-${contract.contractCode}`}>
      <h3 id={`contract-${contract.contractCode}`}>{contract.productName}</h3>
      <dl className="facts">
        <div>
          <dt>{fi.contracts.type}</dt>
          <dd>{contractTypeName(contract.contractType)}</dd>
        </div>
        <div>
          <dt>{fi.contracts.code}</dt>
          <dd>{contract.contractCode}</dd>
        </div>
        <div>
          <dt>{fi.contracts.start}</dt>
          <dd>{formatDate(contract.startDate)}</dd>
        </div>
        <div>
          <dt>{fi.contracts.end}</dt>
          <dd>{contract.endDate ? formatDate(contract.endDate) : fi.contracts.openEnded}</dd>
        </div>
        <div>
          <dt>{fi.contracts.priceTypes[pricing.priceType] ?? fi.contracts.price}</dt>
          <dd>{`${withUnit(pricing.price, pricing.priceUnit)} (${vat})`}</dd>
        </div>
        <div>
          <dt>{fi.contracts.basicFee}</dt>
          <dd>{`${withUnit(pricing.basicFee, pricing.basicFeeUnit)} (${vat})`}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Contracts and prices of a place (/kayttopaikka/sopimus). */
export function ContractsPage() {
  const { place, viewerId } = usePlace();
  const { vat } = usePlaceDetails();
  const contracts = api.useGetContractsQuery({
    userId: viewerId,
    locationId: place.location.identifier,
    includeVat: vat,
  });
  return (
    <>
      <h2>{fi.screens.contracts}</h2>
      <QueryState
        query={contracts}
        failed={fi.contracts.loadFailed}
        empty={fi.contracts.none}
        isEmpty={(data) => data.contracts.length === 0}
      >
        {(data) =>
          data.contracts.map((contract) => (
            <ContractCard key={contract.contractCode} contract={contract} />
          ))
        }
      </QueryState>
    </>
  );
}
