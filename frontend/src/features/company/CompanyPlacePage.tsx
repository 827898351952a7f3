import { Link, useLocation, useParams } from 'react-router';
import { Loading } from '../../components/StatusViews';
import { fiCompany } from '../../i18n/fiCompany';
import { B2BNotice } from '../../place/B2BNotice';
import { useCompany } from '../../place/company';
import { CompositePlaces } from './place/CompositeMembers';
import { Contracts } from './place/Contracts';
import { CsvExport } from './place/CsvExport';
import { isComposite, useHeldPlace, type PlaceArg, type PricedPlaceProps } from './place/heldPlace';
import { PlaceAverages, PlaceCurrent, PlaceGraph } from './place/PlaceConsumption';
import { PlaceFacts } from './place/PlaceFacts';
import { PlaceInvoices } from './place/PlaceInvoices';
import { PlacePricing, ProductComparison } from './place/PlacePricing';
import { PlaceProducts } from './place/PlaceProducts';
import { OtherComposites, Services } from './place/Services';
import './company.css';

const t = fiCompany.place;

/**
 * A company place or composite (`/yritys/kohde/{id}`): its facts (#196), consumption (#201–#203),
 * contracts, services, prices and products (#197, #198, #212–#216), invoices (#217–#219), and
 * its composite's places (#199, #200, #209). Changes (#207, #209, #214, #215) are offered only
 * when the caller may change the place (A56); a READ_ONLY place is shown without them.
 */
export function CompanyPlacePage() {
  const { placeId = '' } = useParams();
  const { company, userId, me } = useCompany();

  let body;
  if (me.isLoading) body = <Loading />;
  else if (!company || userId === undefined) body = <B2BNotice message={fiCompany.noCompany} />;
  else {
    const arg = { companyRef: company.companyReferenceId, userId, compositeLocationId: placeId };
    body = <PlaceSections arg={arg} vat={company.vatIncluded} />;
  }
  return (
    <>
      <p>
        <Link to="/">{t.back}</Link>
      </p>
      {body ?? null}
    </>
  );
}

/** `vat`: the company shows its prices with VAT (spec §6); the screens that choose follow it. */
function PlaceSections({ arg, vat }: PricedPlaceProps) {
  return (
    <>
      <PlaceTitle arg={arg} />
      <PlaceFacts arg={arg} />
      <CsvExport arg={arg} />
      <PlaceGraph arg={arg} vat={vat} />
      <PlaceCurrent arg={arg} vat={vat} />
      <PlaceAverages arg={arg} />
      <Contracts arg={arg} />
      <PlacePricing arg={arg} vat={vat} />
      <PlaceProducts arg={arg} />
      <ProductComparison arg={arg} vat={vat} />
      <Services arg={arg} />
      <PlaceInvoices arg={arg} vat={vat} />
      <CompositePlaces arg={arg} />
      <OtherComposites arg={arg} />
    </>
  );
}

/**
 * The heading: the place's kind (from the caller's own places, #226, else as the list passed it
 * along) with the name the list passed, else with the id. The name itself is the first fact.
 */
function PlaceTitle({ arg }: { arg: PlaceArg }) {
  const from = useLocation().state as { name?: string; composite?: boolean } | null;
  const { place } = useHeldPlace(arg);
  const composite = place ? isComposite(place) : from?.composite;
  const title = composite === undefined ? t.anyTitle : composite ? t.compositeTitle : t.title;
  // The held place's name once known: it follows a rename (#207); the list's is a snapshot.
  const name = from?.name ? (place?.name ?? from.name) : undefined;
  return <h1>{name ? `${title}: ${name}` : `${title} ${arg.compositeLocationId}`}</h1>;
}
