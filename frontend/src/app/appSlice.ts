import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../api/enhanced';

/** The app state of spec §4 that this version uses. */
export interface AppState {
  activeUserId: number | null;
  /** The use place last opened; also kept in sessionStorage so a reload keeps it. */
  activeCompositeLocationIdentifier: string | null;
  /** The company a user of several companies chose (spec §6); else their remembered or first one. */
  activeCompanyRef: string | null;
  /** Spec §8: a failed fetch of the logged-in user turns this off. */
  loadUser: boolean;
  sessionExpired: boolean;
  /** Set when the user signed out or was signed out; route guards then go to sign-in. */
  signedOut: boolean;
  /**
   * Demo mode (spec §4, default false): the demo user's data without an account. Kept in
   * sessionStorage, so a reload stays in demo mode but a new tab opens the portal as usual.
   */
  demoMode: boolean;
}

export const ACTIVE_LOCATION_STORAGE_KEY = 'portal.activeCompositeLocationIdentifier';

export function readStoredActiveLocation(): string | null {
  try {
    return window.sessionStorage.getItem(ACTIVE_LOCATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredActiveLocation(identifier: string | null): void {
  try {
    if (identifier === null) window.sessionStorage.removeItem(ACTIVE_LOCATION_STORAGE_KEY);
    else window.sessionStorage.setItem(ACTIVE_LOCATION_STORAGE_KEY, identifier);
  } catch {
    // Storage can be unavailable (private mode); the Redux state still works.
  }
}

export const DEMO_MODE_STORAGE_KEY = 'portal.demoMode';

export function readStoredDemoMode(): boolean {
  try {
    return window.sessionStorage.getItem(DEMO_MODE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeStoredDemoMode(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(DEMO_MODE_STORAGE_KEY, 'true');
    else window.sessionStorage.removeItem(DEMO_MODE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); demo mode then lasts until a reload.
  }
}

/** The company chosen is remembered per person (a shared computer may have several users). */
const companyStorageKey = (userId: number) => `portal.company.${userId}`;

export function readStoredCompany(userId: number): string | null {
  try {
    return window.localStorage.getItem(companyStorageKey(userId));
  } catch {
    return null;
  }
}

export function writeStoredCompany(userId: number, companyRef: string): void {
  try {
    window.localStorage.setItem(companyStorageKey(userId), companyRef);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts until sign-out.
  }
}

export const initialAppState = (): AppState => ({
  activeUserId: null,
  activeCompositeLocationIdentifier: readStoredActiveLocation(),
  activeCompanyRef: null,
  loadUser: true,
  sessionExpired: false,
  signedOut: false,
  demoMode: readStoredDemoMode(),
});

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    activeLocationSelected(state, action: PayloadAction<string>) {
      state.activeCompositeLocationIdentifier = action.payload;
    },
    companySelected(state, action: PayloadAction<{ userId: number; companyRef: string }>) {
      state.activeCompanyRef = action.payload.companyRef;
    },
    sessionExpired(state) {
      state.sessionExpired = true;
    },
    signedIn(state) {
      state.signedOut = false;
      state.sessionExpired = false;
      state.loadUser = true;
    },
    signedOut() {
      return {
        activeUserId: null,
        activeCompositeLocationIdentifier: null,
        activeCompanyRef: null,
        loadUser: true,
        sessionExpired: false,
        signedOut: true,
        demoMode: false,
      };
    },
    demoEntered(state) {
      state.demoMode = true;
      state.signedOut = false;
      state.sessionExpired = false;
      state.loadUser = true;
      state.activeCompositeLocationIdentifier = null;
      state.activeCompanyRef = null;
    },
    loadUserRequested(state) {
      state.loadUser = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(api.endpoints.getMe.matchFulfilled, (state, action) => {
        state.activeUserId = action.payload.priwattiId ?? null;
      })
      .addMatcher(api.endpoints.getMe.matchRejected, (state, action) => {
        if (!action.meta.condition) state.loadUser = false;
      });
  },
});

export const {
  activeLocationSelected,
  companySelected,
  sessionExpired,
  signedIn,
  signedOut,
  loadUserRequested,
  demoEntered,
} = appSlice.actions;
