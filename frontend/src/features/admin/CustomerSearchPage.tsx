import { useState, type FormEvent } from 'react';
import { api } from '../../api/enhanced';
import { adminApi, type CustomerMatch } from '../../api/adminApi';
import { TextField } from '../../components/TextField';
import { fiAdmin } from './fiAdmin';
import { OriginSelect, ORIGINS, type Origin } from './parts';
import { SUPERUSERS } from './tools';

/** The customer search's Finnish texts. */
const t = {
  title: 'Asiakashaku',
  intro: 'Hae asiakasta sähköpostiosoitteella, asiakasnumerolla tai henkilötunnuksella.',
  email: 'Sähköposti',
  customerCode: 'Asiakasnumero',
  customerCodeHint: 'A ja seitsemän numeroa, esim. A1000001',
  ssn: 'Henkilötunnus',
  search: 'Hae',
  searching: 'Haetaan…',
  oneNeeded: 'Anna sähköposti, asiakasnumero tai henkilötunnus.',
  invalid: 'Tarkista hakuehdot: jokin niistä ei ole oikeassa muodossa.',
  refused: 'Sinulla ei ole oikeutta hakea tämän yhtiön asiakkaita.',
  results: 'Hakutulokset',
  none: 'Hakuehdoilla ei löytynyt asiakkaita.',
  found: (n: number) => (n === 1 ? '1 asiakas' : `${n} asiakasta`),
  customerships: 'Asiakkuudet',
};

/** The companies a staff member sees: all for superusers and user admins (rule C1). */
function ownOrigins(groups: readonly string[]): readonly Origin[] {
  if (groups.includes(SUPERUSERS) || groups.includes('ADMIN_USERS')) return ORIGINS;
  return ORIGINS.filter((origin) => groups.includes(`ADMIN_GROUP_${origin}`));
}

type Criteria = { email?: string; customerCode?: string; ssn?: string };

/**
 * Customer search (#22): by e-mail, customer code or personal identity code, within a company
 * or all of the caller's. The gateway allows a company group only its own origins, so "all" of
 * a staff member with several company groups asks each of them and merges the answers.
 */
export function CustomerSearchPage() {
  const groups = api.useGetMeQuery().data?.groups ?? [];
  const origins = ownOrigins(groups);
  const everyCompany = origins.length === ORIGINS.length;
  const [search, { isFetching }] = adminApi.useLazySearchCustomersQuery();
  const [email, setEmail] = useState('');
  const [customerCode, setCustomerCode] = useState('');
  const [ssn, setSsn] = useState('');
  const [origin, setOrigin] = useState('');
  const [problem, setProblem] = useState<string>();
  const [found, setFound] = useState<CustomerMatch[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const criteria: Criteria = {
      email: email.trim() || undefined,
      customerCode: customerCode.trim().toUpperCase() || undefined,
      ssn: ssn.trim().toUpperCase() || undefined,
    };
    if (!criteria.email && !criteria.customerCode && !criteria.ssn) {
      setProblem(t.oneNeeded);
      return;
    }
    setProblem(undefined);
    // One search for the chosen company, none (every company) when the caller sees all, else
    // one for each of the caller's companies.
    const asked: (Origin | undefined)[] = origin
      ? [origin as Origin]
      : everyCompany
        ? [undefined]
        : [...origins];
    try {
      const answers = await Promise.all(
        asked.map((one) => search({ ...criteria, origin: one }).unwrap()),
      );
      const byUser = new Map<number, CustomerMatch>();
      for (const customer of answers.flatMap((answer) => answer.customers)) {
        const known = byUser.get(customer.priwattiUserId);
        byUser.set(
          customer.priwattiUserId,
          known
            ? { ...known, customerships: [...known.customerships, ...customer.customerships] }
            : customer,
        );
      }
      setFound([...byUser.values()]);
    } catch (error) {
      const status = (error as { status?: number }).status;
      setFound(null);
      setProblem(status === 403 ? t.refused : status === 400 ? t.invalid : fiAdmin.failed);
    }
  }

  return (
    <section aria-labelledby="customer-search-title" className="admin-tool">
      <h1 id="customer-search-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="customer-search-title"
      >
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t.customerCode}
          hint={t.customerCodeHint}
          autoComplete="off"
          value={customerCode}
          onChange={(event) => setCustomerCode(event.target.value)}
        />
        <TextField
          label={t.ssn}
          autoComplete="off"
          value={ssn}
          onChange={(event) => setSsn(event.target.value)}
        />
        {origins.length > 1 ? (
          <OriginSelect
            id="customer-search-origin"
            label={fiAdmin.originLabel}
            value={origin}
            onChange={setOrigin}
            allLabel={fiAdmin.allOrigins}
            only={origins}
          />
        ) : null}
        {problem ? (
          <p role="alert" className="field__error">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={isFetching}>
          {isFetching ? t.searching : t.search}
        </button>
      </form>
      {found ? (
        <section aria-labelledby="customer-search-results">
          <h2 id="customer-search-results">{t.results}</h2>
          <p role="status">{found.length ? t.found(found.length) : t.none}</p>
          <ul className="admin-list">
            {found.map((customer) => (
              <li key={customer.priwattiUserId}>
                <strong>{customer.name}</strong>
                <div>{customer.email}</div>
                <div>
                  {t.customerships}:{' '}
                  {customer.customerships
                    .map((c) => `${fiAdmin.origins[c.company] ?? c.company} ${c.customerCode}`)
                    .join(', ')}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
