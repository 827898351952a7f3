import type { RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { UsePlacePage } from '../features/useplaces/UsePlacePage';
import { PlaceLayout } from '../place/PlaceLayout';
import { FrontPage } from './FrontPage';
import { OpenInvitations } from './OpenInvitations';
import { NotFound, PublicLayout, RootLayout, Shell } from './layouts';
import { RequireSession } from './RequireSession';
import { EnterDemo } from '../demo/EnterDemo';

/** A screen loaded on demand, in its own chunk. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

/**
 * The screens of a use place, the same under `/kayttopaikka` and under the customer-service view
 * `/aspa/asiakashaku/{customerId}/kayttopaikka` (spec §2).
 */
const placeScreens: RouteObject[] = [
  { index: true, element: <UsePlacePage /> },
  {
    path: 'kulutus',
    lazy: screen(
      () => import('../features/consumption/ElectricityPage'),
      (m) => m.ElectricityPage,
    ),
  },
  {
    path: 'kaukolampo',
    lazy: screen(
      () => import('../features/consumption/DistrictHeatingPage'),
      (m) => m.DistrictHeatingPage,
    ),
  },
  {
    path: 'pientuotanto',
    lazy: screen(
      () => import('../features/production/MicrogenerationPage'),
      (m) => m.MicrogenerationPage,
    ),
  },
  {
    path: 'markkinahinta',
    lazy: screen(
      () => import('../features/marketprice/MarketPricePage'),
      (m) => m.MarketPricePage,
    ),
  },
  {
    path: 'laskut',
    lazy: screen(
      () => import('../features/invoices/InvoicesPage'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: 'laskut/:invoiceNumber',
    lazy: screen(
      () => import('../features/invoices/InvoiceDetailPage'),
      (m) => m.InvoiceDetailPage,
    ),
  },
  {
    path: 'sopimus',
    lazy: screen(
      () => import('../features/contracts/ContractsPage'),
      (m) => m.ContractsPage,
    ),
  },
  {
    path: 'aurinkosahko',
    lazy: screen(
      () => import('../features/solar/SolarPage'),
      (m) => m.SolarPage,
    ),
  },
  {
    path: 'asiakirjat',
    lazy: screen(
      () => import('../features/documents/DocumentsPage'),
      (m) => m.DocumentsPage,
    ),
  },
  {
    path: 'kuukausikatsaus',
    lazy: screen(
      () => import('../features/insights/MonthlyInsightsPage'),
      (m) => m.MonthlyInsightsPage,
    ),
  },
  {
    path: 'raportit',
    lazy: screen(
      () => import('../features/reports/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: 'raportit/:reportId',
    lazy: screen(
      () => import('../features/reports/ReportPage'),
      (m) => m.ReportPage,
    ),
  },
  {
    path: 'vikailmoitus',
    lazy: screen(
      () => import('../features/faults/FaultReportPage'),
      (m) => m.FaultReportPage,
    ),
  },
  {
    path: 'halytykset',
    lazy: screen(
      () => import('../features/alerts/AlertsPage'),
      (m) => m.AlertsPage,
    ),
  },
  {
    path: 'lisapalvelut',
    lazy: screen(
      () => import('../features/products/ProductsPage'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: 'tarjoukset',
    lazy: screen(
      () => import('../features/followup/FollowupPage'),
      (m) => m.FollowupPage,
    ),
  },
  {
    path: 'muutto',
    lazy: screen(
      () => import('../features/service/MovingPage'),
      (m) => m.MovingPage,
    ),
  },
  {
    path: 'budjetti',
    lazy: screen(
      () => import('../features/consumption/BudgetPage'),
      (m) => m.BudgetPage,
    ),
  },
];

/** Routes per spec §2. Screens load on demand to keep the first page small. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/demo', element: <EnterDemo /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/kirjaudu', element: <SignInPage /> },
          {
            path: '/rekisteroidy',
            lazy: screen(
              () => import('../features/auth/SignUpPage'),
              (m) => m.SignUpPage,
            ),
          },
          {
            path: '/salasana',
            lazy: screen(
              () => import('../features/auth/PasswordResetPage'),
              (m) => m.PasswordResetPage,
            ),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <FrontPage /> },
              {
                path: '/yllapito/*',
                lazy: screen(
                  () => import('../features/admin/AdminRoutes'),
                  (m) => m.AdminRoutes,
                ),
              },
              { path: '/kayttopaikka', element: <PlaceLayout />, children: placeScreens },
              {
                path: '/aspa/asiakashaku/:customerId/kayttopaikka',
                element: <PlaceLayout customerService />,
                children: placeScreens,
              },
              {
                path: '/yritys/kohde/:placeId',
                lazy: screen(
                  () => import('../features/company/CompanyPlacePage'),
                  (m) => m.CompanyPlacePage,
                ),
              },
              {
                path: '/kayttajahallinta',
                lazy: screen(
                  () => import('../features/company/CompanyUsersPage'),
                  (m) => m.CompanyUsersPage,
                ),
              },
              {
                path: '/kayttajahallinta/:userRef',
                lazy: screen(
                  () => import('../features/company/CompanyUsersPage'),
                  (m) => m.CompanyUserPage,
                ),
              },
              {
                path: '/api-avaimet',
                lazy: screen(
                  () => import('../features/apitokens/ApiTokensPage'),
                  (m) => m.ApiTokensPage,
                ),
              },
              {
                path: '/viestit',
                lazy: screen(
                  () => import('../features/messages/MessagesPage'),
                  ({ MessagesPage }) =>
                    function Messages() {
                      // A company's invitation is a message too: answered here as on the front page.
                      return <MessagesPage notice={<OpenInvitations />} />;
                    },
                ),
              },
              {
                path: '/lukuoikeudet',
                lazy: screen(
                  () => import('../features/readrights/ReadRightsPage'),
                  (m) => m.ReadRightsPage,
                ),
              },
              {
                path: '/lukuoikeus/aktivoi',
                lazy: screen(
                  () => import('../features/readrights/ActivateReadRightPage'),
                  (m) => m.ActivateReadRightPage,
                ),
              },
              {
                path: '/asiakastiedot',
                lazy: screen(
                  () => import('../features/customer/CustomerInfoPage'),
                  (m) => m.CustomerInfoPage,
                ),
              },
              {
                path: '/asiakaspalvelu',
                lazy: screen(
                  () => import('../features/customer/CustomerServicePage'),
                  (m) => m.CustomerServicePage,
                ),
              },
              {
                path: '/asetukset',
                lazy: screen(
                  () => import('../features/settings/SettingsPage'),
                  (m) => m.SettingsPage,
                ),
              },
              {
                path: '/asetukset/kirjautumiset',
                lazy: screen(
                  () => import('../features/settings/SignInsPage'),
                  (m) => m.SignInsPage,
                ),
              },
              {
                path: '/asiakaspalvelu/palvelupyynnot',
                lazy: screen(
                  () => import('../features/service/ServiceRequestsPage'),
                  (m) => m.ServiceRequestsPage,
                ),
              },
              {
                path: '/asiakaspalvelu/chat',
                lazy: screen(
                  () => import('../features/service/ChatPage'),
                  (m) => m.ChatPage,
                ),
              },
              {
                path: '/palaute',
                lazy: screen(
                  () => import('../features/service/FeedbackPage'),
                  (m) => m.FeedbackPage,
                ),
              },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
