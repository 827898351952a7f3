import { useState } from 'react';
import { formsApi } from '../../api/formsApi';
import type { Budget } from '../../api/rowTypes';
import { Checkbox, SaveForm } from '../../components/forms/SaveForm';
import { parseDecimal } from '../../components/forms/outcome';
import { useWrite } from '../../components/forms/useWrite';
import { TextField } from '../../components/TextField';
import { fiForms } from '../../i18n/fiForms';

const t = fiForms.budget;

/** The server's rule: budget 0..100000 euros, to the cent. */
export function validateBudget(amount: string) {
  const value = parseDecimal(amount);
  if (value === null) return { error: fiForms.field.required, value };
  if (Number.isNaN(value)) return { error: fiForms.field.number, value };
  if (/[.,]\d{3,}\s*$/.test(amount)) return { error: t.cents, value };
  if (value < 0 || value > 100000) return { error: fiForms.field.range('0', '100 000'), value };
  return { error: undefined, value };
}

/** Change the consumption budget (#129); the details (#117) are refetched and show it. */
export function BudgetForm({
  userId,
  locationId,
  budget,
}: {
  userId: number;
  locationId: string;
  budget?: Budget | null;
}) {
  const [active, setActive] = useState(budget?.active ?? true);
  const [amount, setAmount] = useState(budget ? String(budget.budget).replace('.', ',') : '');
  const [clientError, setClientError] = useState<string | undefined>();
  const [save, { isLoading }] = formsApi.useSetConsumptionBudgetMutation();
  const write = useWrite();
  const errors = { ...write.serverErrors };
  if (clientError) errors.budget = clientError;

  function submit() {
    const checked = validateBudget(amount);
    setClientError(checked.error);
    if (checked.error || checked.value === null) return;
    const value = checked.value;
    void write.run(
      () =>
        save({
          userId,
          locationId,
          consumptionBudgetRequest: { active, budget: value },
        }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <section className="card" aria-labelledby="budget-form-title">
      <h2 id="budget-form-title">{t.title}</h2>
      <SaveForm
        labelledBy="budget-form-title"
        write={write}
        saving={isLoading}
        invalid={clientError !== undefined}
        onSubmit={submit}
      >
        <Checkbox label={t.active} name="active" checked={active} onChange={setActive} />
        <TextField
          label={t.amount}
          name="budget"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.budget}
        />
      </SaveForm>
    </section>
  );
}
