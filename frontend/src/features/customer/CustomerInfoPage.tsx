import type { UserContent } from '../../api/types';
import { QueryState } from '../../components/QueryState';
import { fi } from '../../i18n/fi';
import { useUserContent } from '../../place/usePlaces';

export function CustomerInfo({ user }: { user: UserContent['user'] }) {
  return (
    <>
      <section className="card" aria-labelledby="customer-contact">
        <h2 id="customer-contact">{fi.customer.contact}</h2>
        <dl className="facts">
          <div>
            <dt>{fi.customer.name}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{fi.customer.email}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{fi.customer.phone}</dt>
            <dd>{user.phone ?? '–'}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="customer-codes">
        <h2 id="customer-codes">{fi.customer.customerships}</h2>
        <ul className="plain-list">
          {user.customerCodes.map((code) => (
            <li key={`${code.company}:${code.customerCode}`}>
              {fi.customer.customerCode(code.companyName, code.customerCode)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Customer info (/asiakastiedot), from the user content. */
export function CustomerInfoPage() {
  const { content } = useUserContent();
  return (
    <>
      <h1>{fi.screens.customerInfo}</h1>
      <QueryState query={content} failed={fi.customer.loadFailed}>
        {(data) => <CustomerInfo user={data.user} />}
      </QueryState>
    </>
  );
}
