import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/routes';
import { setupStore, type AppStore, type RootState } from '../app/store';

const stores: AppStore[] = [];

/** A store whose session scheduler stays quiet; disposed after each test. */
export function testStore(preloadedState?: Partial<RootState>): AppStore {
  const store = setupStore(preloadedState, { session: { log: () => undefined } });
  stores.push(store);
  return store;
}

export function disposeStores() {
  while (stores.length) stores.pop()?.extra.session.dispose();
}

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = testStore(preloadedState), ...options }: Options = {},
) {
  return {
    store,
    ...render(<Provider store={store}>{ui}</Provider>, options),
  };
}

/** The whole app (routes, guards, shell) at `path`. */
export function renderApp(path: string, options: Omit<Options, 'ui'> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
