import type { Budget } from '../../api/rowTypes';

/** From this share of the budget used (percent) the month is close to the budget. */
export const NEAR_BUDGET_PERCENT = 80;

/** How much of an active budget the month has used: within it, close to it, or over it. */
export type BudgetUse = 'within' | 'near' | 'over';

/** The share (percent) of the budget the month's cost so far has used; 0 without a budget. */
export function budgetShare(budget: Budget): number {
  return budget.budget > 0 ? (budget.consumptionForMonth / budget.budget) * 100 : 0;
}

export function budgetUse(budget: Budget): BudgetUse {
  const share = budgetShare(budget);
  if (share > 100) return 'over';
  return share >= NEAR_BUDGET_PERCENT ? 'near' : 'within';
}
