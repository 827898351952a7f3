import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { disposeStores } from './renderWithProviders';
import { server } from './server';

// findBy… waits up to 10 s: on a loaded machine a render chain can take longer than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  disposeStores();
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
