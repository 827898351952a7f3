import { useState } from 'react';
import { adminApi } from '../../api/adminApi';
import { QueryState } from '../../components/QueryState';
import { TextField } from '../../components/TextField';
import { fiAdmin } from './fiAdmin';
import { fiDeveloper } from './fiDeveloper';
import { AdminTable, ConfirmedAction, Done } from './parts';

const t = fiDeveloper.cache;

/** The response cache (A75): its keys with sizes and ages, and emptying it, which asks first. */
export function CachePage() {
  const [prefix, setPrefix] = useState('');
  const keys = adminApi.useListCacheKeysQuery({ prefix: prefix.trim() || undefined });
  const [clear] = adminApi.useClearCacheMutation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="cache-title" className="admin-tool">
      <h1 id="cache-title">{t.title}</h1>
      <p>{t.intro}</p>
      <Done text={done} />
      <ConfirmedAction
        label={t.clear}
        title={t.confirmClear}
        confirm={t.clear}
        action={async () => {
          const answer = await clear().unwrap();
          setDone(t.cleared(answer.removed));
        }}
        done=""
        onDone={() => undefined}
      >
        <p>{t.confirmClearText}</p>
      </ConfirmedAction>
      <TextField
        label={t.prefix}
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
      />
      <QueryState query={keys} failed={fiAdmin.failed}>
        {(page) => (
          <>
            <p>{t.summary(page.total, page.totalBytes)}</p>
            {page.keys.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <AdminTable label={t.title} headers={[t.key, t.size, t.age, t.left]}>
                {page.keys.map((entry) => (
                  <tr key={entry.key}>
                    <td>{entry.key}</td>
                    <td>{entry.bytes}</td>
                    <td>{entry.ageSeconds}</td>
                    <td>{entry.ttlSeconds}</td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
