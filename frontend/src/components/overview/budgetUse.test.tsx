import { render, screen } from '@testing-library/react';
import type { Budget } from '../../api/rowTypes';
import { fi } from '../../i18n/fi';
import { BudgetCard } from './OverviewCards';
import { budgetUse } from './budgetUse';

const budget = (consumptionForMonth: number, active = true): Budget => ({
  active,
  budget: 300,
  consumptionForMonth,
  consumptionMonth: '2026-11',
});

describe('a budget’s use', () => {
  it('is close from 80 % up to the budget, over past it', () => {
    expect(budgetUse(budget(239.99))).toBe('within');
    expect(budgetUse(budget(240))).toBe('near');
    expect(budgetUse(budget(300))).toBe('near');
    expect(budgetUse(budget(300.01))).toBe('over');
    expect(budgetUse({ ...budget(5), budget: 0 })).toBe('within');
  });

  it('shows on the front page’s budget card', () => {
    const { rerender } = render(<BudgetCard budget={budget(270.5)} />);
    expect(screen.getByText('270,50 € / 300,00 €')).toBeInTheDocument();
    expect(screen.getByText(fi.budget.near)).toBeInTheDocument();
    rerender(<BudgetCard budget={budget(330.55)} />);
    expect(screen.getByText(fi.budget.over)).toBeInTheDocument();
    rerender(<BudgetCard budget={budget(100)} />);
    expect(screen.queryByText(fi.budget.near)).not.toBeInTheDocument();
    rerender(<BudgetCard budget={budget(290, false)} />);
    expect(screen.queryByText(fi.budget.near)).not.toBeInTheDocument();
  });
});
