import type { BaseQueryApi, FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { normalizeError } from '../api/baseQuery';
import { DEMO_HEADER } from '../api/webVersion';
import { loadDemoData } from './demoData';
import { answerLocally } from './localAnswers';

/**
 * The base query of demo mode: the local list is answered from the exported dataset, any other
 * write is refused without a request, and every other read goes to the gateway as the demo
 * user's public read (A9): no cookie (a signed-in visitor's session must not answer for the demo
 * user) and no session check, with the demo header for the rows that name no user.
 */
export async function demoBaseQuery(
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
  raw: ReturnType<typeof fetchBaseQuery>,
) {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const local = answerLocally(
    {
      method: request.method ?? 'GET',
      path: request.url,
      params: request.params,
      body: request.body,
    },
    await loadDemoData(),
  );
  if (local) return local;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set(DEMO_HEADER, '1');
  const result = await raw({ ...request, headers, credentials: 'omit' }, api, extraOptions);
  if (result.error) return { error: normalizeError(result.error, result.meta), meta: result.meta };
  return { data: result.data, meta: result.meta };
}
