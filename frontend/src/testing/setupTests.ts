import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { disposeStores } from './renderWithProviders';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  disposeStores();
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
