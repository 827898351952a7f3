import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { api } from '../../api/enhanced';
import { Loading } from '../../components/StatusViews';
import { NotFound } from '../../app/layouts';
import { fiAdmin } from './fiAdmin';
import { adminTools, mayUse } from './tools';

/**
 * `/yllapito/*`: every tool of the list at its path. A tool the caller's groups do not allow
 * says so (the gateway refuses its rows anyway).
 */
export function AdminRoutes() {
  const me = api.useGetMeQuery();
  if (!me.data) return <Loading />;
  const groups = me.data.groups;
  return (
    <Routes>
      {adminTools.map((tool) => (
        <Route
          key={tool.path}
          path={tool.path}
          element={
            mayUse(tool, groups) ? (
              <Suspense fallback={<Loading />}>
                <tool.Screen />
              </Suspense>
            ) : (
              <p role="alert">{fiAdmin.noAccess}</p>
            )
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
