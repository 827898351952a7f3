import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A write a test's mock server received: where, its JSON body (null if none) and the header. */
export interface Sent {
  url: string;
  body: unknown;
  webVersion: string | null;
}

/** Keeps the request in `sent` and answers its body, for a handler that echoes or stores it. */
export async function record(sent: Sent[], request: Request): Promise<unknown> {
  const text = await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : null;
  sent.push({
    url: new URL(request.url).pathname,
    body,
    webVersion: request.headers.get('X-Web-Version'),
  });
  return body;
}

/** Waits for the dialog of that name and closes it with its "Sulje" button. */
export async function closeDialog(name: RegExp | string) {
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
}
