import type { Budget } from '../../api/rowTypes';
import { BudgetUseNotice } from '../../components/overview/OverviewCards';
import { budgetShare } from '../../components/overview/budgetUse';
import { QueryState } from '../../components/QueryState';
import { formatEuro, formatMonth, formatPercent } from '../../format';
import { fi } from '../../i18n/fi';
import { usePlace } from '../../place/PlaceContext';
import { usePlaceDetails } from '../../place/usePlaceDetails';
import { BudgetForm } from './BudgetForm';

/** The month's cost against the budget. */
export function BudgetView({ budget }: { budget: Budget }) {
  const [year, month] = budget.consumptionMonth.split('-').map(Number);
  const share = budgetShare(budget);
  if (!budget.active) return <p className="status status--empty">{fi.budget.inactive}</p>;
  return (
    <section className="card" aria-labelledby="budget-title">
      <h2 id="budget-title">{formatMonth(year ?? 0, month ?? 0)}</h2>
      <dl className="facts">
        <div>
          <dt>{fi.budget.budget}</dt>
          <dd>{formatEuro(budget.budget)}</dd>
        </div>
        <div>
          <dt>{fi.budget.used}</dt>
          <dd>{formatEuro(budget.consumptionForMonth)}</dd>
        </div>
        <div>
          <dt>{fi.budget.share}</dt>
          <dd>{formatPercent(share, 0)}</dd>
        </div>
      </dl>
      <progress
        className="budget-bar"
        max={100}
        value={Math.min(share, 100)}
        aria-label={fi.budget.share}
      />
      <BudgetUseNotice budget={budget} />
    </section>
  );
}

/** Consumption budget (/kayttopaikka/budjetti), from the location details; #129 changes it. */
export function BudgetPage() {
  const { details } = usePlaceDetails();
  const { place, ownerId, readOnly } = usePlace();
  return (
    <>
      <h2>{fi.screens.budget}</h2>
      <QueryState
        query={details}
        failed={fi.budget.loadFailed}
        empty={fi.budget.none}
        isEmpty={(data) => !data.budget && readOnly}
      >
        {(data) => (
          <>
            {data.budget ? <BudgetView budget={data.budget} /> : null}
            {readOnly ? null : (
              <BudgetForm
                userId={ownerId}
                locationId={place.location.identifier}
                budget={data.budget}
              />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
