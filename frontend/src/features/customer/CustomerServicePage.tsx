import { Link } from 'react-router';
import { api } from '../../api/enhanced';
import type { CustomerServiceInfo } from '../../api/rowTypes';
import { QueryState } from '../../components/QueryState';
import { fi } from '../../i18n/fi';

export function CompanyService({ info }: { info: CustomerServiceInfo }) {
  return (
    <article className="card" aria-labelledby={`service-${info.company}`}>
      <h2 id={`service-${info.company}`}>{info.companyName}</h2>
      <p>{fi.customerService.hours(info.hours)}</p>
      <ul className="plain-list">
        {info.customerServiceNumbers.map((number) => (
          <li key={`${number.type}:${number.number}`}>
            <strong>{fi.usePlace.customerServiceTypes[number.type] ?? number.type}:</strong>{' '}
            <a href={`tel:${number.number.replace(/\s+/g, '')}`}>{number.number}</a> ({number.hours}
            )
          </li>
        ))}
      </ul>
      <p>
        <a href={`mailto:${info.email}`}>{info.email}</a>
      </p>
      <p className="muted">{fi.customerService.businessId(info.businessId)}</p>
    </article>
  );
}

/** Customer service numbers and contact information of the companies (/asiakaspalvelu). */
export function CustomerServicePage() {
  const info = api.useGetCustomerServiceInfoQuery();
  return (
    <>
      <h1>{fi.screens.customerService}</h1>
      <nav aria-label={fi.screens.customerService}>
        <ul className="plain-list">
          <li>
            <Link to="/asiakaspalvelu/palvelupyynnot">{fi.screens.serviceRequests}</Link>
          </li>
          <li>
            <Link to="/asiakaspalvelu/chat">{fi.screens.chat}</Link>
          </li>
        </ul>
      </nav>
      <QueryState
        query={info}
        failed={fi.customerService.loadFailed}
        empty={fi.customerService.none}
        isEmpty={(data) => data.companies.length === 0}
      >
        {(data) =>
          data.companies.map((company) => <CompanyService key={company.company} info={company} />)
        }
      </QueryState>
    </>
  );
}
