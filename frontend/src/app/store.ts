import { reportMaintenance } from './maintenance';
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { BaseQueryExtra } from '../api/baseQuery';
import { fetchSessionStatus, postLogout, postRefreshSession } from '../api/sessionCalls';
import {
  createSessionScheduler,
  type SessionScheduler,
  type SessionStatus,
  type SessionSchedulerDeps,
} from '../api/sessionScheduler';
import {
  activeLocationSelected,
  appSlice,
  companySelected,
  demoEntered,
  sessionExpired,
  signedOut,
  writeStoredActiveLocation,
  writeStoredCompany,
  writeStoredDemoMode,
} from './appSlice';

const rootReducer = combineReducers({
  app: appSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreExtra extends BaseQueryExtra {
  session: SessionScheduler;
}

export interface SetupStoreOptions {
  /** Overrides for the session scheduler (tests pass timers or a silent logger). */
  session?: Partial<SessionSchedulerDeps>;
}

export function setupStore(preloadedState?: Partial<RootState>, options: SetupStoreOptions = {}) {
  const extra = {} as StoreExtra;

  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(activeLocationSelected, signedOut),
    effect: (action) => {
      writeStoredActiveLocation(activeLocationSelected.match(action) ? action.payload : null);
    },
  });

  listener.startListening({
    matcher: isAnyOf(demoEntered, signedOut),
    effect: (action) => writeStoredDemoMode(demoEntered.match(action)),
  });

  listener.startListening({
    actionCreator: companySelected,
    effect: ({ payload }) => writeStoredCompany(payload.userId, payload.companyRef),
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });

  extra.session = createSessionScheduler({
    getStatus: fetchSessionStatus,
    refresh: postRefreshSession,
    signOut: () => {
      // The refresh failed past expiry (spec §4): end the server session and sign out here.
      void postLogout();
      store.dispatch(signOutLocally());
    },
    ...options.session,
  });
  extra.onUnauthorized = () => {
    const { app } = store.getState();
    if (!app.signedOut && !app.demoMode) store.dispatch(sessionExpired());
  };
  extra.isDemo = () => store.getState().app.demoMode;
  extra.onMaintenance = reportMaintenance;

  return Object.assign(store, { extra });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreExtra, UnknownAction>;

/** Hands a session status read by the route guard to the refresh schedule (no second read). */
export function sessionStatusRead(status: SessionStatus): AppThunk {
  return (_dispatch, _getState, extra) => {
    void extra.session.observe(status);
  };
}

/**
 * Opens demo mode: whatever a signed-in user had cached is dropped, so every screen reads the
 * demo user's data (the user's own session is left alone; demo calls carry no cookie).
 */
export function enterDemo(): AppThunk {
  return (dispatch, _getState, extra) => {
    extra.session.reset();
    dispatch(demoEntered());
    dispatch(baseApi.util.resetApiState());
  };
}

/** Clears the user's state (app state, cached API data, session schedule); also leaves demo mode. */
export function signOutLocally(): AppThunk {
  return (dispatch, _getState, extra) => {
    extra.session.reset();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
