import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's browser router (main.tsx builds it in its own start-up task). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
