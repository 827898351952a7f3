import type { RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { UsePlacePage } from '../features/useplaces/UsePlacePage';
import { UsePlacesPage } from '../features/useplaces/UsePlacesPage';
import { NotFound, PublicLayout, RootLayout, Shell } from './layouts';
import { RequireSession } from './RequireSession';

/** Routes per spec §2. Rarely used screens load on demand to keep the first page small. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/kirjaudu', element: <SignInPage /> },
          {
            path: '/rekisteroidy',
            lazy: () =>
              import('../features/auth/SignUpPage').then((module) => ({
                Component: module.SignUpPage,
              })),
          },
          {
            path: '/salasana',
            lazy: () =>
              import('../features/auth/PasswordResetPage').then((module) => ({
                Component: module.PasswordResetPage,
              })),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <UsePlacesPage /> },
              { path: '/kayttopaikka', element: <UsePlacePage /> },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
