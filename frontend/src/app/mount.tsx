import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/** Draws the app into `container` (main.tsx loads this last, in its own task). */
export function mount(container: HTMLElement, store: AppStore, router: AppRouter) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
