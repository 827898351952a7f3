import { useCallback, useMemo } from 'react';
import { api } from '../api/enhanced';
import { companySelected, readStoredCompany } from '../app/appSlice';
import { useAppDispatch, useAppSelector } from '../app/hooks';

/**
 * The company a B2B user works in (A62: `/me` lists the user's companies): the one chosen in this
 * session, else the one the person chose last time on this browser, else the first.
 */
export function useCompany() {
  const dispatch = useAppDispatch();
  const loadUser = useAppSelector((state) => state.app.loadUser);
  const chosen = useAppSelector((state) => state.app.activeCompanyRef);
  const me = api.useGetMeQuery(undefined, { skip: !loadUser });
  const userId = me.data?.priwattiId ?? undefined;
  const companies = me.data?.companies;
  const company = useMemo(() => {
    if (!companies?.length) return undefined;
    const wanted = chosen ?? (userId !== undefined ? readStoredCompany(userId) : null);
    return companies.find((c) => c.companyReferenceId === wanted) ?? companies[0];
  }, [companies, chosen, userId]);
  const choose = useCallback(
    (companyRef: string) => {
      if (userId !== undefined) dispatch(companySelected({ userId, companyRef }));
    },
    [dispatch, userId],
  );
  return {
    me,
    userId,
    companies: companies ?? [],
    company,
    /** The company's main user manages its users (spec §6); others see their own info. */
    isMainUser: company?.role === 'MAIN_USER',
    choose,
  };
}
