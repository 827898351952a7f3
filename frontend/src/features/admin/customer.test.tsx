import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { me, userFeatures } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { retryDelayMs } from '../../app/MaintenanceScreen';

describe('what staff set, as a customer sees it', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the top-bar message above the screen until it is dismissed', async () => {
    server.use(
      http.get('/api/v2/me', () =>
        HttpResponse.json({
          ...me,
          topBarMessage: { message: 'Asiakaspalvelu suljettu perjantaina.', level: 'WARNING' },
        }),
      ),
    );
    renderApp('/');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Asiakaspalvelu suljettu perjantaina.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Sulje tiedote' }));
    expect(screen.queryByText('Asiakaspalvelu suljettu perjantaina.')).toBeNull();
  });

  it('hides a menu entry whose feature is turned off', async () => {
    server.use(
      http.get('/api/features/v1/user/:userId', () =>
        HttpResponse.json({
          features: userFeatures.map((item) =>
            item.feature === 'MESSAGES' ? { ...item, enabled: false } : item,
          ),
        }),
      ),
    );
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Päävalikko' });
    await waitFor(() => expect(within(menu).queryByRole('link', { name: /Viestit/ })).toBeNull());
    expect(within(menu).getByRole('link', { name: 'Palaute' })).toBeInTheDocument();
  });

  it('shows the maintenance page with its end, and the screens again once it is over', async () => {
    let inMaintenance = true;
    const until = '2030-03-02T00:00:00+02:00';
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/content', () =>
        inMaintenance
          ? HttpResponse.json(
              {
                status: 503,
                code: 'MAINTENANCE',
                detail: 'Järjestelmäpäivitys käynnissä.',
                origin: 'VARE',
                until,
              },
              { status: 503, headers: { 'Retry-After': '120' } },
            )
          : HttpResponse.json({ message: 'pass through' }, { status: 404 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Palvelussa on huoltokatko' })).toBeVisible();
    expect(screen.getByText('Järjestelmäpäivitys käynnissä.')).toBeVisible();
    expect(screen.getByText('2.3.2030 klo 0.00')).toBeVisible();
    inMaintenance = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Palvelussa on huoltokatko' })).toBeNull(),
    );
  });

  it('tries again after Retry-After, within bounds', () => {
    expect(retryDelayMs(120)).toBe(120_000);
    expect(retryDelayMs(0)).toBe(5_000);
    expect(retryDelayMs(86_400)).toBe(300_000);
  });
});
