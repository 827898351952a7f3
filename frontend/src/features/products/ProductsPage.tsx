import { formsApi } from '../../api/formsApi';
import type { ProductConfigurationRequest } from '../../api/rowTypes';
import { ProductConfigurationView } from '../../components/forms/ProductForms';
import { QueryState } from '../../components/QueryState';
import { fi } from '../../i18n/fi';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';
import { usePlace } from '../../place/PlaceContext';

const t = fiPlaceForms.products;

/**
 * Add-on products of a place (/kayttopaikka/lisapalvelut): green power ("from 1 € a month",
 * package 3000 kWh by default) and home insurance, read from #121, ordered with #122, ended
 * with #123. Its own screen rather than a card on the contract screen: the contract screen is
 * a read-only summary of #190 and stays free of the forms' chunk.
 */
export function ProductsPage() {
  const { place, ownerId, readOnly } = usePlace();
  const target = { userId: ownerId, locationId: place.location.identifier };
  const query = formsApi.useGetProductConfigurationQuery(target);
  const [save, saving] = formsApi.useSetProductConfigurationMutation();
  const [end, ending] = formsApi.useDeleteProductConfigurationMutation();
  const writes = {
    save: (productConfigurationRequest: ProductConfigurationRequest) =>
      save({ ...target, productConfigurationRequest }).unwrap(),
    saving: saving.isLoading,
    end: () => end(target).unwrap(),
    ending: ending.isLoading,
  };
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
        {(config) => (
          <ProductConfigurationView config={config} writes={readOnly ? undefined : writes} />
        )}
      </QueryState>
    </>
  );
}
