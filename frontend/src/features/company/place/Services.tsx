import { Link } from 'react-router';
import { companyApi } from '../../../api/b2bApi';
import { QueryState } from '../../../components/QueryState';
import { fiCompany } from '../../../i18n/fiCompany';
import { companyPlacePath } from '../../../place/companyPlace';
import type { PlaceArg } from './heldPlace';

const t = fiCompany.place;

/** The additional services the place can have (#198). */
export function Services({ arg }: { arg: PlaceArg }) {
  const query = companyApi.useGetCompanyLocationAdditionalServicesQuery(arg);
  return (
    <section className="card" aria-labelledby="company-services">
      <h2 id="company-services">{t.services}</h2>
      <QueryState
        query={query}
        failed={t.servicesFailed}
        empty={t.noServices}
        isEmpty={(data) => data.services.length === 0}
      >
        {(data) => (
          <ul className="plain-list">
            {data.services.map((service) => (
              <li key={`${service.locationIdentifier}:${service.service}`}>
                {service.name}, {service.locationIdentifier}: {t.serviceState(service.active)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The company's other composites the caller holds (#199), each a link to its own screen. */
export function OtherComposites({ arg }: { arg: PlaceArg }) {
  const current = arg.compositeLocationId;
  const query = companyApi.useGetCompanyCompositesExistingQuery(arg);
  return (
    <section className="card" aria-labelledby="company-composites">
      <h2 id="company-composites">{t.composites}</h2>
      <QueryState
        query={query}
        failed={t.compositesFailed}
        empty={t.noComposites}
        isEmpty={(data) =>
          data.compositeLocations.every((c) => c.compositeLocationIdentifier === current)
        }
      >
        {(data) => (
          <ul className="plain-list">
            {data.compositeLocations
              .filter((c) => c.compositeLocationIdentifier !== current)
              .map((c) => (
                <li key={c.compositeLocationIdentifier}>
                  <Link
                    to={companyPlacePath(c.compositeLocationIdentifier)}
                    state={{ name: c.name, composite: true }}
                  >
                    {c.name}
                  </Link>{' '}
                  ({t.members(c.locationIdentifiers.length)},{' '}
                  {fiCompany.rights[c.rights].toLowerCase()})
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
