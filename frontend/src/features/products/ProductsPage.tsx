import { useState } from 'react';
import {
  useDeleteProductConfigurationMutation,
  useGetProductConfigurationQuery,
  useSetProductConfigurationMutation,
} from '../../api/formsApi';
import type { ProductConfiguration } from '../../api/forms.gen';
import { Dialog } from '../../components/Dialog';
import { WriteOutcome } from '../../components/forms/WriteOutcome';
import { SavedFacts, SaveForm } from '../../components/forms/SaveForm';
import { useWrite } from '../../components/forms/useWrite';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { formatEuro, formatKwh, formatNumber } from '../../format';
import { fi } from '../../i18n/fi';
import { fiForms } from '../../i18n/fiForms';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { usePlace } from '../../place/PlaceContext';
import { DEFAULT_PACKAGE_KWH, greenPowerMonthlyEuros, validatePackageSize } from './greenPower';

const t = fiPlaceForms.products;

interface Target {
  userId: number;
  locationId: string;
}

function kwhPerYear(value: number): string {
  return `${formatNumber(value, 0)} kWh`;
}

/** Order green power or change its package (#122 with GREEN_POWER and packageSize). */
function GreenPowerForm({ target, config }: { target: Target; config: ProductConfiguration }) {
  const [size, setSize] = useState(
    String(config.greenPowerOn ? config.greenPowerPackageKwh : DEFAULT_PACKAGE_KWH),
  );
  const [clientError, setClientError] = useState<string | undefined>();
  const [save, { isLoading }] = useSetProductConfigurationMutation();
  const write = useWrite();
  const checked = validatePackageSize(size);
  const error = clientError ?? write.serverErrors.packageSize;

  function submit() {
    setClientError(checked.error);
    if (checked.error || checked.value === null) return;
    const packageSize = checked.value;
    void write.run(
      () =>
        save({
          ...target,
          productConfigurationRequest: { product: 'GREEN_POWER', packageSize },
        }).unwrap(),
      (result) => t.greenPower.ordered(kwhPerYear(result.greenPowerPackageKwh)),
    );
  }

  return (
    <SaveForm
      labelledBy="green-power-title"
      write={write}
      saving={isLoading}
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
function HomeInsuranceForm({ target, on }: { target: Target; on: boolean }) {
  const [save, { isLoading }] = useSetProductConfigurationMutation();
  const write = useWrite();
  // Stays mounted once ordered so that its success dialog can still be read.
  if (on) return <WriteOutcome write={write} />;
  return (
    <SaveForm
      labelledBy="home-insurance-title"
      write={write}
      saving={isLoading}
      invalid={false}
      submitLabel={t.homeInsurance.order}
      onSubmit={() =>
        void write.run(
          () =>
            save({
              ...target,
              productConfigurationRequest: { product: 'HOME_INSURANCE', packageSize: null },
            }).unwrap(),
          () => t.homeInsurance.ordered,
        )
      }
    >
      {null}
    </SaveForm>
  );
}

/** #123 ends every add-on of the place, so the confirmation names them all. */
function EndProducts({ target, config }: { target: Target; config: ProductConfiguration }) {
  const [confirming, setConfirming] = useState(false);
  const [end, { isLoading }] = useDeleteProductConfigurationMutation();
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
      () =>
        end(target)
          .unwrap()
          .then(() => true),
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

function Products({
  target,
  config,
  canEdit,
}: {
  target: Target;
  config: ProductConfiguration;
  canEdit: boolean;
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
          {canEdit && offersGreen ? <GreenPowerForm target={target} config={config} /> : null}
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
          {canEdit && offersInsurance ? (
            <HomeInsuranceForm target={target} on={insuranceOn} />
          ) : null}
        </section>
      ) : null}
      {canEdit ? <EndProducts target={target} config={config} /> : null}
    </>
  );
}

/**
 * Add-on products of a place (/kayttopaikka/lisapalvelut): green power ("from 1 € a month",
 * package 3000 kWh by default) and home insurance, read from #121, ordered with #122, ended
 * with #123. Its own screen rather than a card on the contract screen: the contract screen is
 * a read-only summary of #190 and stays free of the forms' chunk.
 */
export function ProductsPage() {
  const { place, ownerId, readOnly } = usePlace();
  const target = { userId: ownerId, locationId: place.location.identifier };
  const query = useGetProductConfigurationQuery(target);
  return (
    <>
      <h2>{fi.screens.products}</h2>
      <p>{t.intro}</p>
      {readOnly ? (
        <p className="notice" role="note">
          {t.readOnly}
        </p>
      ) : null}
      <QueryState query={query} failed={t.loadFailed}>
        {(config) => <Products target={target} config={config} canEdit={!readOnly} />}
      </QueryState>
    </>
  );
}
