import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeUsePlace, userContent } from '../../testing/fixtures';
import { problem } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const PLACE = '643000000000000001';
const documentsUrl = '/api/documents/v1/user/:userId/location/:locationRef';

/** A place whose content carries its locationReferenceId (asked of the gateway, see README). */
function withReference() {
  const place = makeUsePlace({ identifier: PLACE });
  return userContent([
    {
      ...place,
      location: { ...place.location, locationReferenceId: 'LR100101' } as typeof place.location,
    },
  ]);
}

describe('documents', () => {
  it('lists the documents newest first with download links to the gateway', async () => {
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/content', () =>
        HttpResponse.json(withReference()),
      ),
      http.get(documentsUrl, ({ params }) =>
        params.locationRef === 'LR100101'
          ? HttpResponse.json({
              items: [
                {
                  documentId: 'LR100101-terms',
                  documentType: 'CONTRACT_TERMS',
                  name: 'Sopimusehdot 2024',
                  fileName: 'terms-LR100101.pdf',
                  contentType: 'application/pdf',
                  date: '2024-01-01',
                },
                {
                  documentId: 'LR100101-prices',
                  documentType: 'PRICE_LIST',
                  name: 'Hinnasto',
                  fileName: 'prices-LR100101.pdf',
                  contentType: 'application/pdf',
                  date: '2026-03-01',
                },
              ],
            })
          : problem(403, 'FORBIDDEN'),
      ),
    );
    renderApp(`/kayttopaikka/asiakirjat?paikka=${PLACE}`);

    const table = await screen.findByRole('table', { name: 'Käyttöpaikan asiakirjat' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hinnasto');
    expect(rows[1]).toHaveTextContent('1.3.2026');
    expect(rows[2]).toHaveTextContent('Sopimusehdot');
    expect(within(rows[1]!).getByRole('link', { name: 'Lataa Hinnasto' })).toHaveAttribute(
      'href',
      '/api/documents/v1/user/1000001/location/LR100101/document/LR100101-prices',
    );
  });

  it('tells when there are no documents', async () => {
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/content', () =>
        HttpResponse.json(withReference()),
      ),
      http.get(documentsUrl, () => HttpResponse.json({ items: [] })),
    );
    renderApp(`/kayttopaikka/asiakirjat?paikka=${PLACE}`);
    expect(await screen.findByText('Käyttöpaikalla ei ole asiakirjoja.')).toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    server.use(
      http.get('/api/v2/servicelocation/user/:userId/content', () =>
        HttpResponse.json(withReference()),
      ),
      http.get(documentsUrl, () => problem(503, 'UPSTREAM_UNAVAILABLE')),
    );
    renderApp(`/kayttopaikka/asiakirjat?paikka=${PLACE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Asiakirjojen lataus epäonnistui.');
  });

  it('says the documents cannot be shown while the content has no reference id', async () => {
    renderApp(`/kayttopaikka/asiakirjat?paikka=${PLACE}`);
    expect(await screen.findByRole('note')).toHaveTextContent('viitetunnus puuttuu');
  });
});
