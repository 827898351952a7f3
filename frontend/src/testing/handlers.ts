import { http, HttpResponse } from 'msw';
import { electricityFeatures, userFeatures, me, threePlaces, userContent } from './fixtures';
import { electricitySummary, invoiceSummary, locationDetails } from './rowFixtures';

export const problem = (
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  HttpResponse.json(
    { type: 'about:blank', title: code, status, code, requestId: 'test-request', ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json', ...headers } },
  );

/** A signed-in session whose token expires in an hour. */
export const sessionStatusOk = () =>
  http.get('/api/auth/v1/session-status', () =>
    HttpResponse.json({ hasRefreshToken: true, expiresAt: Math.floor(Date.now() / 1000) + 3600 }),
  );

export const sessionStatusNone = () =>
  http.get('/api/auth/v1/session-status', () => problem(401, 'SESSION_EXPIRED'));

/** Default handlers: signed in as the demo consumer with three use places. */
export const handlers = [
  sessionStatusOk(),
  http.get('/api/v2/me', () => HttpResponse.json(me)),
  // No open invitations to join a company (the front page asks).
  http.get('/api/v2/user/:userId/companyInvitations', () => HttpResponse.json({ invitations: [] })),
  http.get('/api/v2/user/:userId/ui', ({ params }) =>
    HttpResponse.json({ priwattiUserId: Number(params.userId), uiMode: 'B2C' }),
  ),
  http.get('/api/v2/servicelocation/user/:userId/content', () =>
    HttpResponse.json(userContent(threePlaces)),
  ),
  http.get('/api/v2/servicelocation/user/:userId/location/:locationId', () =>
    HttpResponse.json(locationDetails()),
  ),
  http.get('/api/popup/v1', () => HttpResponse.json({ popups: [] })),
  // The front page's glance cards: no prices published yet, each place's invoices.
  http.get('/api/v2/energyprice', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      year: Number(url.searchParams.get('year')),
      month: Number(url.searchParams.get('month')),
      vatIncluded: true,
      unit: 'c/kWh',
      publishedUntil: '2026-01-01T00:00:00+02:00',
      prices: [],
    });
  }),
  http.get('/api/v2/invoice/user/:userId/location/:locationId/summary', () =>
    HttpResponse.json(invoiceSummary()),
  ),
  // #126: a month without a projection, so screens show no month-to-date line unless a test asks.
  http.get('/api/v2/consumption/electricity/user/:userId/location/:locationId/summary', () =>
    HttpResponse.json(electricitySummary(false)),
  ),
  http.get('/api/v2/alerts/energyprice/:userId', ({ params }) =>
    HttpResponse.json({ id: `EPA-${String(params.userId)}`, active: false }),
  ),
  http.post('/api/auth/v1/logout', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/features/v1/user/:userId/location/:locationId', () =>
    HttpResponse.json({ features: electricityFeatures }),
  ),
  http.get('/api/features/v1/user/:userId', () => HttpResponse.json({ features: userFeatures })),
];
