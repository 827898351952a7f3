import { companyApi } from '../../../api/b2bApi';
import type { ProductConfigurationRequest } from '../../../api/rowTypes';
import { ProductConfigurationView } from '../../../components/forms/ProductForms';
import { fiCompany } from '../../../i18n/fiCompany';
import { useHeldPlace, type PlaceArg } from './heldPlace';
import { PlaceRead } from './PlaceRead';

const t = fiCompany.placeData;

/**
 * The place's add-on products (#213): the household's forms, writing #214/#215, offered only
 * when the caller may change the place (A56); a READ_ONLY place shows them without controls.
 */
export function PlaceProducts({ arg }: { arg: PlaceArg }) {
  const query = companyApi.useGetCompanyProductConfigurationQuery(arg);
  const { place, mayChange } = useHeldPlace(arg);
  const [save, saving] = companyApi.useSetCompanyProductConfigurationMutation();
  const [end, ending] = companyApi.useDeleteCompanyProductConfigurationMutation();
  const writes = {
    save: (productConfigurationRequest: ProductConfigurationRequest) =>
      save({ ...arg, productConfigurationRequest }).unwrap(),
    saving: saving.isLoading,
    end: () => end(arg).unwrap(),
    ending: ending.isLoading,
  };
  return (
    <section className="card" aria-labelledby="company-products">
      <h2 id="company-products">{t.products}</h2>
      {place?.right === 'READ_ONLY' ? (
        <p className="notice" role="note">
          {t.productsReadOnly}
        </p>
      ) : null}
      <PlaceRead query={query} failed={t.productsFailed} empty={t.noProducts}>
        {(config) => (
          <ProductConfigurationView config={config} writes={mayChange ? writes : undefined} />
        )}
      </PlaceRead>
    </section>
  );
}
