import { useState } from 'react';
import type { ProductConfiguration, ProductConfigurationRequest } from '../../api/rowTypes';
import { formatEuro, formatKwh, formatNumber } from '../../format';
import { fiForms } from '../../i18n/fiForms';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import { DEFAULT_PACKAGE_KWH, greenPowerMonthlyEuros, validatePackageSize } from './greenPower';
import { SavedFacts, SaveForm } from './SaveForm';
import { useWrite } from './useWrite';
import { WriteOutcome } from './WriteOutcome';

const t = fiPlaceForms.products;

/**
 * The place's product writes, bound to it by the screen: the household's #122/#123 or a company
 * place's #214/#215. Each resolves with the gateway's answer and rejects when it refused.
 */
export interface ProductWrites {
  save: (request: ProductConfigurationRequest) => Promise<ProductConfiguration>;
  saving: boolean;
  end: () => Promise<unknown>;
  ending: boolean;
}

function kwhPerYear(value: number): string {
  return `${formatNumber(value, 0)} kWh`;
}

/** Order green power or change its package (#122 with GREEN_POWER and packageSize). */
function GreenPowerForm({
  writes,
  config,
}: {
  writes: ProductWrites;
  config: ProductConfiguration;
}) {
  const [size, setSize] = useState(
    String(config.greenPowerOn ? config.greenPowerPackageKwh : DEFAULT_PACKAGE_KWH),
  );
  const [clientError, setClientError] = useState<string | undefined>();
  const write = useWrite();
  const checked = validatePackageSize(size);
  const error = clientError ?? write.serverErrors.packageSize;

  function submit() {
    setClientError(checked.error);
    if (checked.error || checked.value === null) return;
    const packageSize = checked.value;
    void write.run(
      () => writes.save({ product: 'GREEN_POWER', packageSize }),
      (result) => t.greenPower.ordered(kwhPerYear(result.greenPowerPackageKwh)),
    );
  }

  return (
    <SaveForm
      labelledBy="green-power-title"
      write={write}
      saving={writes.saving}
      invalid={clientError !== undefined}
      onSubmit={submit}
      submitLabel={config.greenPowerOn ? t.greenPower.change : t.greenPower.order}
    >
      <TextField
        label={t.greenPower.package}
        hint={t.greenPower.packageHint}
        inputMode="numeric"
        name="packageSize"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        error={error}
      />
      <p data-testid="green-power-price" aria-live="polite">
        {t.greenPower.price}:{' '}
        {checked.error || checked.value === null
          ? '–'
          : t.greenPower.perMonth(formatEuro(greenPowerMonthlyEuros(checked.value)))}
      </p>
    </SaveForm>
  );
}

/** Order home insurance (#122 with HOME_INSURANCE). */
function HomeInsuranceForm({ writes, on }: { writes: ProductWrites; on: boolean }) {
  const write = useWrite();
  // Stays mounted once ordered so that its success dialog can still be read.
  if (on) return <WriteOutcome write={write} />;
  return (
    <SaveForm
      labelledBy="home-insurance-title"
      write={write}
      saving={writes.saving}
      invalid={false}
      submitLabel={t.homeInsurance.order}
      onSubmit={() =>
        void write.run(
          () => writes.save({ product: 'HOME_INSURANCE', packageSize: null }),
          () => t.homeInsurance.ordered,
        )
      }
    >
      {null}
    </SaveForm>
  );
}

/** #123 ends every add-on of the place, so the confirmation names them all. */
function EndProducts({ writes, config }: { writes: ProductWrites; config: ProductConfiguration }) {
  const [confirming, setConfirming] = useState(false);
  const isLoading = writes.ending;
  const write = useWrite();
  const products = [
    config.greenPowerOn ? t.greenPower.title : null,
    config.homeInsuranceOn ? t.homeInsurance.title : null,
  ].filter((name): name is string => name !== null);

  // Stays mounted once everything has ended so that its success dialog can still be read.
  if (products.length === 0) return <WriteOutcome write={write} />;

  async function confirm() {
    setConfirming(false);
    await write.run(
      () => writes.end().then(() => true),
      () => t.ended,
    );
  }

  return (
    <section className="card" aria-labelledby="end-products-title">
      <h3 id="end-products-title">{t.end}</h3>
      <p>{t.endText(products.join(', ').toLowerCase())}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={isLoading}
        aria-busy={isLoading}
        onClick={() => setConfirming(true)}
      >
        {isLoading ? fiForms.saving : t.end}
      </button>
      {confirming ? (
        <Dialog
          title={t.endTitle}
          actions={
            <>
              <button type="button" className="button" onClick={() => void confirm()}>
                {t.confirmEnd}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirming(false)}
              >
                {fiForms.cancel}
              </button>
            </>
          }
        >
          <p>{t.endText(products.join(', ').toLowerCase())}</p>
        </Dialog>
      ) : null}
      <WriteOutcome write={write} />
    </section>
  );
}

/**
 * A place's add-on products (#121/#213): green power and home insurance as saved, with the
 * forms to order, change and end them only when `writes` is given (the caller may change the
 * place).
 */
export function ProductConfigurationView({
  config,
  writes,
}: {
  config: ProductConfiguration;
  writes?: ProductWrites;
}) {
  const insuranceOn = config.homeInsuranceOn ?? false;
  const offersGreen = config.canHaveGreenPower ?? false;
  const offersInsurance = config.canHaveHomeInsurance ?? false;
  if (!offersGreen && !offersInsurance && !config.greenPowerOn && !insuranceOn) {
    return <p className="status status--empty">{t.none}</p>;
  }
  return (
    <>
      {offersGreen || config.greenPowerOn ? (
        <section className="card" aria-labelledby="green-power-title">
          <h3 id="green-power-title">{t.greenPower.title}</h3>
          <p>{t.greenPower.intro}</p>
          <details>
            <summary>{t.greenPower.info}</summary>
            <p>{t.greenPower.infoText}</p>
          </details>
          <SavedFacts
            label={fiPlaceForms.savedTitle}
            testId="saved-green-power"
            facts={[
              [t.greenPower.title, config.greenPowerOn ? t.on : t.off],
              ...(config.greenPowerOn
                ? ([
                    [t.greenPower.current, kwhPerYear(config.greenPowerPackageKwh)],
                    [
                      t.greenPower.price,
                      t.greenPower.perMonth(
                        formatEuro(greenPowerMonthlyEuros(config.greenPowerPackageKwh)),
                      ),
                    ],
                  ] as const)
                : []),
            ]}
          />
          <p className="muted">{t.estimate(formatKwh(config.annualConsumptionEstimateKwh, 0))}</p>
          {writes && offersGreen ? <GreenPowerForm writes={writes} config={config} /> : null}
        </section>
      ) : null}
      {offersInsurance || insuranceOn ? (
        <section className="card" aria-labelledby="home-insurance-title">
          <h3 id="home-insurance-title">{t.homeInsurance.title}</h3>
          <p>{t.homeInsurance.intro}</p>
          <SavedFacts
            label={fiPlaceForms.savedTitle}
            testId="saved-home-insurance"
            facts={[[t.homeInsurance.title, insuranceOn ? t.on : t.off]]}
          />
          {writes && offersInsurance ? (
            <HomeInsuranceForm writes={writes} on={insuranceOn} />
          ) : null}
        </section>
      ) : null}
      {writes ? <EndProducts writes={writes} config={config} /> : null}
    </>
  );
}
