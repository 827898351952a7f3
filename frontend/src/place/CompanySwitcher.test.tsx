import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  companyA,
  companyB,
  companyHandlers,
  companyItem,
  ownPlacesHandlers,
} from '../testing/companyFixtures';
import { problem } from '../testing/handlers';
import { renderApp } from '../testing/renderWithProviders';
import { server } from '../testing/server';

describe('the company switcher', () => {
  it('lands on the new company place list from a place page, asking nothing of the old place', async () => {
    const placeReads: string[] = [];
    // Every read of one company place; the place is the first company's only.
    server.use(
      http.get(
        '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/:placeId/*',
        ({ params }) => {
          placeReads.push(`${String(params.companyRef)} ${String(params.placeId)}`);
          return problem(403, 'FORBIDDEN');
        },
      ),
      http.get(
        '/api/v2/b2b/company/:companyRef/servicelocation/user/:userId/:placeId',
        ({ params }) => {
          placeReads.push(`${String(params.companyRef)} ${String(params.placeId)}`);
          return problem(403, 'FORBIDDEN');
        },
      ),
    );
    server.use(
      ...ownPlacesHandlers(),
      ...companyHandlers([companyItem('KP300001')], [companyA, companyB]),
    );
    const { router } = renderApp('/yritys/kohde/KP300014');
    const switcher = await screen.findByRole('combobox', { name: 'Yritys' });
    await waitFor(() => expect(placeReads.length).toBeGreaterThan(0));
    expect(placeReads.every((read) => read.startsWith('CR-100 '))).toBe(true);

    await userEvent.selectOptions(switcher, 'Savon Saha Oy');

    expect(await screen.findByText('Yritys: Savon Saha Oy')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(placeReads.filter((read) => read.startsWith('CR-200 '))).toEqual([]);
  });
});
