import { useState } from 'react';
import { adminApi, type UnauthenticatedAccount } from '../../api/adminApi';
import { fiAdmin } from './fiAdmin';
import { EmailField, SearchTool } from './SearchTool';

/** The search's Finnish texts. */
const t = {
  title: 'Tunnistamattomat käyttäjät',
  intro:
    'Hae sähköpostiosoitteella käyttäjätunnusta, jolla ei vielä ole asiakkuutta (esimerkiksi kesken jäänyt rekisteröityminen).',
  needed: 'Anna sähköpostiosoite.',
  invalid: 'Sähköpostiosoite ei ole oikeassa muodossa.',
  results: 'Hakutulos',
  none: 'Osoitteella ei löytynyt tunnistamatonta käyttäjää.',
  found: 'Löytyi 1 tunnistamaton käyttäjä',
  confirmed: 'Rekisteröityminen vahvistettu',
  unconfirmed: 'Rekisteröitymistä ei ole vahvistettu',
};

/** #24: an account with no customership yet, found by e-mail (user administration only). */
export function UnauthenticatedUsersPage() {
  const [search, { isFetching }] = adminApi.useLazySearchUnauthenticatedUsersQuery();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [found, setFound] = useState<UnauthenticatedAccount[] | null>(null);

  async function submit() {
    const address = email.trim();
    if (!address) {
      setProblem(t.needed);
      return;
    }
    setProblem(undefined);
    try {
      setFound((await search(address).unwrap()).accounts);
    } catch (error) {
      setFound(null);
      setProblem((error as { status?: number }).status === 400 ? t.invalid : fiAdmin.failed);
    }
  }

  return (
    <SearchTool
      id="unauthenticated"
      title={t.title}
      intro={t.intro}
      onSubmit={() => void submit()}
      problem={problem}
      busy={isFetching}
      fields={<EmailField value={email} onChange={setEmail} />}
    >
      {found ? (
        <section aria-labelledby="unauthenticated-results">
          <h2 id="unauthenticated-results">{t.results}</h2>
          <p role="status">{found.length ? t.found : t.none}</p>
          <ul className="admin-list">
            {found.map((account) => (
              <li key={account.subject}>
                <strong>{account.name}</strong>
                <div>{account.email}</div>
                <div>{account.confirmed ? t.confirmed : t.unconfirmed}</div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </SearchTool>
  );
}
