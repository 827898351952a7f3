import { useState } from 'react';
import { AlertCard } from './AlertCard';
import { formsApi } from '../../api/formsApi';
import type { EnergyPriceReport, PriceUnit, VatMode } from '../../api/rowTypes';
import { useWrite } from '../../components/forms/useWrite';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { Checkbox, SaveForm } from '../../components/forms/SaveForm';

const t = fiPlaceForms.alerts.priceReport;
const UNITS: readonly PriceUnit[] = ['KWH', 'MWH'];
const VATS: readonly VatMode[] = ['VAT_24', 'VAT_0'];

function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<string, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mode-switch">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="checkbox">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}

function PriceReportForm({ userId, report }: { userId: number; report: EnergyPriceReport }) {
  const [active, setActive] = useState(report.active);
  const [email, setEmail] = useState(report.emailNotifications);
  const [push, setPush] = useState(report.pushNotifications);
  const [unit, setUnit] = useState<PriceUnit>(report.unit);
  const [vat, setVat] = useState<VatMode>(report.vat);
  const [save, { isLoading }] = formsApi.useSetEnergyPriceReportMutation();
  const write = useWrite();

  function submit() {
    void write.run(
      () =>
        save({
          userId,
          energyPriceReport: {
            id: report.id,
            active,
            emailNotifications: email,
            pushNotifications: push,
            unit,
            vat,
          },
        }).unwrap(),
      () => t.saved,
    );
  }

  return (
    <SaveForm
      labelledBy="price-report-title"
      write={write}
      saving={isLoading}
      invalid={false}
      onSubmit={submit}
    >
      <Checkbox label={t.active} name="active" checked={active} onChange={setActive} />
      <Checkbox label={t.email} name="emailNotifications" checked={email} onChange={setEmail} />
      <Checkbox label={t.push} name="pushNotifications" checked={push} onChange={setPush} />
      <Choice
        legend={t.unit}
        name="unit"
        options={UNITS}
        labels={t.units}
        value={unit}
        onChange={setUnit}
      />
      <Choice
        legend={t.vat}
        name="vat"
        options={VATS}
        labels={t.vats}
        value={vat}
        onChange={setVat}
      />
    </SaveForm>
  );
}

/** The user's daily market price report (#97 read, #98 save): user-level, for every place. */
export function PriceReportCard({ userId }: { userId: number }) {
  const query = formsApi.useGetEnergyPriceReportQuery(userId);
  const yesNo = (value: boolean) => (value ? fiPlaceForms.yes : fiPlaceForms.no);
  return (
    <AlertCard
      id="price-report"
      title={t.title}
      intro={t.intro}
      query={query}
      facts={(report) => [
        [t.active, yesNo(report.active)],
        [t.email, yesNo(report.emailNotifications)],
        [t.push, yesNo(report.pushNotifications)],
        [t.unit, t.units[report.unit] ?? report.unit],
        [t.vat, t.vats[report.vat] ?? report.vat],
      ]}
    >
      {(report) => <PriceReportForm userId={userId} report={report} />}
    </AlertCard>
  );
}
