import { http, HttpResponse } from 'msw';
import { me } from '../../testing/fixtures';
import { server } from '../../testing/server';

/** The signed-in user of a staff tool's test: a staff member holding `groups`. */
export function signedInAs(groups: string[]) {
  server.use(
    http.get('/api/v2/me', () =>
      HttpResponse.json({ ...me, username: 'staff@demo.example', groups, topBarMessage: null }),
    ),
  );
}
